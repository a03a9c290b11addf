# args: plan --cpu hsw --kernel 6.12 --runs 2 --duration 40ms -e mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss,mem_load_uops_retired.hit_lfb,mem_load_uops_retired.l2_hit,mem_load_uops_retired.l3_hit
# exit: 0
# derivation: ks 10.5: five corrupting events, HT on: gpmax 2, so three slots of at most two.  Two
# derivation: runs get two slots and one (dealt in input order): 1/2 and 1/1 of the time.
# derivation: The certificate: 1/2 per event (a slot holds two), 5/2 in all, so 3 slots.
# derivation: Expected error: z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected, docs/mux-error.md), z = 1.6448536 (90%),
# derivation: cv = 0.5 at W = 4 ms (the default), T = 40 ms: f = 0.5 in run 1 gives 5.2015% x sqrt(1 s / 40 ms) = 26.01% for all four; run 2
# derivation: multiplexes nothing, so it has no line.
Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 0.040 s, mux interval 4.000 ms.
2 runs, as asked; counting every event all the time takes 3; the 3 slots are shared out, at most 2 per run.
Proof: weighing the units ('mem_load_uops_retired.l1_hit' 0.50, 'mem_load_uops_retired.l1_miss' 0.50, 'mem_load_uops_retired.hit_lfb' 0.50, 2 more), no set that fits weighs more than 1 and all weigh 2.50 (the LP bound over slot patterns), so at least 3 runs.

Run 1: perf stat -e '{mem_load_uops_retired.l1_hit,mem_load_uops_retired.l1_miss},{mem_load_uops_retired.hit_lfb,mem_load_uops_retired.l2_hit}' -- COMMAND
  2 rotation slots
Simulated (run 1): every planned event is counted; lowest share 50.00%.
Expected error of the scaled counts: +-26.01% at worst ('mem_load_uops_retired.l1_hit'), +-26.01% on average over 4 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Run 2: perf stat -e 'mem_load_uops_retired.l3_hit' -- COMMAND

Every run checked by simulation: each event at least its run's share.
