# args: plan --cpu hsw --kernel 6.12 --record
# note: perf stat's default set applies without -e; perf record (--record) has no list here
# exit: 2
# stderr: no events given
