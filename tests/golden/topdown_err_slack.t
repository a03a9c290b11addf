# args: topdown decode --slots 1000 --metrics 0x7f301040 --slack 9
# exit: 2
# derivation: --slack bounds the rounding the level-1 sum may show; 0..8 are the values accepted (pmusched's own range).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: bad value '9' for --slack (0-8)
