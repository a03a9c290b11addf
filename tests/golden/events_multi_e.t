# args: events --cpu hsw --kernel 6.12 --ht off -e cycles:D -e '{instructions,cs}:u'
# exit: 0
# derivation: VENDOR: haswell JSON rows with the same encoding (HT off: Linux 6.1 CounterHTOff 0-7 for THREAD_P and ANY_P)
cpu hsw, kernel 6.12, HT off: 3 events in 2 groups
EVENT         GROUP  MODS  DIALECT   CONFIG  DECODED                COUNTERS      VENDOR        LINT  SOURCE
cycles:D      0*     D     generic   0x3c    event=0x3c,umask=0x00  GP0-7,FIXED1  GP0-7,FIXED1  ok    generic cycles via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.CORE)
instructions  1*     u     generic   0xc0    event=0xc0,umask=0x00  GP0-7,FIXED0  GP0-7,FIXED0  ok    generic instructions via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
cs            1      u     software  0x3     software               -             -             -     software event context-switches: no counter, runs whenever its group does
