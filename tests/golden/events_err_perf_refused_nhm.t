# args: events --cpu nhm --kernel 6.12 -e mem_inst_retired.latency_above_threshold_0
# exit: 2
# note: nehalemep/cache.json MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD_0 has MSRIndex 0x3F6 and no
# note: MSRValue: jevents.py writes "ldlat=None", which perf 6.12 refuses (pmu_config_term:
# note: "expected numeric value"); libpfm4's nhm table has no such umask either
# stderr: pmusched: error: perf cannot encode its own event 'mem_inst_retired.latency_above_threshold_0' on model 'nhm': its JSON has MSRIndex without MSRValue
