# args: events --cpu hsw
# exit: 2
# derivation: No -e: nothing to predict.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: no event list
# stderr: hint: pmusched events -e 'cycles,instructions' --cpu hsw
