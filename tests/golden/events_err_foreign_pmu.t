# args: events --cpu hsw --kernel 6.12 -e skl::l1d_pend_miss.pending
# exit: 2
# stderr: pmusched: error: event qualified by libpfm4 PMU 'skl', but the model's PMU is 'hsw'
# stderr:     skl::l1d_pend_miss.pending
# stderr:     ^~~
# stderr: hint: drop the 'skl::' prefix, or predict for that CPU with --cpu skl
