# args: events --cpu skl --kernel 6.12 --ht on -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_miss'
# exit: 0
# derivation: perf-json configs from skylake/cache.json L1D_PEND_MISS.PENDING (0x48/0x1) and pipeline.json CYCLE_ACTIVITY.STALLS_L1D_MISS (0xA3/0xc, CounterMask 12); VENDOR from Counter "0,1,2,3"
cpu skl, kernel 6.12, HT on: 2 events in 2 groups
EVENT                           GROUP  MODS  DIALECT    CONFIG     DECODED                         COUNTERS  VENDOR  LINT  SOURCE
l1d_pend_miss.pending           0*     -     perf-json  0x148      event=0x48,umask=0x01           GP0-3     GP0-3   ok    perf skylake v59 l1d_pend_miss.pending; unconstrained: no table row matches, every enumerated GP counter
cycle_activity.stalls_l1d_miss  1*     -     perf-json  0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP0-3     GP0-3   ok    perf skylake v59 cycle_activity.stalls_l1d_miss; unconstrained: no table row matches, every enumerated GP counter
