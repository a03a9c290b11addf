# args: topdown decode --slots 18446744073709551616 --metrics 0x7f301040
# exit: 2
# derivation: 18446744073709551616 = 2^64, one more than a 64-bit counter holds.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: --slots '18446744073709551616' does not fit in 64 bits
