# args: topdown decode --slots 1000 --metrics 0x7f301041
# exit: 2
# stderr: pmusched: error: level-1 fields sum to 0x100 (256), not 0xff: retiring 0x41, bad-spec 0x10, fe-bound 0x30, be-bound 0x7f
