# args: events --cpu spr --kernel 6.12 '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}'
# exit: 0
# derivation: perf-json configs from sapphirerapids/virtual-memory.json (EventCode 0x12/0x13/0x11, UMask 0xe/0x2); Counter "0,1,2,3"
cpu spr, kernel 6.12, HT on: 6 events in 1 group
EVENT                                GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
dtlb_load_misses.walk_completed      0*     -     perf-json  0xe12   event=0x12,umask=0x0e  GP0-3     GP0-3   ok    perf sapphirerapids v1.23 dtlb_load_misses.walk_completed; intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7
dtlb_load_misses.walk_completed_4k   0      -     perf-json  0x212   event=0x12,umask=0x02  GP0-3     GP0-3   ok    perf sapphirerapids v1.23 dtlb_load_misses.walk_completed_4k; intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7
dtlb_store_misses.walk_completed     0      -     perf-json  0xe13   event=0x13,umask=0x0e  GP0-3     GP0-3   ok    perf sapphirerapids v1.23 dtlb_store_misses.walk_completed; intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7
dtlb_store_misses.walk_completed_4k  0      -     perf-json  0x213   event=0x13,umask=0x02  GP0-3     GP0-3   ok    perf sapphirerapids v1.23 dtlb_store_misses.walk_completed_4k; intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7
itlb_misses.walk_completed           0      -     perf-json  0xe11   event=0x11,umask=0x0e  GP0-3     GP0-3   ok    perf sapphirerapids v1.23 itlb_misses.walk_completed; intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7
itlb_misses.walk_completed_4k        0      -     perf-json  0x211   event=0x11,umask=0x02  GP0-3     GP0-3   ok    perf sapphirerapids v1.23 itlb_misses.walk_completed_4k; intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7
