# args: topdown decode --slots -5 --metrics 0x7f301040
# exit: 2
# derivation: SLOTS is an unsigned count.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: --slots '-5' is negative
