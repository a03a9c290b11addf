# args: events --cpu icl --kernel 6.12 -e dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k
# exit: 0
# derivation: perf-json configs from icelake/virtual-memory.json (EventCode 0x08/0x49/0x85, UMask 0xe/0x2); Counter "0,1,2,3"
cpu icl, kernel 6.12, HT on: 6 events in 6 groups
EVENT                                GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
dtlb_load_misses.walk_completed      0*     -     perf-json  0xe08   event=0x08,umask=0x0e  GP0-3     GP0-3   ok    perf icelake v1.22 dtlb_load_misses.walk_completed; intel_icl_event_constraints; 5.3.1-6.13.7
dtlb_load_misses.walk_completed_4k   1*     -     perf-json  0x208   event=0x08,umask=0x02  GP0-3     GP0-3   ok    perf icelake v1.22 dtlb_load_misses.walk_completed_4k; intel_icl_event_constraints; 5.3.1-6.13.7
dtlb_store_misses.walk_completed     2*     -     perf-json  0xe49   event=0x49,umask=0x0e  GP0-3     GP0-3   ok    perf icelake v1.22 dtlb_store_misses.walk_completed; intel_icl_event_constraints; 6.1-6.12 (86dca369075b, perf-urgent-2022-06-05: 5.19-rc1)
dtlb_store_misses.walk_completed_4k  3*     -     perf-json  0x249   event=0x49,umask=0x02  GP0-3     GP0-3   ok    perf icelake v1.22 dtlb_store_misses.walk_completed_4k; intel_icl_event_constraints; 6.1-6.12 (86dca369075b, perf-urgent-2022-06-05: 5.19-rc1)
itlb_misses.walk_completed           4*     -     perf-json  0xe85   event=0x85,umask=0x0e  GP0-3     GP0-3   ok    perf icelake v1.22 itlb_misses.walk_completed; intel_icl_event_constraints; 5.3.1-6.13.7
itlb_misses.walk_completed_4k        5*     -     perf-json  0x285   event=0x85,umask=0x02  GP0-3     GP0-3   ok    perf icelake v1.22 itlb_misses.walk_completed_4k; intel_icl_event_constraints; 5.3.1-6.13.7
