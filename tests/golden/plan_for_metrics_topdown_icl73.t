# args: plan --cpu icl --kernel 7.3 --topdown --for-metrics
# exit: 0
# derivation: perf 7.3's --topdown on icl opens {TOPDOWN.SLOTS,topdown-retiring,topdown-fe-bound,topdown-be-bound,topdown-bad-spec}
# derivation: (FIXED3 and the PERF_METRICS MSR) with INT_MISC.CLEARS_COUNT and INT_MISC.UOP_DROPPING on GP counters (plan --topdown on the
# derivation: same conditions: 1 rotation slot, everything fits at once), so every TopdownL1 metric is exact under perf's own grouping.
# derivation: One group per metric (--metric-no-merge) would give each metric its own slots group; FIXED3 holds one per run, so 4 runs.
# derivation: perf's own list is therefore the plan: 1 run, every metric exact in run 1, perf's list as its command.
For metrics: one group per metric as perf builds it with --metric-no-merge (its topdown and
  MetricConstraint rules kept), in the fewest runs.  Each metric's expected error
  (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run):
  metric               perf's own grouping (one run)               plan
  tma_bad_speculation  exact                                       exact (run 1)
  tma_frontend_bound   exact                                       exact (run 1)
  tma_backend_bound    exact                                       exact (run 1)
  tma_retiring         exact                                       exact (run 1)
  The inputs' errors are taken as unrelated on one schedule (the root of the sum of squares)
  and add across schedules; that bounds a metric of ratios, products and sums of counts.
  perf's own grouping already counts every event all the time in one run:
  it is the plan (one group per metric could only add runs).

Assumes: icl, Linux 7.3, perf 7.3, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
1 run counts every event all the time.

Run 1: perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,topdown-fe-bound,topdown-be-bound,topdown-bad-spec},INT_MISC.CLEARS_COUNT,INT_MISC.UOP_DROPPING' -- COMMAND

Every run checked by simulation: every event counted 100% in its run.
