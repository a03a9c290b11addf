# args: topdown decode --from-slots 1000 --from-metrics 0x7f301040 --slots 2000 --metrics 0x7f301041
# exit: 2
# derivation: PERF_METRICS layout: 8-bit fields, byte i = metric i in the order of INTEL_TD_METRIC_RETIRING..BE_BOUND (0x8000..0x8300; level 2 HEAVY_OPS..MEM_BOUND 0x8400..0x8700), arch/x86/include/asm/perf_event.h 6.12; each field is a share of 0xff (icl_get_metrics_event_value(), arch/x86/events/intel/core.c 6.12: slots * field / 0xff, truncated by mul_u64_u32_div).
# derivation: 0x7f301041 by byte: 0x41 + 0x10 + 0x30 + 0x7f = 0x100 (256), not 0xff: the level-1 fields of a real register sum to 0xff (Intel SDM vol. 3B, 'Performance Metrics'), so the second reading is refused; the first (0x7f301040) sums to 0xff.
# stderr: pmusched: error: second reading: level-1 fields sum to 0x100 (256), not 0xff: retiring 0x41, bad-spec 0x10, fe-bound 0x30, be-bound 0x7f
