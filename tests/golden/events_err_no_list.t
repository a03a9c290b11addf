# args: events --cpu hsw
# exit: 2
# stderr: pmusched: error: no event list
# stderr: hint: pmusched events -e 'cycles,instructions' --cpu hsw
