# args: list --cpu hsw --kernel 4.x
# exit: 2
# stderr: pmusched: error: bad kernel version '4.x' at byte 2
# stderr:     4.x
# stderr:       ^
# stderr: hint: write it as X.Y, X.Y.Z or X.Y-rcN, e.g. 4.1-rc7
