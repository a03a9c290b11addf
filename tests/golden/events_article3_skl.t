# args: events --cpu skl --kernel 6.12 --ht off -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_miss:D,mem_inst_retired.all_loads'
# exit: 0
cpu skl, kernel 6.12, HT off: 4 events in 3 groups
EVENT                             GROUP  MODS  CONFIG     DECODED                         COUNTERS  SOURCE
l1d_pend_miss.pending             0*     -     0x148      event=0x48,umask=0x01           GP0-7     libpfm4 skl::L1D_PEND_MISS:PENDING; unconstrained: no table row matches, every enumerated GP counter
faults                            0      -     0x2        software                        -         software event page-faults: no counter, runs whenever its group does
cycle_activity.stalls_l1d_miss:D  1*     D     0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP0-7     libpfm4 skl::CYCLE_ACTIVITY:STALLS_L1D_MISS; unconstrained: no table row matches, every enumerated GP counter
mem_inst_retired.all_loads        2*     -     0x81d0     event=0xd0,umask=0x81           GP0-3     libpfm4 skl::MEM_INST_RETIRED:ALL_LOADS; intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_INST_RETIRED.*)
