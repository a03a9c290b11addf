# args: list --cpu nosuchcpu
# exit: 2
# stderr: unknown CPU model 'nosuchcpu'
