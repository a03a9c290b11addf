# args: events --cpu skl --kernel 6.12 -e 'cycle_activity.stalls_l1d_pending'
# exit: 2
# stderr: pmusched: error: unknown event 'cycle_activity.stalls_l1d_pending' for model 'skl'
# stderr:     cycle_activity.stalls_l1d_pending
# stderr:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# stderr: hint: perf knows 'cycle_activity.stalls_l1d_pending' on snb, snb-ep, ivb, ivb-ep and 4 more; on skl try 'cycle_activity.stalls_l1d_miss' or 'cycle_activity.stalls_l2_miss'
# derivation: perf's JSON has CYCLE_ACTIVITY.STALLS_L1D_PENDING in sandybridge, jaketown, ivybridge, ivytown,
# derivation: haswell(x), broadwell(x) (models snb, snb-ep, ivb, ivb-ep, hsw, hsw-ep, bdw, bdw-ep);
# derivation: skylake/pipeline.json has STALLS_L1D_MISS and STALLS_L2_MISS instead
