# args: topdown decode --slots 1000 --metrics 0x7f301041
# exit: 2
# stderr: level-1 fields sum to 0x100 (256), not 0xff
