# args: list --cpu nosuchcpu
# exit: 2
# derivation: 'nosuchcpu' is no model name of 'pmusched list'.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: unknown CPU model 'nosuchcpu'
# stderr: hint: 'pmusched list' shows the models and their names
