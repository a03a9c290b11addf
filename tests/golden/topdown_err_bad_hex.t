# args: topdown decode --slots 1000 --metrics 0x7f30z040
# exit: 2
# derivation: '0x7f30z040': 'z' is byte 6 (0-based after the quote: 0x7f30 is bytes 0-5).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: --metrics '0x7f30z040': 'z' at byte 6 is not a hex digit
