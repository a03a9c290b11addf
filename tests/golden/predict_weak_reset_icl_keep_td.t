# args: predict --cpu icl --kernel 6.12 --no-schedule -e '{slots,topdown-retiring,branches,branches,branches,branches,branches,branches,branches,branches,branches}:W'
# exit: 0
# derivation: icl: 8 GP counters (HT does not halve them), slots on FIXED3, topdown-retiring on a metric (intel_icl_event_constraints, 6.12).
# derivation: The ninth branches fails validate_group() (EINVAL) and the weak group is reset (util/evlist.c evlist__reset_weak_group,
# derivation: perf 6.12): arch_evsel__must_be_in_group() (arch/x86/util/evsel.c) keeps slots and topdown-retiring together, the nine
# derivation: branches become singles.  Ten flexible groups, reopened in list order after the rest: a pass stops at its first failure,
# derivation: so over 10 rotations the slots group and eight of the branches miss one each (90.00%) and the last misses two (80.00%).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
