# args: topdown events --cpu icl --level 3
# exit: 2
# derivation: Levels are 1 or 2 (4 or 8 PERF_METRICS fields).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: bad value '3' for --level (1 or 2)
