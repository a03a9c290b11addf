# args: topdown decode --cpu nosuchcpu --slots 1000 --metrics 0x7f301040
# exit: 2
# stderr: pmusched: error: unknown CPU model 'nosuchcpu'
