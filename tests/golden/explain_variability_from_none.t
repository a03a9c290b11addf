# args: explain --cpu hsw --kernel 6.12 --variability-from tests/golden/replay/all-counted-text -e cycles
# exit: 2
# stderr: no multiplexed event to measure a variability from
# note: cycles and instructions counted all the time (no percentage): a capture with nothing multiplexed has no variability to measure (pms_muxerr_workload
# note: gives PMS_ENOEVENT for a series counted all the time): bad input, exit 2.
