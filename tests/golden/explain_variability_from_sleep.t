# args: explain --cpu hsw --kernel 6.12 --variability-from tests/golden/replay/perf61-sleep-csv -e cycles
# exit: 2
# stderr: pmusched: error: tests/golden/replay/perf61-sleep-csv: no multiplexed event to measure a variability from
# stderr: hint: record with 'perf stat -I 100' and more events than counters, or give --variability
# derivation: a real perf 6.1 capture of 'sleep 0.35' (tests/golden/replay/perf61-sleep-csv): the
# derivation: sleeping intervals print <not counted> with run 0 and 100.00 (run == ena == 0), which is
# derivation: no multiplexing, so there is no variability to measure.  Before, those intervals read as
# derivation: enabled for their wall time made every series look multiplexed and measurable.
