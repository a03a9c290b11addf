# args: events --cpu hsw --kernel 6.12 -e skl::l1d_pend_miss.pending
# exit: 2
# derivation: libpfm4's 'pmu::event' syntax names a PMU table (pfm_get_os_event_encoding, libpfm4 4.13); 'skl' is not hsw's table, so a prediction for hsw cannot use it.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: event qualified by libpfm4 PMU 'skl', but the model's PMU is 'hsw'
# stderr:     skl::l1d_pend_miss.pending
# stderr:     ^~~
# stderr: hint: drop the 'skl::' prefix, or predict for that CPU with --cpu skl
