# args: topdown events --cpu icl --kernel 6.12 --level 2
# exit: 1
# stderr: pmusched: error: level 2 needs 8 metric fields; icl has 4
# stderr: hint: Sapphire Rapids (spr) and later have level 2 in PERF_METRICS
