# args: stat -e 'page-faults,{' true
# exit: 2
# derivation: perf's grammar needs an event after '{' (group_def: '{' events '}', tools/perf/util/parse-events.y 6.12); the list ends there, so the caret is at the end (byte 13).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: expected an event at the end
# stderr:     page-faults,{
# stderr:                 ^
