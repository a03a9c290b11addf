#!/bin/sh
# Install what is missing (Debian), build, and run the main job on a default:
# the article's third example on Haswell, as Linux 6.12 would schedule it.
set -e
need=""
command -v cc >/dev/null 2>&1 || need="$need build-essential"
command -v make >/dev/null 2>&1 || need="$need make"
[ -f /usr/include/perfmon/pfmlib.h ] || need="$need libpfm4-dev"
if [ -n "$need" ]; then
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	$sudo apt-get update -qq
	$sudo apt-get install -y -qq $need
fi
make -s
./pmusched predict --cpu hsw --kernel 6.12 --ht on \
	-e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
