# args: plan --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,nosuch'
# exit: 2
# derivation: 'nosuch' is in neither perf's haswell JSON (tools/perf/pmu-events/arch/x86/haswell, 6.12) nor the kernel's sysfs aliases, whereas L1D_PEND_MISS.PENDING is (haswell/cache.json), so the error falls on the second name, byte 22.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: unknown event 'nosuch' for model 'hsw'
# stderr:     l1d_pend_miss.pending,nosuch
# stderr:                           ^~~~~~
