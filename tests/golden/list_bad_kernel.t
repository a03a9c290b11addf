# args: list --cpu hsw --kernel 4.x
# exit: 2
# derivation: A kernel version is X.Y[.Z][-rcN]; '4.x' fails at byte 2, the 'x'.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: bad kernel version '4.x' at byte 2
# stderr:     4.x
# stderr:       ^
# stderr: hint: write it as X.Y, X.Y.Z, X.Y-rcN or as uname -r prints it, e.g. 4.1-rc7, 6.8.0-45-generic
