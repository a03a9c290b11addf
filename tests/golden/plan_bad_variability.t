# args: plan --cpu hsw --kernel 6.12 --variability 50%@4x -e cycles
# exit: 2
# stderr: pmusched: error: bad value '50%@4x' for --variability
# stderr:     50%@4x
# stderr:          ^
# stderr: hint: a coefficient of variation of the event's rate, 0.5 or 50%, optionally @WINDOW (e.g. 50%@4ms; at most 100, 10000%)
# derivation: the window after '@' is a duration; the caret is under its bad byte (5).
