# args: explain --cpu hsw --kernel 6.12 --variability-from tests/golden/replay/all-counted-text -e cycles
# exit: 2
# stderr: pmusched: error: tests/golden/replay/all-counted-text: no multiplexed event to measure a variability from
# stderr: hint: record with 'perf stat -I 100' and more events than counters, or give --variability
# derivation: cycles and instructions counted all the time (no percentage): a capture with nothing multiplexed has no variability to measure (pms_muxerr_workload
# derivation: gives PMS_ENOEVENT for a series counted all the time): bad input, exit 2.
