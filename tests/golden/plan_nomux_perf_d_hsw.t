# args: plan --cpu hsw --kernel 6.12 --no-multiplex --duration 40ms -e task-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads,LLC-load-misses
# exit: 0
# note: perf stat -d (builtin-stat.c, 6.1) on Haswell, HT on.  The watchdog holds FIXED1, so
# note: cycles needs a GP counter; instructions takes FIXED0.  L1-dcache-loads is
# note: MEM_UOPS_RETIRED.ALL_LOADS (hsw_hw_cache_event_ids), a corrupting event: a run
# note: with it uses at most 2 GP counters (gpmax halved), any other run 4.  Seven GP
# note: events: two runs hold at most 2 + 4 = 6, so three runs; each run fits at once.
Assumes: hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 0.040 s, mux interval 4.000 ms.
3 runs count every event all the time; no split has fewer.
Proof: an exhaustive search finds no way with 2 runs, in 89 checks.

Run 1: perf stat -e 'cycles,task-clock,context-switches,cpu-migrations,page-faults' -- COMMAND

Run 2: perf stat -e 'instructions,branches,branch-misses,L1-dcache-load-misses,LLC-loads' -- COMMAND

Run 3: perf stat -e 'L1-dcache-loads,LLC-load-misses' -- COMMAND

Every run checked by simulation: every event counted 100% in its run.
