# args: topdown decode --slots 255000 --metrics 7f301040
# exit: 0
# derivation: 255000 slots = 1000 per field unit: 64000 16000 48000 127000
slots 255000, 4 fields, level 1
class                  percent   slots
retiring                25.10%   64000
bad_speculation          6.27%   16000
frontend_bound          18.82%   48000
backend_bound           49.80%  127000
