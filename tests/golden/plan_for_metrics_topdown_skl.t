# args: plan --cpu skl --kernel 6.12 --topdown --for-metrics
# exit: 0
# derivation: --topdown with --for-metrics plans the metrics perf's --topdown computes (TopdownL1 on skl, perf 6.12 builtin-stat.c
# derivation: add_default_attributes() -> metricgroup__parse_groups("TopdownL1")) one group per metric, as -M does.  perf's own
# derivation: grouping: the simulated shares of predict --topdown on skl (REF_XCLK 56.80%, IDQ_UOPS_NOT_DELIVERED.CORE 56.80,
# derivation: RECOVERY_CYCLES_ANY 57.20, ONE_THREAD_ACTIVE 57.60, THREAD 57.60, RETIRE_SLOTS 57.20, UOPS_ISSUED.ANY 56.80), each
# derivation: event on its own schedule (the weak group never fits: 5 GP-only counters, 4 free).  h(f) = 1.6448536 x 0.5 x
# derivation: sqrt(4 ms (1 - f) / (f 1 s)): h(.568) = 4.536, h(.572) = 4.499, h(.576) = 4.463.  tma_retiring = RETIRE_SLOTS /
# derivation: slots (REF_XCLK, ONE_THREAD_ACTIVE, THREAD): 4.499 + 4.536 + 4.463 + 4.463 = 17.96%; tma_frontend_bound
# derivation: 4.536 + 4.536 + 4.463 + 4.463 = 18.00%; tma_bad_speculation and tma_backend_bound subtract: no bound, worst input
# derivation: 4.54% over 6 schedules.  The plan: only the frontend group (4 events) fits whole; the 6- and 5-event groups never fit
# derivation: and are planned apart, so those metrics' inputs land in different runs (no value); 21 GP-or-FIXED1 events, 4 free
# derivation: per run: at least 6 runs.
For metrics: one group per metric as perf builds it with --metric-no-merge (its topdown and
  MetricConstraint rules kept), in the fewest runs.  Each metric's expected error
  (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run):
  metric               perf's own grouping (one run)               plan
  tma_bad_speculation  no bound: inputs +-4.54%, 6 schedules       no value: inputs split over runs (Notes)
  tma_backend_bound    no bound: inputs +-4.54%, 6 schedules       no value: inputs split over runs (Notes)
  tma_retiring         +-17.96% (4 schedules)                      no value: inputs split over runs (Notes)
  tma_frontend_bound   +-18.00% (4 schedules)                      exact (run 1)
  The inputs' errors are taken as unrelated on one schedule (the root of the sum of squares)
  and add across schedules; that bounds a metric of ratios, products and sums of counts.
  No bound: the metric subtracts or compares counts, which can amplify its inputs' errors.

Assumes: skl, Linux 6.12, perf 6.12, HT on, NMI watchdog on, allow_tsx_force_abort=1; a task busy for 1.000 s, mux interval 4.000 ms.
6 runs count every event all the time; no split has fewer.
Proof: the events that can only use GP0-3,FIXED1 need 21 counters there and 4 are free beside the pins and the watchdog, so at least 6 runs.

Run 1: perf stat -e 'INST_RETIRED.ANY,{CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,CPU_CLK_UNHALTED.THREAD}:W' -- COMMAND

Run 2: perf stat -e 'CPU_CLK_UNHALTED.REF_XCLK,CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,UOPS_RETIRED.MACRO_FUSED,UOPS_RETIRED.RETIRE_SLOTS' -- COMMAND

Run 3: perf stat -e 'CPU_CLK_UNHALTED.THREAD,CPU_CLK_UNHALTED.THREAD,UOPS_RETIRED.RETIRE_SLOTS,UOPS_ISSUED.ANY' -- COMMAND

Run 4: perf stat -e 'CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,INT_MISC.RECOVERY_CYCLES_ANY,CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE' -- COMMAND

Run 5: perf stat -e 'UOPS_ISSUED.ANY,CPU_CLK_UNHALTED.REF_XCLK,INT_MISC.RECOVERY_CYCLES_ANY,CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE' -- COMMAND

Run 6: perf stat -e 'CPU_CLK_UNHALTED.THREAD' -- COMMAND

Notes:
  - '{INST_RETIRED.ANY,CPU_CLK_UNHALTED.REF_XCLK,... (6 events)}' can never be counted as one group (it does not fit the PMU even alone beside the NMI watchdog): its events are planned separately
  - '{CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,... (6 events)}' can never be counted as one group (it does not fit the PMU even alone beside the NMI watchdog): its events are planned separately
  - '{CPU_CLK_UNHALTED.REF_XCLK,INT_MISC.RECOVERY_CYCLES_ANY,... (6 events)}' can never be counted as one group (it does not fit the PMU even alone beside the NMI watchdog): its events are planned separately
Every run checked by simulation: every event counted 100% in its run.
