# args: events --cpu hsw -e cycles,
# exit: 2
# stderr: pmusched: error: trailing ',': expected an event after it
# stderr:     cycles,
# stderr:           ^
