# args: topdown decode --cpu hsw --slots 1000 --metrics 0x7f301040
# exit: 2
# derivation: PERF_METRICS is used where PERF_CAPABILITIES reports it (x86_pmu.intel_cap.perf_metrics) and intel_pmu_init's Ice Lake and later cases set the topdown attrs and num_topdown_events (4 for ICL, 8 for SPR; arch/x86/events/intel/core.c 6.12); this model's case sets neither, so it has no metric register.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: model 'hsw' has no PERF_METRICS register
# stderr: hint: PERF_METRICS exists from Ice Lake on
