# args: topdown events --cpu icl --kernel 6.12 --level 2
# exit: 1
# derivation: Ice Lake has 4 metric fields; the level-2 fields (HEAVY_OPS..MEM_BOUND) are Sapphire Rapids' on (num_topdown_events = 8 in intel_pmu_init's SPR case, arch/x86/events/intel/core.c 6.12). Exit 1: the request is valid but this model cannot give it.
# stderr: pmusched: error: level 2 needs 8 metric fields; icl has 4
# stderr: hint: Sapphire Rapids (spr) and later have level 2 in PERF_METRICS
