# args: atlas --cpu zen4 --perf-version 7.3 --kernel 7.3 --metrics backend_bound,dram_read_data_for_local_processor,cs_per_second --conditions wd=perf/smt=on,wd=off/smt=off
# exit: 0
# derivation: Zen 4 core PMU: 6 GP counters, no fixed counter (arch/x86/events/amd/core.c amd_core_pmu_init(), 7.3.4); the perf NMI watchdog takes one GP counter; SMT does not change the count.
# derivation: backend_bound (perf 7.3.4 pmu-events/arch/x86/amdzen4/recommended.json) reads de_no_dispatch_per_slot.backend_stalls and ls_not_halted_cyc: 2 GP beside the watchdog of 6: one weak group, 100% under both conditions; the planner's best is that group, 1 slot.
# derivation: dram_read_data_for_local_processor reads data fabric (amd_df) events (perf 6.12/7.3 amdzen4 data-fabric.json, now resolved with the amd_df umask12 format): the atlas judges the core PMU's counters only, so the metric is not judged, said at the metric ('-').
# derivation: cs_per_second (perf 7.3.4 pmu-events/arch/common/common/metrics.json, MetricConstraint NO_GROUP_EVENTS) reads context-switches and duration_time: a software and a tool event, no counter: grouped it counts all the time, so the hint is not needed.
atlas: zen4, perf 7.3, kernel 7.3, table amdzen4 (Linux 7.3.4)
conditions: 1:wd=perf/smt=on 2:wd=off/smt=off
NAME                                     VERDICTS PERF HINT              NEEDED                 COMPARISON
backend_bound                            CC       -                      none needed            agree
dram_read_data_for_local_processor       --       -                      -                      not judged
cs_per_second                            CC       NO_GROUP_EVENTS        none needed            not needed

dram_read_data_for_local_processor (not judged): reads local_processor_read_data_beats_cs11: its PMU is not modelled
cs_per_second (not needed): grouped, every event counts under every condition
metrics 3: always count 2, multiplex 0, never count (some condition) 0, not modelled 1
perf's hints 1, agree 0; perf lacks 0, not needed 1, stronger 0, weaker 0, differs 0, not judged 1
