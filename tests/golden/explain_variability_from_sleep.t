# args: explain --cpu hsw --kernel 6.12 --variability-from tests/golden/replay/perf61-sleep-csv -e cycles
# exit: 2
# stderr: no multiplexed event to measure a variability from
# note: a real perf 6.1 capture of 'sleep 0.35' (tests/golden/replay/perf61-sleep-csv): the
# note: sleeping intervals print <not counted> with run 0 and 100.00 (run == ena == 0), which is
# note: no multiplexing, so there is no variability to measure.  Before, those intervals read as
# note: enabled for their wall time made every series look multiplexed and measurable.
