# args: events --cpu hsw --kernel 6.12 --ht off -e cycles:D -e '{instructions,cs}:u' cycles
# exit: 2
# stderr: pmusched: error: unexpected argument 'cycles'
# stderr: hint: quote the event list as one argument; groups need quotes in a shell
