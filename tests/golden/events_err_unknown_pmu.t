# args: events --cpu hsw --kernel 6.12 -e 'cycles,foo/event=1/'
# exit: 2
# stderr: pmusched: error: unknown PMU 'foo'
# stderr:     cycles,foo/event=1/
# stderr:            ^~~
# stderr: hint: the core PMU is 'cpu'; also known: software, tracepoint, breakpoint, power, msr, cstate_core, cstate_pkg, uncore_*, amd_*
