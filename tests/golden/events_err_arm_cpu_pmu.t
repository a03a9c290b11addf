# args: events --cpu neoverse-n1 --kernel 6.12 -e 'cpu/event=0x11/'
# exit: 2
# stderr: pmusched: error: unknown PMU 'cpu'
# stderr:     cpu/event=0x11/
# stderr:     ^~~
# stderr: hint: on neoverse-n1 the core PMU is armv8_pmuv3_0 (ACPI) or armv8_neoverse_n1 (devicetree); there is no 'cpu'
# derivation: arm64 has no "cpu" PMU: perf_pmus__find() and perf_pmu__match() find none (util/pmu.c 6.12).
