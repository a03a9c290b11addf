# args: predict --cpu hsw --runs 3 -e branches
# exit: 2
# derivation: --runs N is an option of 'plan' only (man/pmusched-plan.1); the message names the option as typed, not its separate value '3'.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: option '--runs' is only for 'pmusched plan'
