# args: plan --cpu ivb --kernel 3.14 -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,mem_load_uops_retired.l1_hit,faults'
# exit: 0
# derivation: IVB 3.10-4.0 refuses 0xd0-0xd3 (model-constraints 4.3): l1_hit is left as
# derivation: written; the two GP2-only events need two slots.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 1 s: the two GP2 events at f = 0.5: 5.2015% each; l1_hit (not supported) and faults
# derivation: (software) are not planned, so not in the mean.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,mem_load_uops_retired.l1_hit,faults' -- COMMAND

Assumes: ivb, Linux 3.14, perf 3.14, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP2 need 2 counters there and 1 is free beside the pins and the watchdog, so at least 2 slots.
  slot 1: l1d_pend_miss.pending
  slot 2: cycle_activity.stalls_l1d_pending
  software (always counted): faults
  not supported: mem_load_uops_retired.l1_hit
Notes:
  - 'mem_load_uops_retired.l1_hit' cannot be counted on this model (not supported): left as written
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-5.20% at worst ('l1d_pend_miss.pending'), +-5.20% on average over 2 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      l1d_pend_miss.pending                                                (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                     (50.00%)
   <not supported>      mem_load_uops_retired.l1_hit                                   
           <count>      faults                                                             

After:
           <count>      l1d_pend_miss.pending                                                (50.00%)
           <count>      cycle_activity.stalls_l1d_pending                                     (50.00%)
   <not supported>      mem_load_uops_retired.l1_hit                                   
           <count>      faults                                                             
