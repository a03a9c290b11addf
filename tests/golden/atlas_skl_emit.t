# args: atlas --cpu skl --perf-version 7.3 --kernel 7.3 --metrics tma_info_thread_ipc,tma_fetch_latency,tma_assists,tma_fb_full --conditions wd=perf/smt=on,wd=perf/smt=off,wd=buddy/smt=on,wd=off/smt=on --no-best --emit-constraints
# exit: 0
# derivation: the four metrics of atlas_skl_hand.t (derived there from the Skylake counters and perf 7.3.4 metric__group_events()): tma_info_thread_ipc needs none and has none, tma_fb_full's NO_GROUP_EVENTS_NMI agrees, so neither is in the patch; tma_assists needs NO_GROUP_EVENTS_NMI and tma_fetch_latency NO_GROUP_EVENTS_SMT, which perf's JSON lacks
# derivation: the patch holds MetricName and MetricConstraint only, as perf's pmu-events/arch/x86/skylake/skl-metrics.json spells them, in the table's order (tma_assists before tma_fetch_latency)
# stdout:
[
    {
        "MetricName": "tma_assists",
        "MetricConstraint": "NO_GROUP_EVENTS_NMI"
    },
    {
        "MetricName": "tma_fetch_latency",
        "MetricConstraint": "NO_GROUP_EVENTS_SMT"
    }
]
