# args: list --cpu snb --ht maybe
# exit: 2
# stderr: pmusched: error: bad value 'maybe' for --ht
# stderr: hint: use on or off (1 or 0)
