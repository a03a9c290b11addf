# args: stat -e 'page-faults,{' true
# exit: 2
# stderr: pmusched: error: expected an event at the end
# stderr:     page-faults,{
# stderr:                 ^
