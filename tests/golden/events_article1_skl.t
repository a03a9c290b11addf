# args: events --cpu skl --kernel 6.12 --ht on -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_miss'
# exit: 0
cpu skl, kernel 6.12, HT on: 2 events in 2 groups
EVENT                           GROUP  MODS  CONFIG     DECODED                         COUNTERS  SOURCE
l1d_pend_miss.pending           0*     -     0x148      event=0x48,umask=0x01           GP0-3     libpfm4 skl::L1D_PEND_MISS:PENDING; unconstrained: no table row matches, every enumerated GP counter
cycle_activity.stalls_l1d_miss  1*     -     0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP0-3     libpfm4 skl::CYCLE_ACTIVITY:STALLS_L1D_MISS; unconstrained: no table row matches, every enumerated GP counter
