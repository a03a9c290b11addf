# args: topdown decode --slots 1000 --metrics 0x7f301040 --bogus
# exit: 2
# stderr: pmusched: error: unknown option '--bogus' for 'topdown decode'
