# args: events --cpu hsw --kernel 6.12 -e 'cycles,foo/event=1/'
# exit: 2
# derivation: 'foo' is no PMU under /sys/bus/event_source/devices on an Intel host; the hint's list is the PMUs the model knows (models/x86).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: unknown PMU 'foo'
# stderr:     cycles,foo/event=1/
# stderr:            ^~~
# stderr: hint: the core PMU is 'cpu'; also known: software, tracepoint, breakpoint, power, msr, cstate_core, cstate_pkg, uncore_*, amd_*
