# args: events --cpu hsw --kernel 3.19 --ht off -e cycle_activity.stalls_l1d_pending,mem_uops_retired.all_loads
# exit: 0
cpu hsw, kernel 3.19, HT off: 2 events in 2 groups
EVENT                              GROUP  MODS  CONFIG     DECODED                         COUNTERS  SOURCE
cycle_activity.stalls_l1d_pending  0*     -     0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP0-7     libpfm4 hsw::CYCLE_ACTIVITY:STALLS_L1D_PENDING; unconstrained: no table row matches, every enumerated GP counter
mem_uops_retired.all_loads         1*     -     0x81d0     event=0xd0,umask=0x81           GP0-7     libpfm4 hsw::MEM_UOPS_RETIRED:ALL_LOADS; unconstrained: no table row matches, every enumerated GP counter
