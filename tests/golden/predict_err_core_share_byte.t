# args: predict --cpu adl --kernel 6.12 --core-share cpu_core=70e,cpu_atom=30 -e cycles
# exit: 2
# derivation: the stray byte is named; it said "core shares add up to 70%"
# stderr: pmusched: error: unexpected 'e' at byte 11 after a percentage
# stderr:     cpu_core=70e,cpu_atom=30
# stderr:                ^
# stderr: hint: e.g. --core-share cpu_core=70,cpu_atom=30 (or core=70,atom=30)
