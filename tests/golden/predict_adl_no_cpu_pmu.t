# args: predict --cpu adl --kernel 6.12 -e 'cpu/cycles/'
# exit: 2
# derivation: a hybrid registers cpu_core and cpu_atom, no 'cpu' PMU (intel_pmu_init_hybrid, 6.12)
# stderr: pmusched: error: unknown PMU 'cpu'
# stderr:     cpu/cycles/
# stderr:     ^~~
# stderr: hint: on adl the core PMUs are cpu_atom and cpu_core; there is no 'cpu'
