# args: events --cpu bdw --kernel 6.12 --ht on -e 'mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.l2_hit'
# exit: 0
# derivation: perf-json configs from broadwell/cache.json MEM_LOAD_UOPS_RETIRED.L1_HIT/L1_MISS/L2_HIT (EventCode 0xD1, UMask 0x1/0x8/0x2); Counter "0,1,2,3"
cpu bdw, kernel 6.12, HT on: 3 events in 3 groups
EVENT                          GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
mem_load_uops_retired.l1_hit   0*     -     perf-json  0x1d1   event=0xd1,umask=0x01  GP0-3     GP0-3   ok    perf broadwell v29 mem_load_uops_retired.l1_hit; intel_bdw_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_LOAD_UOPS_RETIRED.*)
mem_load_uops_retired.l1_miss  1*     -     perf-json  0x8d1   event=0xd1,umask=0x08  GP0-3     GP0-3   ok    perf broadwell v29 mem_load_uops_retired.l1_miss; intel_bdw_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_LOAD_UOPS_RETIRED.*)
mem_load_uops_retired.l2_hit   2*     -     perf-json  0x2d1   event=0xd1,umask=0x02  GP0-3     GP0-3   ok    perf broadwell v29 mem_load_uops_retired.l2_hit; intel_bdw_event_constraints; absent 4.6.2, present 4.7.4-6.13.7 (4.7-rc7 per article) (MEM_LOAD_UOPS_RETIRED.*)
