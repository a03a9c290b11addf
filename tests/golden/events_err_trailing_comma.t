# args: events --cpu hsw --kernel 6.12 -e cycles,
# exit: 2
# stderr: pmusched: error: trailing ',': expected an event after it
# stderr:     cycles,
# stderr:           ^
