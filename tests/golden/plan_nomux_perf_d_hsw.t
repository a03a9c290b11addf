# args: plan --cpu hsw --kernel 6.12 --no-multiplex --duration 40ms -e task-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads,LLC-load-misses
# exit: 0
# derivation: perf stat -d (builtin-stat.c, 6.1) on Haswell, HT on.  The watchdog holds FIXED1, so
# derivation: cycles needs a GP counter; instructions takes FIXED0.  L1-dcache-loads is
# derivation: MEM_UOPS_RETIRED.ALL_LOADS (hsw_hw_cache_event_ids), a corrupting event: a run
# derivation: with it uses at most 2 GP counters (gpmax halved), any other run 4.  Seven GP
# derivation: events: two runs hold at most 2 + 4 = 6, so three runs; each run fits at once.
# derivation: The certificate: L1-dcache-loads 3/4, the six other GP events 1/4 each (2.25);
# derivation: a run with the corrupting event holds it and one more (3/4 + 1/4), any other four.
Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 0.040 s, mux interval 4.000 ms.
3 runs count every event all the time; no split has fewer.
Proof: weighing the units ('L1-dcache-loads' 0.75, 'LLC-loads' 0.25, 'LLC-load-misses' 0.25, 4 more), no set that fits weighs more than 1 and all weigh 2.25 (the LP bound over slot patterns), so at least 3 runs.

Run 1: perf stat -e 'cycles,task-clock,context-switches,cpu-migrations,page-faults' -- COMMAND

Run 2: perf stat -e 'instructions,branches,branch-misses,L1-dcache-load-misses,LLC-loads' -- COMMAND

Run 3: perf stat -e 'L1-dcache-loads,LLC-load-misses' -- COMMAND

Every run checked by simulation: every event counted 100% in its run.
