# args: topdown decode --cpu icl --slots 1000 --metrics 0x7f301040 --level 2
# exit: 2
# stderr: level 2 needs 8 PERF_METRICS fields, the reading has 4
