# args: plan --cpu hsw -I 100 -e branches
# exit: 2
# derivation: -I MS is an option of 'predict' only (man/pmusched-predict.1); the message names the option as typed, not its separate value '100'.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: option '-I' is only for 'pmusched predict'
