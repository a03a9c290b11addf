# args: stat -C 0-x -e page-faults true
# exit: 2
# derivation: perf's -C list is N or N-M ranges (perf_cpu_map__new, tools/lib/perf/cpumap.c 6.12); '0-x' has no number after '-' (byte 2).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: bad CPU list '0-x': expected a CPU number after '-'
# stderr:     0-x
# stderr:       ^
# stderr: hint: a range runs upwards, e.g. 0-3
