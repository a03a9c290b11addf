# args: events --cpu hsw --kernel 6.12 -e cycles,
# exit: 2
# derivation: perf's grammar needs an event after each ',' (groups: groups ',' group; tools/perf/util/parse-events.y 6.12), so 'cycles,' is a parse error in perf too; the caret is after the comma (byte 7).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: trailing ',': expected an event after it
# stderr:     cycles,
# stderr:           ^
