# args: explain --cpu hsw --kernel 6.12 --confidence 90 -e cycles
# exit: 2
# stderr: bad value '90' for --confidence
# note: a confidence is a level in (0, 1) or a percentage with '%': a bare 90 is neither.
