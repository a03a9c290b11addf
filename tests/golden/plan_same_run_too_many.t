# args: plan --cpu skl --kernel 6.12 --no-multiplex -e task-clock,cycles,instructions,branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads,LLC-load-misses --same-run branches,branch-misses,L1-dcache-loads,LLC-loads,LLC-load-misses
# exit: 2
# stderr: pmusched: error: same-run: 'branches,branch-misses,L1-dcache-loads,LLC-loads,LLC-load-misses' do not fit the PMU at once beside the NMI watchdog, so no run counts them all the time
# derivation: five GP-only events (intel_pmu_init() 6.12: the generic cache and branch events have no fixed counter) and 4 GP counters
# derivation: per thread with HT on: a no-multiplex run cannot count them all at once, so the set is refused, naming it.
