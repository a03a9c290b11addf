# args: assign --arch arm64 --kernel 99.1 0x11
# exit: 2
# stderr: error: there is no kernel 99.1
