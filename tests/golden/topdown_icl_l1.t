# args: topdown decode --slots 1000 --metrics 0x7f301040
# exit: 0
# derivation: Ice Lake, 4 fields: 0x40=64 0x10=16 0x30=48 0x7f=127 (sum 255)
# derivation: percent = field/255: 25.098 6.275 18.824 49.804
# derivation: slots = floor(1000*field/255): 250.98->250 62.75->62 188.24->188 498.04->498
slots 1000, 4 fields, level 1
class                  percent  slots
retiring                25.10%    250
bad_speculation          6.27%     62
frontend_bound          18.82%    188
backend_bound           49.80%    498
