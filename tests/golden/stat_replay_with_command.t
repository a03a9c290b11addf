# args: stat --replay tests/golden/replay/worked-text true
# exit: 2
# --replay reads a recorded run; a command to run makes no sense with it.
# stderr: --replay reads a recorded run
