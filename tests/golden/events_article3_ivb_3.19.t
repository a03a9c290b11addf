# args: events --cpu ivb --kernel 3.19 --ht on -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
# exit: 0
cpu ivb, kernel 3.19, HT on: 4 events in 3 groups
EVENT                                GROUP  MODS  CONFIG     DECODED                         COUNTERS  SOURCE
l1d_pend_miss.pending                0*     -     0x148      event=0x48,umask=0x01           GP2       libpfm4 ivb::L1D_PEND_MISS:PENDING; intel_ivb_event_constraints; 3.14.1-6.13.7 (L1D_PEND_MISS.PENDING)
faults                               0      -     0x2        software                        -         software event page-faults: no counter, runs whenever its group does
cycle_activity.stalls_l1d_pending:D  1*     D     0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP2       libpfm4 ivb::CYCLE_ACTIVITY:STALLS_L1D_PENDING; intel_ivb_event_constraints; 3.14.1-6.13.7 (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
mem_uops_retired.all_loads           2*     -     0x81d0     event=0xd0,umask=0x81           none      libpfm4 ivb::MEM_UOPS_RETIRED:ALL_LOADS; intel_ivb_event_constraints blacklist (erratum BV98); 3.14.1, 3.19.8; 3.10-rc1..4.1-rc1 per article (MEM_UOPS_RETIRED.*)
