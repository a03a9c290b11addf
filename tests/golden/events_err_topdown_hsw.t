# args: events --cpu hsw --kernel 6.12 -e '{slots,topdown-retiring}'
# exit: 2
# derivation: slots and topdown-* are sysfs aliases the kernel adds only where td_attr is set: icl_td_events_attrs from the Ice Lake case on (arch/x86/events/intel/core.c 6.12, intel_pmu_init; slots = event=0x00,umask=0x4); Haswell's case sets none, so perf cannot resolve 'slots' on hsw.
# stderr: pmusched: error: TopDown event 'slots' does not exist on model 'hsw'
# stderr:     {slots,topdown-retiring}
# stderr:      ^~~~~
# stderr: hint: the slots and metric pseudo-events need Ice Lake or later
