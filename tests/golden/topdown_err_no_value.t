# args: topdown decode --metrics 0x7f301040 --slots
# exit: 2
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# derivation: topdown decode parses through the one option table (src/cli/optab.c): its errors are every command's, with the hint naming the help text (was the subcommand named in the error, and no hint).
# stderr: pmusched: error: option '--slots' needs a value
# stderr: hint: run 'pmusched topdown -h'
