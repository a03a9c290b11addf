#!/bin/sh
# Run a perf binary against a fake core PMU in a private mount namespace (golden.py; oracle.py uses fakepmu.sh)
# (root only): a tmpfs over /sys/bus/event_source/devices holding the
# host's software PMUs and a "cpu" PMU with Intel's (or AMD's) format and
# the sysfs events the modelled CPU has.  Only for deriving test goldens.
#
# usage: fakepmu.sh MODE CPUID SHIM PERF ARGS...
#   MODE: intel | intel-tdc (td_* aliases) | intel-td (slots + 4 topdown) |
#         intel-td2 (+ 4 level 2) | amd
#   FE=1 / BE=1 in the environment add stalled-cycles-frontend/-backend.
set -e
MODE=$1 CPUID=$2 SHIM=$3 PERF=$4
shift 4
mk_cpu() {
	D=$1/cpu
	mkdir -p "$D/format" "$D/events"
	echo 4 > "$D/type"
	echo "0-1" > "$D/cpus"
	if [ "$MODE" = amd ]; then
		echo "config:0-7,32-35" > "$D/format/event"
	else
		echo "config:0-7" > "$D/format/event"
		echo "config:21" > "$D/format/any"
		echo "config:19" > "$D/format/pc"
		echo "config:32" > "$D/format/in_tx"
		echo "config:33" > "$D/format/in_tx_cp"
		echo "config1:0-63" > "$D/format/offcore_rsp"
		echo "config1:0-15" > "$D/format/ldlat"
		echo "config1:0-23" > "$D/format/frontend"
		echo "config1:0-63" > "$D/format/snoop_rsp"
	fi
	echo "config:8-15" > "$D/format/umask"
	echo "config:18" > "$D/format/edge"
	echo "config:23" > "$D/format/inv"
	echo "config:24-31" > "$D/format/cmask"
	for e in cpu-cycles instructions branch-instructions branch-misses; do
		echo "event=0x3c" > "$D/events/$e"
	done
	[ -n "$FE" ] && echo "event=0xa9" > "$D/events/stalled-cycles-frontend"
	[ -n "$BE" ] && echo "event=0xd1" > "$D/events/stalled-cycles-backend"
	if [ "$MODE" = intel-tdc ]; then
		for e in total-slots slots-issued slots-retired fetch-bubbles recovery-bubbles; do
			echo "event=0x3c" > "$D/events/topdown-$e"
		done
		echo 4 > "$D/events/topdown-total-slots.scale"
		echo 4 > "$D/events/topdown-recovery-bubbles.scale"
	fi
	case $MODE in intel-td|intel-td2)
		echo "event=0x00,umask=0x4" > "$D/events/slots"
		n=0
		for e in retiring bad-spec fe-bound be-bound; do
			echo "event=0x00,umask=0x8$n" > "$D/events/topdown-$e"; n=$((n + 1))
		done ;;
	esac
	if [ "$MODE" = intel-td2 ]; then
		for e in heavy-ops br-mispredict fetch-lat mem-bound; do
			echo "event=0x00,umask=0x8$n" > "$D/events/topdown-$e"; n=$((n + 1))
		done
	fi
	return 0
}
R=$(mktemp -d)
trap 'rm -rf "$R"' EXIT
mk_cpu "$R"
for p in /sys/bus/event_source/devices/*; do
	[ "$(basename "$p")" = cpu ] || mkdir "$R/$(basename "$p")"
done
unshare -m sh -c '
	set -e
	R=$1; shift
	for p in /sys/bus/event_source/devices/*; do
		n=$(basename "$p")
		[ "$n" = cpu ] || mount --bind "$p" "$R/$n"
	done
	mount --rbind "$R" /sys/bus/event_source/devices
	SHIM=$1 CPUID=$2 PERF=$3; shift 3
	LD_PRELOAD="$SHIM" PERF_CPUID="$CPUID" "$PERF" "$@"' sh "$R" "$SHIM" "$CPUID" "$PERF" "$@"
