# args: events --cpu snb --kernel 6.12 --ht off -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending:D'
# exit: 0
# derivation: perf-json configs from sandybridge/cache.json L1D_PEND_MISS.PENDING (0x48/0x1) and pipeline.json CYCLE_ACTIVITY.STALLS_L1D_PENDING (0xA3/0x6, CounterMask 6); HT off: VENDOR from Linux 6.1's CounterHTOff "2"
cpu snb, kernel 6.12, HT off: 2 events in 2 groups
EVENT                                GROUP  MODS  DIALECT    CONFIG     DECODED                        COUNTERS  VENDOR  LINT  SOURCE
l1d_pend_miss.pending                0*     -     perf-json  0x148      event=0x48,umask=0x01          GP2       GP2     ok    perf sandybridge v19 l1d_pend_miss.pending; intel_snb_event_constraints; 3.14.1-6.13.7 (L1D_PEND_MISS.*)
cycle_activity.stalls_l1d_pending:D  1*     D     perf-json  0x60006a3  event=0xa3,umask=0x06,cmask=6  GP2       GP2     ok    perf sandybridge v19 cycle_activity.stalls_l1d_pending; intel_snb_event_constraints; 3.14.1-6.13.7 (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
