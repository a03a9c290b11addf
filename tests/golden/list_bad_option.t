# args: list --frobnicate
# exit: 2
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# derivation: Every command parses through the one option table (src/cli/optab.c): an unknown option is 'unknown option' and a missing value 'option X needs a value' (was 'unknown or incomplete option'), each with the hint naming the command's help.
# stderr: pmusched: error: unknown option '--frobnicate'
# stderr: hint: run 'pmusched list -h'
