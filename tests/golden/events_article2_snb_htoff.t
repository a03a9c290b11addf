# args: events --cpu snb --kernel 6.12 --ht off -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending:D'
# exit: 0
cpu snb, kernel 6.12, HT off: 2 events in 2 groups
EVENT                                GROUP  MODS  CONFIG     DECODED                        COUNTERS  SOURCE
l1d_pend_miss.pending                0*     -     0x148      event=0x48,umask=0x01          GP2       libpfm4 snb::L1D_PEND_MISS:PENDING; intel_snb_event_constraints; 3.14.1-6.13.7 (L1D_PEND_MISS.*)
cycle_activity.stalls_l1d_pending:D  1*     D     0x60006a3  event=0xa3,umask=0x06,cmask=6  GP2       libpfm4 snb::CYCLE_ACTIVITY:STALLS_L1D_PENDING; intel_snb_event_constraints; 3.14.1-6.13.7 (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
