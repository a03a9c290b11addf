# args: events --cpu nhm --kernel 6.12 -e mem_inst_retired.latency_above_threshold_0
# exit: 2
# derivation: nehalemep/cache.json MEM_INST_RETIRED.LATENCY_ABOVE_THRESHOLD_0 has MSRIndex 0x3F6 and no
# derivation: MSRValue: jevents.py writes "ldlat=None", which perf 6.12 refuses (pmu_config_term:
# derivation: "expected numeric value"); libpfm4's nhm table has no such umask either
# stderr: pmusched: error: perf cannot encode its own event 'mem_inst_retired.latency_above_threshold_0' on model 'nhm': its JSON has MSRIndex without MSRValue (perf: 'expected numeric value')
# stderr:     mem_inst_retired.latency_above_threshold_0
# stderr:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# stderr: hint: libpfm4 does not know the name either; write the encoding as cpu/event=...,umask=.../
