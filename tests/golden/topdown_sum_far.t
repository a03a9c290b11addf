# args: topdown decode --slots 1000 --metrics 0x7f3010f0
# exit: 0
# stderr: pmusched: warning: level-1 fields sum to 0x1af (431), further from 0xff than rounding explains: shares divided by the sum, as perf's TopdownL1 metrics do
# derivation: 240+16+48+127 = 431: decoded as perf would (240/431 = 55.68%, 16/431 = 3.71%,
# derivation: 48/431 = 11.14%, 127/431 = 29.47%) with a warning; slots floor(1000 x 240/255) = 941.
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                55.68%    941
bad_speculation          3.71%     62
frontend_bound          11.14%    188
backend_bound           29.47%    498
