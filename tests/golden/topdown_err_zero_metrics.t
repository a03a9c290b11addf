# args: topdown decode --slots 1000 --metrics 0
# exit: 2
# derivation: PERF_METRICS layout: 8-bit fields, byte i = metric i in the order of INTEL_TD_METRIC_RETIRING..BE_BOUND (0x8000..0x8300; level 2 HEAVY_OPS..MEM_BOUND 0x8400..0x8700), arch/x86/include/asm/perf_event.h 6.12; each field is a share of 0xff (icl_get_metrics_event_value(), arch/x86/events/intel/core.c 6.12: slots * field / 0xff, truncated by mul_u64_u32_div).
# derivation: An all-zero register sums to 0, not 0xff; it is what PERF_METRICS reads right after the reset that perf's read() does (intel_pmu_update_topdown_event, arch/x86/events/intel/core.c 6.12).
# stderr: pmusched: error: level-1 fields sum to 0: nothing to divide by
# stderr: hint: an all-zero register usually means the counters were just reset
