# args: predict --cpu arl-h --kernel 6.12 -e cycles
# exit: 2
# derivation: 6.12's intel_pmu_init has no ARROWLAKE_H case (core.c 6.12: the default); the hybrid PMUs come with
# derivation: d3fe6f0a4372 and 9f4a39757c81 in 6.13-rc1 (the v6.13 perf pull), so 6.12 is refused as for adl before 5.13
# stderr: pmusched: error: kernel 6.12 predates arl-h's hybrid PMUs (6.13-rc1): one 'cpu' PMU with the architectural default is not modelled
# stderr: hint: give --kernel 6.13-rc1 or later
