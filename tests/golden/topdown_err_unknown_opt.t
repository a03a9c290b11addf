# args: topdown decode --slots 1000 --metrics 0x7f301040 --bogus
# exit: 2
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: unknown option '--bogus' for 'topdown decode'
