# args: events --cpu hsw --kernel 6.12 --ht off -e cycles:D -e '{instructions,cs}:u' cycles
# exit: 2
# derivation: 'events' takes its list by -e only (repeated -e accumulate as perf stat's parse_events_option does, tools/perf/builtin-stat.c); a stray positional 'cycles' is refused.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: unexpected argument 'cycles'
# stderr: hint: quote the event list as one argument; groups need quotes in a shell
