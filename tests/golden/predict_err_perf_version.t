# args: predict --cpu skl --perf-version 6.1x -e cycles
# exit: 2
# derivation: the version is a perf version: it said "bad kernel version"
# stderr: pmusched: error: bad perf version '6.1x' at byte 3
# stderr:     6.1x
# stderr:        ^
# stderr: hint: write it as X.Y, X.Y.Z, X.Y-rcN or as uname -r prints it, e.g. 4.1-rc7, 6.8.0-45-generic
