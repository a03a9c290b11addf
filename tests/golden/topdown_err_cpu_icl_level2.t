# args: topdown decode --cpu icl --slots 1000 --metrics 0x7f301040 --level 2
# exit: 2
# derivation: PERF_METRICS layout: 8-bit fields, byte i = metric i in the order of INTEL_TD_METRIC_RETIRING..BE_BOUND (0x8000..0x8300; level 2 HEAVY_OPS..MEM_BOUND 0x8400..0x8700), arch/x86/include/asm/perf_event.h 6.12; each field is a share of 0xff (icl_get_metrics_event_value(), arch/x86/events/intel/core.c 6.12: slots * field / 0xff, truncated by mul_u64_u32_div).
# derivation: Ice Lake has 4 fields (level 1); the level-2 fields HEAVY_OPS..MEM_BOUND are added for Sapphire Rapids (intel_pmu_init's SAPPHIRERAPIDS case, x86_pmu.num_topdown_events = 8, arch/x86/events/intel/core.c 6.12; icl has 4).
# stderr: pmusched: error: level 2 needs 8 PERF_METRICS fields, the reading has 4
# stderr: hint: level-2 fields exist from Sapphire Rapids (Golden Cove) on
