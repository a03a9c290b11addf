# args: events --cpu hsw --kernel 6.12 --ht on -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
cpu hsw, kernel 6.12, HT on: 2 events in 2 groups
EVENT                              GROUP  MODS  CONFIG     DECODED                         COUNTERS  SOURCE
l1d_pend_miss.pending              0*     -     0x148      event=0x48,umask=0x01           GP2       libpfm4 hsw::L1D_PEND_MISS:PENDING; intel_hsw_event_constraints; 4.6.2-6.13.7 (change point approx) (L1D_PEND_MISS.PENDING)
cycle_activity.stalls_l1d_pending  1*     -     0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP2       libpfm4 hsw::CYCLE_ACTIVITY:STALLS_L1D_PENDING; intel_hsw_event_constraints; 4.2.8-6.13.7 (4.0-rc7 per article) (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
