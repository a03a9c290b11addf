#!/bin/sh
# Install what is missing (Debian), build, and run the main job on a default:
# the article's third example on Haswell, as Linux 6.12 would schedule it.
set -e
command -v make >/dev/null 2>&1 || {
	[ "$(id -u)" -eq 0 ] && apt-get update -qq && apt-get install -y -qq make ||
		{ echo "quickstart: make is missing (apt-get install make)" >&2; exit 1; }
}
# the build dependencies (libpfm4's headers, a compiler): tools/deps.sh, as 'make test' uses
sh tools/deps.sh
make -s
./pmusched predict --cpu hsw --kernel 6.12 --ht on \
	-e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
