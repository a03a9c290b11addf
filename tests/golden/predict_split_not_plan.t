# args: predict --cpu hsw --split-groups -e branches
# exit: 2
# derivation: --split-groups is an option of 'plan' only (man/pmusched-plan.1).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: option '--split-groups' is only for 'pmusched plan'
