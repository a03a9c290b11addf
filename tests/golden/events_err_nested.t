# args: events --cpu hsw --kernel 6.12 -e '{cycles,{instructions}}'
# exit: 2
# stderr: pmusched: error: nested group
# stderr:     {cycles,{instructions}}
# stderr:             ^
# stderr: hint: perf does not allow a group inside a group
