# args: topdown decode --slots 0 --metrics 0x7f301040
# exit: 2
# derivation: With SLOTS 0 no class has a share (slots*field/0xff = 0 for every field).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: slots is 0: no slots counted
# stderr: hint: read SLOTS and PERF_METRICS after the code of interest has run
