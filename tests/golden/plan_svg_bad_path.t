# args: plan --cpu hsw --kernel 6.12 --svg build/no-such-dir/plan.svg -e branches
# exit: 2
# derivation: build/no-such-dir does not exist, so fopen() fails with ENOENT, whose glibc text is 'No such file or directory'.
# derivation: No kernel or perf figure: pmusched's own input check. The rule (project contract): a one-line error naming the token (and byte where there is one), exit 2 (EXIT_USAGE, src/cli/cli.h), nothing on stdout.
# stderr: pmusched: error: --svg: cannot create 'build/no-such-dir/plan.svg': No such file or directory
