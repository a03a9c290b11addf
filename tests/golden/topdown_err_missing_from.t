# args: topdown decode --slots 1000 --metrics 0x7f301040 --from-slots 500
# exit: 2
# derivation: A delta needs the earlier SLOTS and PERF_METRICS both (icl_update_topdown_event works from both).
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: missing option '--from-metrics' (the earlier reading needs both)
