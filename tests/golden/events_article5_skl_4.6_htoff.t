# args: events --cpu skl --kernel 4.6 --ht off -e mem_load_retired.l1_hit,mem_load_retired.l1_miss,mem_load_retired.fb_hit,mem_load_retired.l2_hit,mem_load_retired.l3_hit
# exit: 0
cpu skl, kernel 4.6, HT off: 5 events in 5 groups
EVENT                     GROUP  MODS  CONFIG  DECODED                COUNTERS  SOURCE
mem_load_retired.l1_hit   0*     -     0x1d1   event=0xd1,umask=0x01  GP0-7     libpfm4 skl::MEM_LOAD_RETIRED:L1_HIT; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.l1_miss  1*     -     0x8d1   event=0xd1,umask=0x08  GP0-7     libpfm4 skl::MEM_LOAD_RETIRED:L1_MISS; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.fb_hit   2*     -     0x40d1  event=0xd1,umask=0x40  GP0-7     libpfm4 skl::MEM_LOAD_RETIRED:HIT_LFB; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.l2_hit   3*     -     0x2d1   event=0xd1,umask=0x02  GP0-7     libpfm4 skl::MEM_LOAD_RETIRED:L2_HIT; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.l3_hit   4*     -     0x4d1   event=0xd1,umask=0x04  GP0-7     libpfm4 skl::MEM_LOAD_RETIRED:L3_HIT; unconstrained: no table row matches, every enumerated GP counter
