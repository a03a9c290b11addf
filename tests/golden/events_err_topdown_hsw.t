# args: events --cpu hsw --kernel 6.12 -e '{slots,topdown-retiring}'
# exit: 2
# stderr: pmusched: error: TopDown event 'slots' does not exist on model 'hsw'
# stderr:     {slots,topdown-retiring}
# stderr:      ^~~~~
# stderr: hint: the slots and metric pseudo-events need Ice Lake or later
