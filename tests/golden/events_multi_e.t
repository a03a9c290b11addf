# args: events --cpu hsw --kernel 6.12 --ht off -e cycles:D -e '{instructions,cs}:u'
# exit: 0
cpu hsw, kernel 6.12, HT off: 3 events in 2 groups
EVENT         GROUP  MODS  CONFIG  DECODED                COUNTERS      SOURCE
cycles:D      0*     D     0x3c    event=0x3c,umask=0x00  GP0-7,FIXED1  generic cycles via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.CORE)
instructions  1*     u     0xc0    event=0xc0,umask=0x00  GP0-7,FIXED0  generic instructions via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
cs            1      u     0x3     software               -             software event context-switches: no counter, runs whenever its group does
