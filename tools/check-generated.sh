#!/bin/sh
# Regenerate every generated table into a temporary directory and compare it
# byte for byte with the committed files:
#   models/events/*.c     tools/gen_pmu_events.py  (KSRC_TAR, KSRC_HTOFF; the
#                         other releases' perf_<tag>.c from KSRC_6_1, KSRC_7_2,
#                         KSRC_7_3)
#   models/metrics/*.c    tools/gen_perf_metrics.py (KSRC_6_1; perf_6_12.c from
#                         KSRC_6_12 and perf_7.c from KSRC_7_2 and KSRC_7_3 when
#                         they are unpacked trees: the arm64 tables are read from
#                         trees, and the generator runs 7.x's intel_metrics.py)
#   models/uncore/ev_*.c  tools/gen_uncore_events.py (KSRC_TAR, later rows from
#                         KSRC_7_3)
# Usage: tools/check-generated.sh KSRC_TAR KSRC_HTOFF KSRC_6_1 KSRC_6_12 KSRC_7_2 KSRC_7_3
# A missing source skips the check with a message (exit 0).
set -u
tar=$1 htoff=$2 src61=$3 src612=$4 src72=$5 src73=$6
for s in "$tar" "$src61" "$src612" "$src72" "$src73" ${htoff:+"$htoff"}; do
	if [ ! -e "$s" ]; then
		echo "check-generated: skipped: $s is absent (set KSRC_TAR, KSRC_HTOFF, KSRC_6_1, KSRC_6_12, KSRC_7_2, KSRC_7_3)"
		exit 0
	fi
done
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp/events" "$tmp/metrics" "$tmp/uncore"
python3 tools/gen_pmu_events.py --src "$tar" ${htoff:+--htoff-src "$htoff"} \
	--release 6_1="$src61" --release 7_2="$src72" --release 7_3="$src73" \
	--out "$tmp/events" >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
python3 tools/gen_perf_metrics.py --src "$src61" --tag 6_1 \
	--out "$tmp/metrics/perf_6_1.c" >>"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
arm64=arm/neoverse-n1,arm/neoverse-v1,arm/neoverse-n2-v2,ampere/ampereone
if [ -d "$src612" ]; then
	python3 tools/gen_perf_metrics.py --src "$src612" --tag 6_12 --arm64 "$arm64" \
		--out "$tmp/metrics/perf_6_12.c" >>"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
else
	echo "check-generated: models/metrics/perf_6_12.c not checked: KSRC_6_12 is not an unpacked tree (its arm64 tables need one)"
	cp models/metrics/perf_6_12.c "$tmp/metrics/perf_6_12.c"
fi
if [ -d "$src72" ] && [ -d "$src73" ]; then
	python3 tools/gen_perf_metrics.py --src "$src72" --tag 7_2 --src "$src73" --tag 7_3 \
		--arm64 "$arm64" \
		--out "$tmp/metrics/perf_7.c" >>"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
else
	echo "check-generated: models/metrics/perf_7.c not checked: KSRC_7_2 and KSRC_7_3 are not unpacked trees"
	cp models/metrics/perf_7.c "$tmp/metrics/perf_7.c"
fi
python3 tools/gen_uncore_events.py --src "$tar" --later 7.3="$src73" \
	--out "$tmp/uncore" >>"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
bad=0
# every generated file of directory $1 matches its committed copy, and no
# committed file matching $2 is left that the generator no longer writes
# (models/uncore also holds hand-written tables: only ev_*.c are generated)
compare() {
	for f in "$tmp/$1"/*.c; do
		c=models/$1/$(basename "$f")
		if [ ! -f "$c" ]; then
			echo "check-generated: $c is generated but not committed"; bad=1
		elif ! cmp -s "$f" "$c"; then
			echo "check-generated: $c differs from its regeneration:"
			diff -u "$c" "$f" | head -n 20; bad=1
		fi
	done
	for c in models/$1/$2; do
		[ -f "$tmp/$1/$(basename "$c")" ] || { echo "check-generated: $c is committed but not generated"; bad=1; }
	done
}
compare events '*.c'
compare metrics '*.c'
compare uncore 'ev_*.c'
[ $bad = 0 ] && echo "check-generated: models/events, models/metrics and models/uncore/ev_*.c regenerate byte for byte"
exit $bad
