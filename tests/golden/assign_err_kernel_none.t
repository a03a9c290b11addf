# args: assign --kernel 99.1 0x3
# exit: 2
# derivation: refused as predict --kernel 99.1 refuses it (pms_kver_check); it ran the newest era
# stderr: pmusched: error: there is no kernel 99.1: the newest series modelled is 7.x
