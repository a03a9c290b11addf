# args: predict --cpu icl --kernel 6.12 --perf-version 5.18 --no-schedule -e '{slots,topdown-retiring,branches,branches,branches,branches,branches,branches,branches,branches,branches}:W'
# exit: 0
# derivation: As predict_weak_reset_icl_keep_td.t, with perf 5.18: its evlist__reset_weak_group() keeps no member with the leader
# derivation: (the topdown exception came in 5.19), so topdown-retiring reopens alone and intel_pmu_hw_config() refuses a metric
# derivation: event without a slots leader (EINVAL, arch/x86/events/intel/core.c 6.12): <not supported>.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
