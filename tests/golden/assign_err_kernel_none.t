# args: assign --kernel 99.1 0x3
# exit: 2
# note: refused as predict --kernel 99.1 refuses it (pms_kver_check); it ran the newest era
# stderr: error: there is no kernel 99.1
