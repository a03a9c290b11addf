# args: list --cpu snb --ht maybe
# exit: 2
# stderr: bad value 'maybe' for --ht
