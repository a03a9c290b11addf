# args: plan --cpu hsw --kernel 6.12 --variability 50%@4x -e cycles
# exit: 2
# stderr: bad value '50%@4x' for --variability
# stderr:          ^
# note: the window after '@' is a duration; the caret is under its bad byte (5).
