# args: topdown decode --slots 1000 --metrics 0x1ffffffffffffffff
# exit: 2
# derivation: PERF_METRICS is a 64-bit MSR; 0x1ffffffffffffffff has 65 bits.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: --metrics '0x1ffffffffffffffff' does not fit in 64 bits
