# args: events --cpu hsw --kernel 6.12 --ht on -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# derivation: perf-json configs from haswell/cache.json L1D_PEND_MISS.PENDING (EventCode 0x48, UMask 0x1) and pipeline.json CYCLE_ACTIVITY.STALLS_L1D_PENDING (0xA3, UMask 0xc, CounterMask 12); VENDOR from their Counter "2"
cpu hsw, kernel 6.12, HT on: 2 events in 2 groups
EVENT                              GROUP  MODS  DIALECT    CONFIG     DECODED                         COUNTERS  VENDOR  LINT  SOURCE
l1d_pend_miss.pending              0*     -     perf-json  0x148      event=0x48,umask=0x01           GP2       GP2     ok    perf haswell v35 l1d_pend_miss.pending; intel_hsw_event_constraints; 4.6.2-6.13.7 (change point approx) (L1D_PEND_MISS.PENDING)
cycle_activity.stalls_l1d_pending  1*     -     perf-json  0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP2       GP2     ok    perf haswell v35 cycle_activity.stalls_l1d_pending; intel_hsw_event_constraints; 4.2.8-6.13.7 (4.0-rc7 per article) (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
