# args: plan --cpu hsw --frobnicate -e branches
# exit: 2
# derivation: The option table's parser tells an unknown option from one whose value is missing (was 'unknown or incomplete option').
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: unknown option '--frobnicate'
# stderr: hint: run 'pmusched plan -h'
