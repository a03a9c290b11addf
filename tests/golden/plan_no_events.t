# args: plan --cpu hsw --kernel 6.12 --record
# derivation: perf stat's default set applies without -e; perf record (--record) has no list here
# exit: 2
# stderr: pmusched: error: no events given
# stderr: hint: e.g. pmusched plan --cpu hsw -e 'cycles,instructions'
