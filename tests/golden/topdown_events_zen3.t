# args: topdown events --cpu zen3 --kernel 6.12
# exit: 1
# derivation: AMD Zen 3 has no slots or PERF_METRICS aliases (arch/x86/events/amd/core.c 6.12 defines no topdown attrs; perf's amdzen3 JSON has no metrics file at all in 6.12), so there is nothing to print. Exit 1: a valid request this model cannot give.
# derivation: Limit: perf 6.12's own --topdown on zen3 uses its metric groups where present; not compared with a real run.
# stderr: pmusched: error: no TopDown events on zen3
