# args: events --cpu hsw --kernel 6.12 '{cycles,instructions}:W'
# exit: 0
# derivation: VENDOR: haswell JSON rows with the same encoding (CPU_CLK_UNHALTED.THREAD + THREAD_P, INST_RETIRED.ANY + ANY_P)
cpu hsw, kernel 6.12, HT on: 2 events in 1 group
EVENT         GROUP  MODS  DIALECT  CONFIG  DECODED                COUNTERS      VENDOR        LINT  SOURCE
cycles        0*     W     generic  0x3c    event=0x3c,umask=0x00  GP0-3,FIXED1  GP0-3,FIXED1  ok    generic cycles via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.CORE)
instructions  0      W     generic  0xc0    event=0xc0,umask=0x00  GP0-3,FIXED0  GP0-3,FIXED0  ok    generic instructions via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
