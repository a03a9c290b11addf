#!/bin/busybox sh
# The oracle guest's init: mounts, waits for the boot's own work to end,
# prints the header, runs /cmds/list, powers off.
/bin/busybox --install -s /bin
export PATH=/bin:/usr/bin:/sbin
export LD_LIBRARY_PATH=/lib/aarch64-linux-gnu
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev 2>/dev/null
mount -t tmpfs tmp /tmp
mux=$(sed -n 's/.*oracle\.mux=\([^ ]*\).*/\1/p' /proc/cmdline)
settle=$(sed -n 's/.*oracle\.settle=\([^ ]*\).*/\1/p' /proc/cmdline)
pmu=$(ls -d /sys/bus/event_source/devices/armv8_* 2>/dev/null | head -1)
export PMU=${pmu##*/}
if [ "$mux" != "-" ] && [ -n "$pmu" ]; then
	echo "$mux" > "$pmu/perf_event_mux_interval_ms"
fi
# 7.x runs the crypto self-tests in kernel threads after boot: wait until
# no cryptomgr thread is left, then for the settle time.
i=0
while [ $i -lt 600 ] && grep -qs cryptomgr /proc/[0-9]*/comm; do
	sleep 0.1; i=$((i + 1))
done
[ "${settle:-0}" != 0 ] && sleep "$settle"
echo "### ORACLE BEGIN"
echo "# kernel: $(uname -r) $(uname -v)"
echo "# perf: $(perf --version 2>&1)"
echo "# midr: $(cat /sys/devices/system/cpu/cpu0/regs/identification/midr_el1 2>/dev/null)"
echo "# cpus: $(cat /sys/devices/system/cpu/online)"
grep -qw nohlt /proc/cmdline && echo "# idle_poll: nohlt on the kernel command line"
echo "# pmu: ${pmu##*/} type $(cat $pmu/type 2>/dev/null)"
dmesg | grep -i 'hw perfevents' | sed 's/^\[[^]]*\] */# dmesg: /'
echo "# mux_interval_ms: $(cat $pmu/perf_event_mux_interval_ms 2>/dev/null)"
echo "# nmi_watchdog: $(cat /proc/sys/kernel/nmi_watchdog 2>/dev/null)"
echo "# hardlockup: $(dmesg | grep -i -m1 'lockup detector\|hardlockup' | sed 's/^\[[^]]*\] *//')"
echo "# caps: $(for c in $pmu/caps/*; do [ -f $c ] && echo -n "${c##*/}=$(cat $c) "; done)"
echo "# perf_event_paranoid: $(cat /proc/sys/kernel/perf_event_paranoid)"
echo "# events: $(ls $pmu/events 2>/dev/null | tr '\n' ' ')"
n=0
while IFS= read -r line; do
	case "$line" in ''|'#'*) continue ;; esac
	n=$((n + 1))
	echo "### CMD $n: $line"
	sh -c "$line" 2>&1
	echo "### RC $n: $?"
done < /cmds/list
echo "### ORACLE END"
poweroff -f
