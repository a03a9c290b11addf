# args: list --cpu nosuchcpu
# exit: 2
# stderr: pmusched: error: unknown CPU model 'nosuchcpu'
# stderr: hint: 'pmusched list' shows the models and their names
