# args: topdown decode --from-slots 3000 --from-metrics 0x7f301040 --slots 1000 --metrics 0x7f301040
# exit: 2
# derivation: SLOTS is a free-running count: a later reading below an earlier one means a reset in between (perf's read() of a topdown group resets SLOTS and PERF_METRICS: intel_pmu_update_topdown_event with reset, arch/x86/events/intel/core.c 6.12).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: slots went from 3000 to 1000: the second reading must count more
# stderr: hint: the counters were reset in between (a read() through perf resets them); decode each reading on its own
