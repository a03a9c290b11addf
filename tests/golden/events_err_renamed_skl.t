# args: events --cpu skl -e 'cycle_activity.stalls_l1d_pending'
# exit: 2
# stderr: pmusched: error: unknown event 'cycle_activity.stalls_l1d_pending' for model 'skl'
# stderr:     cycle_activity.stalls_l1d_pending
# stderr:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# stderr: hint: did you mean 'cycle_activity.cycles_l1d_pending', 'cycle_activity.cycles_l2_pending' or 'cycle_activity.stalls_l1d_miss'?
