# args: predict --cpu adl --kernel 6.12 --core-share cpu_core=70e,cpu_atom=30 -e cycles
# exit: 2
# note: the stray byte is named; it said "core shares add up to 70%"
# stderr: error: unexpected 'e' at byte 11 after a percentage
