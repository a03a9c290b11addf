# args: stat --replay man/pmusched-stat.1.in
# exit: 2
# derivation: A file with no count in it (here a man page section): exit 2.
# stderr: pmusched: error: man/pmusched-stat.1.in: no counts found: not the output of perf stat
