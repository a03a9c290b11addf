# args: events --cpu hsw -e
# exit: 2
# derivation: -e with no value: option parsing refuses it as perf's parse-options does ('requires a value'); the message is ours.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: option '-e' needs a value
# stderr: hint: run 'pmusched events -h'
