# args: atlas --cpu zen4 --perf-version 7.3 --kernel 7.3 --metrics backend_bound,dram_read_data_for_local_processor,cs_per_second --conditions wd=perf/smt=on,wd=off/smt=off
# exit: 0
# derivation: Zen 4 core PMU: 6 GP counters, no fixed counter (arch/x86/events/amd/core.c amd_core_pmu_init(), 7.3.4); the perf NMI watchdog takes one GP counter; SMT does not change the count.
# derivation: backend_bound (perf 7.3.4 pmu-events/arch/x86/amdzen4/recommended.json) reads de_no_dispatch_per_slot.backend_stalls and ls_not_halted_cyc: 2 GP beside the watchdog of 6: one weak group, 100% under both conditions; the planner's best is that group, 1 slot.
# derivation: dram_read_data_for_local_processor reads 12 data fabric (amd_df) events, local_processor_read_data_beats_cs0..cs11 (perf 7.3.4 amdzen4 data-fabric.json and recommended.json), in one weak group.  amd_df is CPU-wide only (amd/uncore.c: task_ctx_nr perf_invalid_context, event_init refuses event->cpu < 0, 7.3.4), so perf stat -M NAME -- cmd gets <not supported> (builtin-stat.c setup_system_wide() looks at the -e list only): the atlas judges it system wide (-a) and says so in the note.  amd_df has 16 counters per node on EPYC 9654 (CPUID 0x80000022 EBX num_df_pmc, read by amd/uncore.c amd_uncore_df_ctx_scan() 7.3.4; 16 as FreeBSD's hwpmc read it on that part, freebsd/freebsd-src#2392: models/uncore/uncore_x86.c AMD_TYPES, assumed for other parts); the 12 fit as one group (amd_uncore_group_valid() counts 12 <= 16, amd_uncore_add() takes the first free counter each), no weak-group reset, 100% under both conditions (watchdog and SMT do not touch amd_df): CC, and no constraint is needed.
# derivation: cs_per_second (perf 7.3.4 pmu-events/arch/common/common/metrics.json, MetricConstraint NO_GROUP_EVENTS) reads context-switches and duration_time: a software and a tool event, no counter: grouped it counts all the time, so the hint is not needed.
atlas: zen4, perf 7.3, kernel 7.3, table amdzen4 (Linux 7.3.4)
conditions: 1:wd=perf/smt=on 2:wd=off/smt=off
NAME                                     VERDICTS PERF HINT              NEEDED                 COMPARISON
backend_bound                            CC       -                      none needed            agree
dram_read_data_for_local_processor       CC       -                      none needed            agree
cs_per_second                            CC       NO_GROUP_EVENTS        none needed            not needed

dram_read_data_for_local_processor (agree): counted system wide (-a): per task perf cannot open amd_df events
cs_per_second (not needed): grouped, every event counts under every condition
metrics 3: always count 3, multiplex 0, never count (some condition) 0, not modelled 0, perf refuses 0
perf's hints 1, agree 0; perf lacks 0, not needed 1, stronger 0, weaker 0, differs 0, not judged 0
