# args: topdown decode --from-slots 1000 --from-metrics 0x7f301040 --slots 2000 --metrics 0x7f301041
# exit: 2
# stderr: pmusched: error: second reading: level-1 fields sum to 0x100 (256), not 0xff: retiring 0x41, bad-spec 0x10, fe-bound 0x30, be-bound 0x7f
