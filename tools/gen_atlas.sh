#!/bin/sh
# gen_atlas.sh PMUSCHED OUTDIR VERSION... - the metric atlas pages
# (docs/atlas/MODEL-perfV.md) of every modelled CPU with a perf metric
# table at each perf VERSION (kernel = perf version), two models at a time,
# and OUTDIR/README.md indexing them.  A model without a table at that
# version is left out; any other failure (a crash too) stops the run with
# the model named, so no stale page survives it.  ATLAS_INDEX_ONLY=1
# rewrites OUTDIR/README.md from the pages there, writing no page.
set -eu
bin=$1; out=$2; shift 2
mkdir -p "$out"
[ "${ATLAS_INDEX_ONLY-}" = 1 ] || {
models=$("$bin" list | awk 'NR > 1 && /^[a-z]/ && $1 != "pmu" && $1 != "also" && NF > 4 { print $1 }')
for v in "$@"; do
	for m in $models; do echo "$m $v"; done
done | xargs -P 2 -n 2 sh -c '
	f="$0/$3-perf$4.md"
	"$1" atlas --cpu "$3" --perf-version "$4" --kernel "$4" $2 --markdown >"$f.tmp" 2>"$f.err"
	rc=$?
	if [ $rc = 0 ]; then
		mv "$f.tmp" "$f"
		rm -f "$f.err"
	elif grep -q "has no metric table for" "$f.err"; then
		rm -f "$f.tmp" "$f.err"	# no table at this release: no page
	else
		echo "gen_atlas: $3 at perf $4 failed (exit $rc): $(head -c 300 "$f.err")" >&2
		rm -f "$f.tmp" "$f.err"
		exit 1
	fi' "$out" "$bin" "${ATLAS_FLAGS-}"
}
{
	echo "# Metric atlas"
	echo
	echo "One page per modelled CPU and perf release, written by \`make atlas\`"
	echo "(\`pmusched atlas ${ATLAS_FLAGS-} --markdown\`): for every perf metric (and with"
	echo "--groups metric group), whether perf stat -M counts it, multiplexes it or never counts it under"
	echo "each condition, and the MetricConstraint it needs against perf's own."
	echo
	for v in "$@"; do
		echo "## perf $v"
		echo
		for f in "$out"/*-perf"$v".md; do
			[ -e "$f" ] || continue
			b=$(basename "$f")
			s=$(grep '^metrics ' "$f" | head -1)
			echo "- [${b%-perf$v.md}]($b): $s"
		done
		echo
		# the columns summed over the release's pages
		cat "$out"/*-perf"$v".md 2>/dev/null | grep '^metrics ' | tr -d ',:' | awk -v v="$v" '
			{ n++; for (i = 2; i <= NF; i++) if ($i ~ /^[0-9]+$/) s[i] += $i }
			END { if (n) printf "Totals over the %d pages at perf %s: metrics %d, always count %d, " \
				"multiplex %d, never count (some condition) %d, not modelled %d, " \
				"perf refuses %d.\n\n", n, v, s[2], s[5], s[7], s[12], s[15], s[18] }'
	done
} >"$out/README.md"
