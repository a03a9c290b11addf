# args: predict --cpu icl --kernel 6.12 --perf-version 5.18 --no-schedule -e '{slots,topdown-retiring,branches,branches,branches,branches,branches,branches,branches,branches,branches}:W'
# exit: 0
# derivation: As predict_weak_reset_icl_keep_td.t, with perf 5.18: its evlist__reset_weak_group() keeps no member with the leader
# derivation: (the topdown exception came in 5.19), so topdown-retiring reopens alone and intel_pmu_hw_config() refuses a metric
# derivation: event without a slots leader (EINVAL, arch/x86/events/intel/core.c 6.12): <not supported>.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.12, perf 5.18, HT on, NMI watchdog on):

           <count>      slots                            #      <?> <not modelled>           (90.00%)
   <not supported>      topdown-retiring                                            
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (90.00%)
           <count>      branches                                                             (80.00%)

Events:
  e0   slots             FIXED3         ran 90.00% of 1000.000 ms on FIXED3: not tried after an earlier group failed in the same pass
  e1   topdown-retiring  METRIC0        not supported: a topdown metric outside a group led by slots
  e2   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0,GP2-3,GP5-6: its group did not fit when tried
  e3   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0-1,GP3-4,GP6-7: its group did not fit when tried
  e4   branches          GP0-7          ran 90.00% of 1000.000 ms on GP1-2,GP4-5,GP7: its group did not fit when tried
  e5   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0,GP2-3,GP5-6: its group did not fit when tried
  e6   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0-1,GP3-4,GP6-7: its group did not fit when tried
  e7   branches          GP0-7          ran 90.00% of 1000.000 ms on GP1-2,GP4-5,GP7: its group did not fit when tried
  e8   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0,GP2-3,GP5-6: its group did not fit when tried
  e9   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0-1,GP3-4,GP6-7: its group did not fit when tried
  e10  branches          GP0-7          ran 80.00% of 1000.000 ms on GP1-2,GP4-5,GP7: its group did not fit when tried
