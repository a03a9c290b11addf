# args: list --cpu snb --ht maybe
# exit: 2
# derivation: --ht takes on|off|1|0.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: bad value 'maybe' for --ht
# stderr: hint: use on or off (1 or 0)
