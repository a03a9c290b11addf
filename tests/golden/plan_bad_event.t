# args: plan --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,nosuch'
# exit: 2
# stderr: unknown event 'nosuch'
