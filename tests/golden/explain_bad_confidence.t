# args: explain --cpu hsw --kernel 6.12 --confidence 90 -e cycles
# exit: 2
# stderr: pmusched: error: bad value '90' for --confidence
# stderr:     90
# stderr:     ^
# stderr: hint: a level between 0 and 1 (0.9) or a percentage (90%)
# derivation: a confidence is a level in (0, 1) or a percentage with '%': a bare 90 is neither.
