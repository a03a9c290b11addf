# args: predict --cpu skl --perf-version 6.1x -e cycles
# exit: 2
# note: the version is a perf version: it said "bad kernel version"
# stderr: error: bad perf version '6.1x' at byte 3
