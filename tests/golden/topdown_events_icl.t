# args: topdown events --cpu icl --kernel 6.12
# exit: 0
# derivation: The events: slots and topdown-retiring/-bad-spec/-fe-bound/-be-bound are Ice Lake's sysfs aliases (icl_td_events_attrs, arch/x86/events/intel/core.c 6.12), slots leading as the kernel requires (is_metric_event/is_slots_event checks in intel_pmu_hw_config, same file). Counters: slots is FIXED3 (INTEL_PMC_IDX_FIXED_SLOTS = FIXED + 3) and metric i is INTEL_PMC_IDX_METRIC_BASE + i (arch/x86/include/asm/perf_event.h 6.12), so the group fits with no multiplexing.
# derivation: Limit: checked the events, their order and counters against the kernel; not checked against a real perf 6.12 --topdown run (no Ice Lake PMU here), where perf builds the list from its TopdownL1 metric group (builtin-stat.c, metricgroups__topdown_max_level).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.
perf stat --topdown (level 1) on icl, Linux 6.12, HT on, NMI watchdog on:
  -e '{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound}'

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
