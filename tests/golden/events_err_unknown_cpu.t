# args: events --cpu nosuch -e cycles
# exit: 2
# stderr: pmusched: error: unknown CPU model 'nosuch'
# stderr: hint: 'pmusched list' shows the models and their names
