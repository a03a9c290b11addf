# args: plan --cpu skl --kernel 6.12 --runs 2 -e task-clock,cycles,instructions,branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads,LLC-load-misses --same-run branch-misses,LLC-loadz
# exit: 2
# stderr: pmusched: error: same-run: 'LLC-loadz' is no event of the list
# derivation: a --same-run name is matched against the list's events as plan writes them (pms_plan_event_text()); 'LLC-loadz' is none.
