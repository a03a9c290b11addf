# args: stat -x , --json -e page-faults true
# exit: 2
# derivation: perf 6.12's cmd_stat (tools/perf/builtin-stat.c) has no check of its own against -x with -j: both set separate stat_config fields and one output wins. pmusched refuses the pair rather than guess which; not compared with a real perf run.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: -x and --json cannot be combined
