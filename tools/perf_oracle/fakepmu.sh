#!/bin/sh
# Run a command (a real perf) in a private mount namespace (root only) that
# sees a fake machine prepared by oracle.py in ROOT:
#   ROOT/devices/      over /sys/bus/event_source/devices: the fake core
#                      PMUs, plus the host's software PMUs bound in
#   ROOT/cpu/          over /sys/devices/system/cpu: online, possible,
#                      present, smt/active and cpuN/topology/*
#   ROOT/nmi_watchdog  over /proc/sys/kernel/nmi_watchdog
# The shim (shim.c, LD_PRELOAD) answers perf_event_open() for the fake PMUs.
# Only for deriving test goldens.
#
# usage: fakepmu.sh ROOT SHIM CPUID CMD ARGS...
set -e
ROOT=$1 SHIM=$2 CPUID=$3
shift 3
for n in software tracepoint breakpoint kprobe uprobe; do
	[ -d "/sys/bus/event_source/devices/$n" ] && mkdir -p "$ROOT/devices/$n"
done
exec unshare -m sh -c '
	set -e
	ROOT=$1 SHIM=$2 CPUID=$3; shift 3
	for n in software tracepoint breakpoint kprobe uprobe; do
		p=/sys/bus/event_source/devices/$n
		[ -d "$p" ] && mount --bind "$p" "$ROOT/devices/$n"
	done
	mount --rbind "$ROOT/devices" /sys/bus/event_source/devices
	mount --bind "$ROOT/cpu" /sys/devices/system/cpu
	mount --bind "$ROOT/nmi_watchdog" /proc/sys/kernel/nmi_watchdog
	LD_PRELOAD="$SHIM" PERF_CPUID="$CPUID" exec "$@"' sh "$ROOT" "$SHIM" "$CPUID" "$@"
