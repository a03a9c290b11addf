# args: topdown decode --from-slots 3000 --from-metrics 0x7f301040 --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: slots went from 3000 to 1000: the second reading must count more
# stderr: hint: the counters were reset in between (a read() through perf resets them); decode each reading on its own
