# args: stat --replay man/pmusched-stat.1.in
# exit: 2
# A file with no count in it (here a man page section): exit 2.
# stderr: no counts found: not the output of perf stat
