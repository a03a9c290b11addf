# args: plan --cpu skl --kernel 6.12 -M tma_info_thread_ipc,tma_frontend_bound,tma_backend_bound --for-metrics
# exit: 0
# derivation: perf's own list (metricgroup.c 6.12, as plan_M_skl_split.t): {REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,RECOVERY_CYCLES_ANY,
# derivation: ONE_THREAD_ACTIVE,THREAD,UOPS_ISSUED.ANY}:W never fits (5 GP-only counters needed, 4 free with HT on and the NMI watchdog
# derivation: on FIXED1), so perf resets the weak group (evlist__reset_weak_group()) and each member rotates on its own; {INST_RETIRED.ANY,
# derivation: CPU_CLK_UNHALTED.THREAD}:W is one schedule.  Shares are the simulator's (predict -M on the same list: 56.80, 57.20, 57.60,
# derivation: 57.60, 57.20, 56.80, 56.80, 56.80%).  h(f) = 1.6448536 x 0.5 x sqrt(4 ms x (1 - f) / (f x 1 s)): h(.568) = 4.536%,
# derivation: h(.572) = 4.499%, h(.576) = 4.463%.  IPC, one schedule: sqrt(2) x 4.536 = 6.415 -> 6.42%.  tma_frontend_bound =
# derivation: IDQ_UOPS_NOT_DELIVERED.CORE / tma_info_thread_slots (skl-metrics.json 6.12), inputs REF_XCLK (56.80), IDQ (57.20),
# derivation: ONE_THREAD_ACTIVE (57.60), THREAD (57.20) on 4 schedules: 4.536 + 4.499 + 4.463 + 4.499 = 17.998 -> 18.00%.
# derivation: tma_backend_bound = 1 - tma_frontend_bound - (...): it subtracts, so only its worst input (4.54%) is given, no bound.
# derivation: The plan's list is perf's for the three names with --metric-no-merge: one weak group per metric; the backend group still
# derivation: never fits, so its 6 events are planned apart and land in runs 1 and 2 (no value, as the Notes say); the IPC group
# derivation: is in run 1 and the frontend group in run 3, each counted all the time (3 runs: 11 GP-or-FIXED1 events, 4 free per run).
# derivation: That every printed run schedules with nothing multiplexed in predict is checked by t_plan_metrics.c mlist_plans_as_claimed.
For metrics: one group per metric as perf builds it with --metric-no-merge (its topdown and
  MetricConstraint rules kept), in the fewest runs.  Each metric's expected error
  (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run):
  metric               perf's own grouping (one run)               plan
  tma_backend_bound    no bound: inputs +-4.54%, 6 schedules       no value: inputs split over runs (Notes)
  tma_frontend_bound   +-18.00% (4 schedules)                      exact (run 3)
  tma_info_thread_ipc  +-6.42% (1 schedule)                        exact (run 1)
  The inputs' errors are taken as unrelated on one schedule (the root of the sum of squares)
  and add across schedules; that bounds a metric of ratios, products and sums of counts.
  No bound: the metric subtracts or compares counts, which can amplify its inputs' errors.

Assumes: skl, Linux 6.12, perf 6.12, HT on, NMI watchdog on, allow_tsx_force_abort=1; a task busy for 1.000 s, mux interval 4.000 ms.
3 runs count every event all the time; no split has fewer.
Proof: the events that can only use GP0-3,FIXED1 need 11 counters there and 4 are free beside the pins and the watchdog, so at least 3 runs.

Run 1: perf stat -e 'CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,INT_MISC.RECOVERY_CYCLES_ANY,{INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W' -- COMMAND

Run 2: perf stat -e 'CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,CPU_CLK_UNHALTED.THREAD,UOPS_ISSUED.ANY' -- COMMAND

Run 3: perf stat -e '{CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,CPU_CLK_UNHALTED.THREAD}:W' -- COMMAND

Notes:
  - '{CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,... (6 events)}' can never be counted as one group (it does not fit the PMU even alone beside the NMI watchdog): its events are planned separately
Every run checked by simulation: every event counted 100% in its run.
