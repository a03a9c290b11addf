# args: plan --cpu icl --kernel 6.12 --split-groups -e '{TOPDOWN.SLOTS,topdown-retiring,topdown-bad-spec},cycles'
# exit: 0
# derivation: TOPDOWN.SLOTS (perf's JSON name) encodes event 0x00 umask 0x04, which is_slots_event() (arch/x86/events/perf_event.h, 6.12)
# derivation: takes as the slots event, so the group stays whole under --split-groups: split, the metrics would lose their
# derivation: slots leader and be refused at open (intel_pmu_hw_config()).  SLOTS on FIXED3, the metrics on PERF_METRICS,
# derivation: cycles on a GP counter beside the watchdog's FIXED1: one slot, nothing multiplexes.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,topdown-bad-spec},cycles' -- COMMAND

Assumes: icl, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 1 rotation slot: everything fits at once, nothing multiplexes.
  slot 1: {TOPDOWN.SLOTS,topdown-retiring,topdown-bad-spec}, cycles
Simulated: every planned event is counted; lowest share 100.00%.

Before:
           <count>      TOPDOWN.SLOTS                                                         
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      cycles                                                                

After:
           <count>      TOPDOWN.SLOTS                                                         
           <count>      topdown-retiring                 #      <?> <not modelled>            
           <count>      topdown-bad-spec                 #      <?> <not modelled>            
           <count>      cycles                                                                
