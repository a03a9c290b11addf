# args: events --cpu hsw --kernel 3.19 --ht off -e cycle_activity.stalls_l1d_pending,mem_uops_retired.all_loads
# exit: 0
# derivation: perf-json configs from haswell JSON (0xA3/0xc cmask 12; 0xD0/0x81); HT off: Linux 6.1 CounterHTOff "2" and "0,1,2,3" against the modelled unconstrained GP0-7: lint a, before 4.0-rc7 and 4.1-rc1 (the model's rows)
# derivation: No --perf-version: the perf modelled is the kernel's, perf 3.19 (pms_perf_version_for()), whose
# derivation: nearest generated JSON is perf 6.1's, the oldest set (mapfile.csv of Linux 6.1: haswell v32; 6.12's: haswell v35),
# derivation: so SOURCE names "perf 6.1 <dir> vN"; the encodings and counters are the same in both.
cpu hsw, kernel 3.19, HT off: 2 events in 2 groups
EVENT                              GROUP  MODS  DIALECT    CONFIG     DECODED                         COUNTERS  VENDOR  LINT  SOURCE
cycle_activity.stalls_l1d_pending  0*     -     perf-json  0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP0-7     GP2     a     perf 6.1 haswell v32 cycle_activity.stalls_l1d_pending; unconstrained: no table row matches, every enumerated GP counter
mem_uops_retired.all_loads         1*     -     perf-json  0x81d0     event=0xd0,umask=0x81           GP0-7     GP0-3   a     perf 6.1 haswell v32 mem_uops_retired.all_loads; unconstrained: no table row matches, every enumerated GP counter
lint (a) cycle_activity.stalls_l1d_pending: the kernel allows GP0-1,GP3-7, which the vendor's CounterHTOff for this encoding (cycle_activity.stalls_l1d_pending) rules out: counts there read wrong; affected kernels, HT off: before 4.0-rc7
lint (a) mem_uops_retired.all_loads: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_uops_retired.all_loads) rules out: counts there read wrong; affected kernels, HT off: before 4.1-rc1
