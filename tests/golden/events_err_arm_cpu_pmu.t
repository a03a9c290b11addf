# args: events --cpu neoverse-n1 --kernel 6.12 -e 'cpu/event=0x11/'
# exit: 2
# stderr: unknown PMU 'cpu'
# note: arm64 has no "cpu" PMU: perf_pmus__find() and perf_pmu__match() find none (util/pmu.c 6.12).
