# args: topdown decode --slots 1000 --metrics 0x7f301040 --bogus
# exit: 2
# stderr: unknown option '--bogus'
