# args: stat --replay tests/golden/replay/worked-text true
# exit: 2
# derivation: --replay reads a recorded run; a command to run makes no sense with it.
# stderr: pmusched: error: --replay reads a recorded run: a command, -p, -a, -C, -A, -r, --topdown and --predict do not apply
# stderr: hint: --cpu MODEL (and --kernel, --ht, ...) compares the capture with the predicted schedule
