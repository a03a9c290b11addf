# args: events --cpu hsw --kernel 6.12 --ht off instructions,dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k
# exit: 0
cpu hsw, kernel 6.12, HT off: 7 events in 7 groups
EVENT                                GROUP  MODS  CONFIG  DECODED                COUNTERS      SOURCE
instructions                         0*     -     0xc0    event=0xc0,umask=0x00  GP0-7,FIXED0  generic instructions via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
dtlb_load_misses.walk_completed      1*     -     0xe08   event=0x08,umask=0x0e  GP0-7         libpfm4 hsw::DTLB_LOAD_MISSES:WALK_COMPLETED; unconstrained: no table row matches, every enumerated GP counter
dtlb_load_misses.walk_completed_4k   2*     -     0x208   event=0x08,umask=0x02  GP0-7         libpfm4 hsw::DTLB_LOAD_MISSES:WALK_COMPLETED_4K; unconstrained: no table row matches, every enumerated GP counter
dtlb_store_misses.walk_completed     3*     -     0xe49   event=0x49,umask=0x0e  GP0-7         libpfm4 hsw::DTLB_STORE_MISSES:WALK_COMPLETED; unconstrained: no table row matches, every enumerated GP counter
dtlb_store_misses.walk_completed_4k  4*     -     0x249   event=0x49,umask=0x02  GP0-7         libpfm4 hsw::DTLB_STORE_MISSES:WALK_COMPLETED_4K; unconstrained: no table row matches, every enumerated GP counter
itlb_misses.walk_completed           5*     -     0xe85   event=0x85,umask=0x0e  GP0-7         libpfm4 hsw::ITLB_MISSES:WALK_COMPLETED; unconstrained: no table row matches, every enumerated GP counter
itlb_misses.walk_completed_4k        6*     -     0x285   event=0x85,umask=0x02  GP0-7         libpfm4 hsw::ITLB_MISSES:WALK_COMPLETED_4K; unconstrained: no table row matches, every enumerated GP counter
