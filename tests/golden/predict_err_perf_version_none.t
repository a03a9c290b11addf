# args: predict --cpu skl --kernel 6.12 --perf-version 99.1 -e cycles
# exit: 2
# derivation: no perf 99.x exists; the message names a perf version, not a kernel (issue 29: "--perf-version
# derivation: 6.1x says bad kernel version"); perf versions follow the kernel's numbering (tools/perf/PERF-VERSION-GEN)
# stderr: pmusched: error: there is no perf 99.1: the newest series modelled is 7.x
