# args: topdown decode --slots 1000 --metrics 0x7f301040 --level 3
# exit: 2
# derivation: Levels 1 and 2 are the two PERF_METRICS levels (4 or 8 fields, arch/x86/include/asm/perf_event.h 6.12).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: bad value '3' for --level (1 or 2)
