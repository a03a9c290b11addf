# args: plan --cpu ivb --kernel 3.14 -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending,mem_load_uops_retired.l1_hit,faults'
# exit: 0
# note: IVB 3.10-4.0 refuses 0xd0-0xd3 (model-constraints 4.3): l1_hit is left as
# note: written; the two GP2-only events need two slots.
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

Before:
           <count>      l1d_pend_miss.pending                     (50.00%)
           <count>      cycle_activity.stalls_l1d_pending         (50.00%)
   <not supported>      mem_load_uops_retired.l1_hit            
           <count>      faults                                  

After:
           <count>      l1d_pend_miss.pending                     (50.00%)
           <count>      cycle_activity.stalls_l1d_pending         (50.00%)
   <not supported>      mem_load_uops_retired.l1_hit            
           <count>      faults                                  
