# args: events --cpu icl -e '{topdown-retiring,slots}'
# exit: 2
# stderr: pmusched: error: TopDown metric 'topdown-retiring' must be in a group led by 'slots'
# stderr:     {topdown-retiring,slots}
# stderr:      ^~~~~~~~~~~~~~~~
# stderr: hint: write '{slots,topdown-retiring,...}': the kernel needs slots as the leader (perf moves it to the front)
