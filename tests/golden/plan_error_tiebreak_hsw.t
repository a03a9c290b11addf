# args: plan --cpu hsw --kernel 6.12 --no-pin -e 'idq.dsb_uops,branches,cycles,mem_uops_retired.all_loads'
# exit: 0
# derivation: HT on: all_loads (0xd0) corrupts, so while it is on this thread uses at most 2 GP
# derivation: (HT erratum, intel_get_excl_constraints, arch/x86/events/intel/core.c 6.12), and the
# derivation: watchdog holds FIXED1, so cycles takes GP too: two slots of two at 1/2 each.  The
# derivation: four events on their own rotate to 50.00/50.40/75.20/74.40% (explain's cause 1 for the
# derivation: same list): the same lowest share within a point, so the expected error decides.
# derivation: Expected error z sqrt(cv^2 W (1 - f) / (f T)), z = 1.6448536, cv = 0.5, W = 4 ms, T = 1 s:
# derivation: f = 0.5: 5.2015%, 0.504: 5.160%, 0.752: 2.987%, 0.744: 3.051%; mean (5.2015 + 5.160 +
# derivation: 2.987 + 3.051) / 4 = 4.10 against the packing's 5.20 (all four at 1/2): more than 5%
# derivation: lower with the same worst (5.20), so the separate groups are taken (plan.h ranking).
# derivation: Two slots are proven by the LP bound over slot patterns: all_loads weighs 2/3 and the other three
# derivation: 1/3 each (5/3 in all) while no set that fits one slot weighs more than 1, so at least 2 slots.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'idq.dsb_uops,branches,cycles,mem_uops_retired.all_loads' -- COMMAND

Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: weighing the units ('mem_uops_retired.all_loads' 0.67, 'cycles' 0.33, 'idq.dsb_uops' 0.33, 1 more), no set that fits weighs more than 1 and all weigh 1.67 (the LP bound over slot patterns), so at least 2 slots.
Chosen: every group on its own: the kernel's rotation gives every event 50.00% or more, the packing 50.00%.
  It promises less error: +-5.20% at worst and +-4.10% on average, the packing +-5.20% and +-5.20%.
  rotating: idq.dsb_uops, branches, cycles, mem_uops_retired.all_loads
Simulated: every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-5.20% at worst ('idq.dsb_uops'), +-4.10% on average over 4 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      idq.dsb_uops                                                            (50.00%)
           <count>      branches                                                                (50.40%)
           <count>      cycles                                                                  (75.20%)
           <count>      mem_uops_retired.all_loads                                              (74.40%)

After:
           <count>      idq.dsb_uops                                                            (50.00%)
           <count>      branches                                                                (50.40%)
           <count>      cycles                                                                  (75.20%)
           <count>      mem_uops_retired.all_loads                                              (74.40%)
