# args: assign --arch arm64 --kernel 99.1 0x11
# exit: 2
# derivation: refused as predict --kernel 99.1 refuses it (pms_kver_check): no Linux 99.x exists, and the arm64
# derivation: allocator must not silently run the newest era for it (issue 29, "assign --kernel 99.1")
# stderr: pmusched: error: there is no kernel 99.1: the newest series modelled is 7.x
