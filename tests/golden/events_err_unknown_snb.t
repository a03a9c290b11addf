# args: events --cpu snb -e 'l1d_pend_miss.pending,mem_load_uops_retired.l1_miss'
# exit: 2
# stderr: pmusched: error: unknown event 'mem_load_uops_retired.l1_miss' for model 'snb'
# stderr:     l1d_pend_miss.pending,mem_load_uops_retired.l1_miss
# stderr:                           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# stderr: hint: did you mean 'mem_load_uops_retired.l1_hit', 'mem_load_uops_retired.l2_hit' or 'mem_load_uops_retired.l3_hit'?
