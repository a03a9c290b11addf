# args: predict --cpu skl --kernel 6.12 --perf-version 99.1 -e cycles
# exit: 2
# stderr: error: there is no perf 99.1
