# args: events --cpu hsw -e
# exit: 2
# stderr: pmusched: error: option '-e' needs a value
# stderr: hint: run 'pmusched events -h'
