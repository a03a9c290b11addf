# args: topdown decode --slots 1000 --metrics 0x7f301041
# exit: 0
# derivation: 65+16+48+127 = 256, one over 0xff: 65/256 = 25.39%, 16/256 = 6.25%, 48/256 = 18.75%,
# derivation: 127/256 = 49.61%; slots floor(1000 x 65/255) = 254, then 62, 188, 498.
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                25.39%    254
bad_speculation          6.25%     62
frontend_bound          18.75%    188
backend_bound           49.61%    498
