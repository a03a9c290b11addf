# args: topdown events --cpu icl --kernel 6.12
# exit: 0
# derivation: The events: slots and topdown-retiring/-bad-spec/-fe-bound/-be-bound are Ice Lake's sysfs aliases (icl_td_events_attrs, arch/x86/events/intel/core.c 6.12), slots leading as the kernel requires (is_metric_event/is_slots_event checks in intel_pmu_hw_config, same file). Counters: slots is FIXED3 (INTEL_PMC_IDX_FIXED_SLOTS = FIXED + 3) and metric i is INTEL_PMC_IDX_METRIC_BASE + i (arch/x86/include/asm/perf_event.h 6.12), so the group fits with no multiplexing.
# derivation: Limit: checked the events, their order and counters against the kernel; not checked against a real perf 6.12 --topdown run (no Ice Lake PMU here), where perf builds the list from its TopdownL1 metric group (builtin-stat.c, metricgroups__topdown_max_level).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
# derivation: The note after -e: perf 6.4 and later build --topdown from the TopdownL<level> metric group (builtin-stat.c, 1647cd5b8802698fb49ccb851b07b098520b5092 "perf stat: Implement --topdown using json metrics", perf-tools-for-v6.4); kernel 6.12 implies perf 6.12, so the note is printed with the level.
perf stat --topdown (level 1) on icl, Linux 6.12, HT on, NMI watchdog on:
  -e '{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound}'
  perf 6.4 and later build --topdown from the TopdownL1 metric group; this is
  the PERF_METRICS group its metrics read ('pmusched predict --topdown' models perf's list)

           <count>      slots                            #      <?> <not modelled>            
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      topdown-fe-bound                 #      <?> <not modelled>            
           <count>      topdown-be-bound                 #      <?> <not modelled>            

fits without multiplexing: the group is on its counters all the time
  slots                        FIXED3
  topdown-retiring             METRIC0
  topdown-bad-spec             METRIC1
  topdown-fe-bound             METRIC2
  topdown-be-bound             METRIC3
