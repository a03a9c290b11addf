# args: events --cpu hsw --kernel 6.12 --ht off instructions,dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k
# exit: 0
# derivation: perf-json configs from haswell/virtual-memory.json (0x08/0x49/0x85, UMask 0xe/0x2); HT off: Linux 6.1 CounterHTOff "0,1,2,3,4,5,6,7"; instructions (0xc0): INST_RETIRED.ANY "Fixed counter 0" with INST_RETIRED.ANY_P's GP counters
cpu hsw, kernel 6.12, HT off: 7 events in 7 groups
EVENT                                GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS      VENDOR        LINT  SOURCE
instructions                         0*     -     generic    0xc0    event=0xc0,umask=0x00  GP0-7,FIXED0  GP0-7,FIXED0  ok    generic instructions via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
dtlb_load_misses.walk_completed      1*     -     perf-json  0xe08   event=0x08,umask=0x0e  GP0-7         GP0-7         ok    perf haswell v35 dtlb_load_misses.walk_completed; unconstrained: no table row matches, every enumerated GP counter
dtlb_load_misses.walk_completed_4k   2*     -     perf-json  0x208   event=0x08,umask=0x02  GP0-7         GP0-7         ok    perf haswell v35 dtlb_load_misses.walk_completed_4k; unconstrained: no table row matches, every enumerated GP counter
dtlb_store_misses.walk_completed     3*     -     perf-json  0xe49   event=0x49,umask=0x0e  GP0-7         GP0-7         ok    perf haswell v35 dtlb_store_misses.walk_completed; unconstrained: no table row matches, every enumerated GP counter
dtlb_store_misses.walk_completed_4k  4*     -     perf-json  0x249   event=0x49,umask=0x02  GP0-7         GP0-7         ok    perf haswell v35 dtlb_store_misses.walk_completed_4k; unconstrained: no table row matches, every enumerated GP counter
itlb_misses.walk_completed           5*     -     perf-json  0xe85   event=0x85,umask=0x0e  GP0-7         GP0-7         ok    perf haswell v35 itlb_misses.walk_completed; unconstrained: no table row matches, every enumerated GP counter
itlb_misses.walk_completed_4k        6*     -     perf-json  0x285   event=0x85,umask=0x02  GP0-7         GP0-7         ok    perf haswell v35 itlb_misses.walk_completed_4k; unconstrained: no table row matches, every enumerated GP counter
