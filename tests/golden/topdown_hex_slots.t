# args: topdown decode --slots 0x3e8 --metrics 0x7f301040
# exit: 0
# derivation: PERF_METRICS layout: 8-bit fields, byte i = metric i in the order of INTEL_TD_METRIC_RETIRING..BE_BOUND (0x8000..0x8300; level 2 HEAVY_OPS..MEM_BOUND 0x8400..0x8700), arch/x86/include/asm/perf_event.h 6.12; each field is a share of 0xff (icl_get_metrics_event_value(), arch/x86/events/intel/core.c 6.12: slots * field / 0xff, truncated by mul_u64_u32_div).
# derivation: --slots 0x3e8 = 1000. 0x7f301040 by byte: retiring 0x40, bad-spec 0x10, fe-bound 0x30, be-bound 0x7f; sum 0x40+0x10+0x30+0x7f = 0xff. retiring 64/255 = 25.10%, 1000*64/255 = 250.98 -> 250; bad-spec 16/255 = 6.27% -> 62; fe-bound 48/255 = 18.82% -> 188; be-bound 127/255 = 49.80% -> 498.
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                25.10%    250
bad_speculation          6.27%     62
frontend_bound          18.82%    188
backend_bound           49.80%    498
