# args: plan --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,nosuch'
# exit: 2
# stderr: pmusched: error: unknown event 'nosuch' for model 'hsw'
# stderr:     l1d_pend_miss.pending,nosuch
# stderr:                           ^~~~~~
