# args: predict --cpu icl --kernel 6.12 --no-schedule -e '{slots,topdown-retiring,branches,branches,branches,branches,branches,branches,branches,branches,branches}:W'
# exit: 0
# derivation: icl: 8 GP counters (HT does not halve them), slots on FIXED3, topdown-retiring on a metric (intel_icl_event_constraints, 6.12).
# derivation: The ninth branches fails validate_group() (EINVAL) and the weak group is reset (util/evlist.c evlist__reset_weak_group,
# derivation: perf 6.12): arch_evsel__must_be_in_group() (arch/x86/util/evsel.c) keeps slots and topdown-retiring together, the nine
# derivation: branches become singles.  Ten flexible groups, reopened in list order after the rest: a pass stops at its first failure,
# derivation: so over 10 rotations the slots group and eight of the branches miss one each (90.00%) and the last misses two (80.00%).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      slots                            #      <?> <not modelled>              (90.00%)
           <count>      topdown-retiring                 #      <?> <not modelled>              (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (90.00%)
           <count>      branches                                                                (80.00%)

Events:
  e0   slots             FIXED3         ran 90.00% of 1000.000 ms on FIXED3: not tried after an earlier group failed in the same pass
  e1   topdown-retiring  METRIC0        ran 90.00% of 1000.000 ms on METRIC0: not tried after an earlier group failed in the same pass
  e2   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0,GP2-3,GP5-6: its group did not fit when tried
  e3   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0-1,GP3-4,GP6-7: its group did not fit when tried
  e4   branches          GP0-7          ran 90.00% of 1000.000 ms on GP1-2,GP4-5,GP7: its group did not fit when tried
  e5   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0,GP2-3,GP5-6: its group did not fit when tried
  e6   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0-1,GP3-4,GP6-7: its group did not fit when tried
  e7   branches          GP0-7          ran 90.00% of 1000.000 ms on GP1-2,GP4-5,GP7: its group did not fit when tried
  e8   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0,GP2-3,GP5-6: its group did not fit when tried
  e9   branches          GP0-7          ran 90.00% of 1000.000 ms on GP0-1,GP3-4,GP6-7: its group did not fit when tried
  e10  branches          GP0-7          ran 80.00% of 1000.000 ms on GP1-2,GP4-5,GP7: its group did not fit when tried
