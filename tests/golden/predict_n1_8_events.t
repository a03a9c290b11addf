# args: predict --cpu neoverse-n1 --kernel 6.12 --duration 40ms -e 'cycles,instructions,l1d_cache_refill,l1d_cache,br_mis_pred,br_retired,stall_frontend,stall_backend'
# exit: 0
# derivation: Neoverse N1: PMCR_EL0.N = 6 general counters + the cycle counter (models/arm64/cores.c); the NMI
# derivation: watchdog is off by default on arm64 (needs pseudo-NMI).  armv8pmu_get_event_idx (arm_pmuv3.c 6.12):
# derivation: cycles (CPU_CYCLES 0x11) takes CYCLES, the other seven want the six GP counters, placed one by one
# derivation: in list order (armpmu_add); a pass stops at the first group that fails (merge_sched_in), and each
# derivation: 4 ms rotation moves the first active group to the tail.  Hand trace of the ten intervals, events off:
# derivation: I0 e7; I1 e0,e7 (e7 fails before e0 is tried); I2 e1; I3 e2; I4 e3; I5 e4; I6 e5; I7 e6; I8 e7; I9 e0,e7.
# derivation: So cycles 8/10 = 80%, e1-e6 9/10 = 90%, e7 6/10 = 60%.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 0.040 s' (predicted: neoverse-n1, Linux 6.12, perf 6.12, HT n/a, NMI watchdog off):

           <count>      cycles                                                                  (80.00%)
           <count>      instructions                     # <metric> insn per cycle              (90.00%)
           <count>      l1d_cache_refill                                                        (90.00%)
           <count>      l1d_cache                                                               (90.00%)
           <count>      br_mis_pred                                                             (90.00%)
           <count>      br_retired                                                              (90.00%)
           <count>      stall_frontend                                                          (90.00%)
           <count>      stall_backend                                                           (60.00%)

Schedule (mux interval 4.000 ms; each cell: the event on that counter):
  time (ms)                  GP0     GP1     GP2     GP3     GP4     GP5     CYCLES 
  0.000-4.000                e1      e2      e3      e4      e5      e6      e0     
  4.000-8.000                e1      e2      e3      e4      e5      e6      .      
  8.000-12.000               e2      e3      e4      e5      e6      e7      e0     
  12.000-16.000              e3      e4      e5      e6      e7      e1      e0     
  16.000-20.000              e4      e5      e6      e7      e1      e2      e0     
  20.000-24.000              e5      e6      e7      e1      e2      e3      e0     
  24.000-28.000              e6      e7      e1      e2      e3      e4      e0     
  28.000-32.000              e7      e1      e2      e3      e4      e5      e0     
  32.000-36.000              e1      e2      e3      e4      e5      e6      e0     
  36.000-40.000              e1      e2      e3      e4      e5      e6      .      

Events:
  e0   cycles            GP0-5,CYCLES   ran 80.00% of 40.000 ms on CYCLES: not tried after an earlier group failed in the same pass
  e1   instructions      GP0-5          ran 90.00% of 40.000 ms on GP0-5: its group did not fit when tried
  e2   l1d_cache_refill  GP0-5          ran 90.00% of 40.000 ms on GP0-5: its group did not fit when tried
  e3   l1d_cache         GP0-5          ran 90.00% of 40.000 ms on GP0-5: its group did not fit when tried
  e4   br_mis_pred       GP0-5          ran 90.00% of 40.000 ms on GP0-5: its group did not fit when tried
  e5   br_retired        GP0-5          ran 90.00% of 40.000 ms on GP0-5: its group did not fit when tried
  e6   stall_frontend    GP0-5          ran 90.00% of 40.000 ms on GP0-5: its group did not fit when tried
  e7   stall_backend     GP0-5          ran 60.00% of 40.000 ms on GP0-5: its group did not fit when tried
