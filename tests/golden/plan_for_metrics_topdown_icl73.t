# args: plan --cpu icl --kernel 7.3 --topdown --for-metrics
# exit: 0
# derivation: perf 7.3's --topdown on icl opens {TOPDOWN.SLOTS,topdown-retiring,topdown-fe-bound,topdown-be-bound,topdown-bad-spec}
# derivation: (FIXED3 and the PERF_METRICS MSR) with INT_MISC.CLEARS_COUNT and INT_MISC.UOP_DROPPING on GP counters (plan --topdown on the
# derivation: same conditions: 1 rotation slot, everything fits at once), so every TopdownL1 metric is exact under perf's own grouping.
# derivation: One group per metric (--metric-no-merge) gives each metric its own slots group; FIXED3 holds one per run, so 4 runs, each
# derivation: exact; the table says the plan cannot lower any error, only add runs.
For metrics: one group per metric as perf builds it with --metric-no-merge (its topdown and
  MetricConstraint rules kept), in the fewest runs.  Each metric's expected error
  (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run):
  metric               perf's own grouping (one run)               plan
  tma_bad_speculation  exact                                       exact (run 2)
  tma_frontend_bound   exact                                       exact (run 4)
  tma_backend_bound    exact                                       exact (run 3)
  tma_retiring         exact                                       exact (run 1)
  The inputs' errors are taken as unrelated on one schedule (the root of the sum of squares)
  and add across schedules; that bounds a metric of ratios, products and sums of counts.
  perf's own grouping already counts every metric's inputs all the time in one run:
  the plan cannot lower any error, only add runs.

Assumes: icl, Linux 7.3, perf 7.3, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
4 runs count every event all the time; no split has fewer.
Proof: the events that can only use FIXED3 need 4 counters there and 1 is free beside the pins and the watchdog, so at least 4 runs.

Run 1: perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,IDQ.MS_UOPS,topdown-fe-bound,topdown-be-bound,UOPS_RETIRED.SLOTS,UOPS_DECODED.DEC0,cpu/UOPS_DECODED.DEC0,cmask=1/,UOPS_ISSUED.ANY,topdown-bad-spec,IDQ.MITE_UOPS}:W' -- COMMAND

Run 2: perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,INT_MISC.CLEARS_COUNT,topdown-fe-bound,INT_MISC.UOP_DROPPING,topdown-be-bound,topdown-bad-spec}:W' -- COMMAND

Run 3: perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,INT_MISC.CLEARS_COUNT,topdown-fe-bound,topdown-be-bound,topdown-bad-spec}:W' -- COMMAND

Run 4: perf stat -e '{TOPDOWN.SLOTS,topdown-retiring,INT_MISC.UOP_DROPPING,topdown-fe-bound,topdown-be-bound,topdown-bad-spec}:W' -- COMMAND

Every run checked by simulation: every event counted 100% in its run.
