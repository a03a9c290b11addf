# args: events --cpu skl --kernel 6.12 --ht off -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_miss:D,mem_inst_retired.all_loads'
# exit: 0
# derivation: perf-json configs from skylake/*.json (0x48/0x1, 0xA3/0xc cmask 12, MEM_INST_RETIRED.ALL_LOADS 0xD0/0x81); HT off: VENDOR from Linux 6.1 CounterHTOff (0-7, 0-7, 0-3)
cpu skl, kernel 6.12, HT off: 4 events in 3 groups
EVENT                             GROUP  MODS  DIALECT    CONFIG     DECODED                         COUNTERS  VENDOR  LINT  SOURCE
l1d_pend_miss.pending             0*     -     perf-json  0x148      event=0x48,umask=0x01           GP0-7     GP0-7   ok    perf skylake v59 l1d_pend_miss.pending; unconstrained: no table row matches, every enumerated GP counter
faults                            0      -     software   0x2        software                        -         -       -     software event page-faults: no counter, runs whenever its group does
cycle_activity.stalls_l1d_miss:D  1*     D     perf-json  0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP0-7     GP0-7   ok    perf skylake v59 cycle_activity.stalls_l1d_miss; unconstrained: no table row matches, every enumerated GP counter
mem_inst_retired.all_loads        2*     -     perf-json  0x81d0     event=0xd0,umask=0x81           GP0-3     GP0-3   ok    perf skylake v59 mem_inst_retired.all_loads; intel_skl_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_INST_RETIRED.*)
