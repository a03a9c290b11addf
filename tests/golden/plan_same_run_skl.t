# args: plan --cpu skl --kernel 6.12 --no-multiplex -e task-clock,cycles,instructions,branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads,LLC-load-misses --same-run branch-misses,LLC-loads
# exit: 0
# derivation: Without --same-run the plan is run 1 cycles,LLC-loads,LLC-load-misses and run 2 the rest (plan --no-multiplex on the
# derivation: same list): branch-misses and LLC-loads apart.  skl with HT on has 4 GP counters per thread (intel_pmu_init(), 6.12) and
# derivation: the NMI watchdog holds FIXED1 (cycles), so cycles takes a GP; the 6 GP-only hardware events and cycles need 7 GP: 2 runs
# derivation: (the proof is unchanged).  With the set packed as one, run 2 holds branches, branch-misses, L1-dcache-loads and LLC-loads
# derivation: (4 GP) with instructions on FIXED0, and run 1 cycles, L1-dcache-load-misses, LLC-load-misses (3 GP) with task-clock (software
# derivation: goes with run 1).  The two are written as events of their own, not braced together, and each run is simulated.
Assumes: skl, Linux 6.12, perf 6.12, HT on, NMI watchdog on, allow_tsx_force_abort=1; a task busy for 1.000 s, mux interval 4.000 ms.
2 runs count every event all the time; no split has fewer.
Proof: the events that can only use GP0-3 need 6 counters there and 4 are free beside the pins and the watchdog, so at least 2 runs.

Run 1: perf stat -e 'cycles,L1-dcache-load-misses,LLC-load-misses,task-clock' -- COMMAND

Run 2: perf stat -e 'instructions,branches,branch-misses,L1-dcache-loads,LLC-loads' -- COMMAND

Every run checked by simulation: every event counted 100% in its run.
