# args: topdown events --cpu zen3 --kernel 6.12
# exit: 1
# stderr: pmusched: error: no TopDown events on zen3
