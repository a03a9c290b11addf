/*
 * The fake hosts (fake_hosts.h).  Each carries the files the kernel of that
 * kind of machine exposes:
 * - emr-vm: an Emerald Rapids KVM guest without a vPMU: no "cpu" PMU, the
 *   boot log of init_hw_perf_events() ("PMU not available due to
 *   virtualization, using software events only") and of
 *   kernel/watchdog_perf.c ("Perf NMI watchdog permanently disabled");
 * - zen4-vm: the same on a Zen 4 guest;
 * - spr: a Sapphire Rapids host with its PMU: "cpu" of type 4 with slots and
 *   the eight topdown-* events (arch/x86/events/intel/core.c
 *   td_attr/tdl2 attributes), x86_pmu_show_pmu_cap()'s "generic registers: 8"
 *   and "fixed-purpose events: 4", the perf watchdog enabled;
 * - spr-2of8: the same PMU passed through with 2 general counters;
 * - spr-container: paranoid 3 and no capability (Debian's kernel refuses
 *   unprivileged perf_event_open() then);
 * - spr-kmsg: the boot log from /dev/kmsg, beside a stale saved one;
 * - adl-laptop: an Alder Lake laptop: cpu_core (type 4, slots and topdown)
 *   and cpu_atom, the buddy watchdog (CONFIG_HARDLOCKUP_DETECTOR_BUDDY and
 *   _PREFER_BUDDY, 6.6);
 * - masked-sys: a container with /sys masked;
 * - skl-tfa: a Skylake desktop at allow_tsx_force_abort 0 (GP3 taken);
 * - arm-unknown: an arm64 server whose core no row claims;
 * - n1-metal: an arm64 Neoverse N1 server (MIDR 0x413fd0c1) with its PMU.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "pmusched/pmusched.h"
#include "fake_hosts.h"

#define SW_PMUS \
	"sys/bus/event_source/devices/software/type\n1\n", \
	"sys/bus/event_source/devices/tracepoint/type\n2\n", \
	"sys/bus/event_source/devices/breakpoint/type\n5\n", \
	"sys/bus/event_source/devices/msr/type\n9\n"
#define CAPS_NONE "proc/self/status\nName:\tperf\nCapEff:\t0000000000000000\n"
#define CAPS_PERFMON "proc/self/status\nName:\tperf\nCapEff:\t0000004000000000\n"
#define INTEL_FORMAT(p) \
	"sys/bus/event_source/devices/" p "/format/event\nconfig:0-7\n", \
	"sys/bus/event_source/devices/" p "/format/umask\nconfig:8-15\n", \
	"sys/bus/event_source/devices/" p "/format/cmask\nconfig:24-31\n"
#define CORE_EVENTS(p) \
	"sys/bus/event_source/devices/" p "/events/cpu-cycles\nevent=0x3c\n", \
	"sys/bus/event_source/devices/" p "/events/instructions\nevent=0xc0\n", \
	"sys/bus/event_source/devices/" p "/events/branch-instructions\nevent=0xc4\n", \
	"sys/bus/event_source/devices/" p "/events/branch-misses\nevent=0xc5\n", \
	"sys/bus/event_source/devices/" p "/events/ref-cycles\nevent=0x00,umask=0x03\n"
#define TOPDOWN(p) \
	"sys/bus/event_source/devices/" p "/events/slots\nevent=0x00,umask=0x4\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-retiring\nevent=0x00,umask=0x80\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-bad-spec\nevent=0x00,umask=0x81\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-fe-bound\nevent=0x00,umask=0x82\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-be-bound\nevent=0x00,umask=0x83\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-heavy-ops\nevent=0x00,umask=0x84\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-br-mispredict\nevent=0x00,umask=0x85\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-fetch-lat\nevent=0x00,umask=0x86\n", \
	"sys/bus/event_source/devices/" p "/events/topdown-mem-bound\nevent=0x00,umask=0x87\n"
#define CPUINFO(flags) "proc/cpuinfo\nprocessor\t: 0\nflags\t\t: fpu " flags " lm\n\n" \
	"processor\t: 1\nflags\t\t: fpu " flags " lm\n"
#define PERF61 "usr/bin/perf\n#!/bin/sh\necho perf version 6.1.99\n"

static const char *const emr_vm[] = {
	SW_PMUS, CAPS_NONE, CPUINFO("hypervisor"), PERF61,
	"proc/sys/kernel/osrelease\n6.18.0-1-cloud-amd64\n",
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	"sys/devices/system/cpu/smt/active\n0\n",
	"var/log/dmesg\n[    0.211553] Performance Events: PMU not available due to "
	"virtualization, using software events only.\n[    0.211553] NMI watchdog: Perf NMI "
	"watchdog permanently disabled\n",
	NULL,
};

static const char *const zen4_vm[] = {
	SW_PMUS, CAPS_NONE, CPUINFO("hypervisor"), PERF61,
	"proc/sys/kernel/osrelease\n6.12.0-55.el10.x86_64\n",
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	"var/log/dmesg\n[    0.2] Performance Events: PMU not available due to "
	"virtualization, using software events only.\n",
	NULL,
};

#define SPR_COMMON \
	SW_PMUS, INTEL_FORMAT("cpu"), CORE_EVENTS("cpu"), TOPDOWN("cpu"), PERF61, \
	"sys/bus/event_source/devices/cpu/type\n4\n", \
	"sys/bus/event_source/devices/cpu/caps/max_precise\n3\n", \
	"sys/bus/event_source/devices/cpu/perf_event_mux_interval_ms\n16\n", \
	"proc/sys/kernel/osrelease\n6.8.0-45-generic\n", \
	"sys/devices/system/cpu/smt/active\n1\n"

static const char *const spr[] = {
	SPR_COMMON, CAPS_PERFMON, CPUINFO("rtm"),
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n1\n",
	"var/log/dmesg\n[    0.3] Performance Events: XSAVE Architectural LBR, PEBS "
	"fmt4+-baseline,  AnyThread deprecated, Sapphire Rapids events, 32-deep LBR, full-width "
	"counters, Intel PMU driver.\n[    0.3] ... version:                5\n[    0.3] ... "
	"generic registers:      8\n[    0.3] ... fixed-purpose events:   4\n[    0.4] NMI "
	"watchdog: Enabled. Permanently consumes one hw-PMU counter.\n",
	NULL,
};

static const char *const spr_2of8[] = {
	SPR_COMMON, CAPS_NONE, CPUINFO("hypervisor"),
	"proc/sys/kernel/perf_event_paranoid\n1\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	"var/log/dmesg\n[    0.3] ... version:                2\n[    0.3] ... "
	"generic registers:      2\n[    0.3] ... fixed-purpose events:   3\n",
	NULL,
};

/*
 * The running kernel's log (/dev/kmsg records, "PRI,SEQ,TS,FLAGS;text",
 * continuation lines indented) says 6 general counters and the watchdog
 * off; a stale saved log says otherwise: the running one wins.
 */
static const char *const spr_kmsg[] = {
	SPR_COMMON, CAPS_PERFMON, CPUINFO("rtm"),
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	"dev/kmsg\n6,300,300000,-;Performance Events: XSAVE Architectural LBR, Sapphire Rapids "
	"events, full-width counters, Intel PMU driver.\n SUBSYSTEM=cpu\n"
	"6,301,300001,-;... version:                5\n"
	"6,302,300002,-;... generic registers:      6\n"
	"6,303,300003,-;... fixed-purpose events:   4\n"
	"4,304,400000,-;NMI watchdog: Perf NMI watchdog permanently disabled\n",
	"var/log/dmesg\n[    0.3] ... generic registers:      8\n[    0.4] NMI "
	"watchdog: Enabled. Permanently consumes one hw-PMU counter.\n",
	NULL,
};

static const char *const spr_container[] = {
	SPR_COMMON, CAPS_NONE, CPUINFO("rtm"),
	"proc/sys/kernel/perf_event_paranoid\n3\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	NULL,
};

static const char *const adl_laptop[] = {
	SW_PMUS, CAPS_PERFMON, CPUINFO(""), PERF61,
	INTEL_FORMAT("cpu_core"), CORE_EVENTS("cpu_core"), TOPDOWN("cpu_core"),
	INTEL_FORMAT("cpu_atom"), CORE_EVENTS("cpu_atom"),
	"sys/bus/event_source/devices/cpu_core/type\n4\n",
	"sys/bus/event_source/devices/cpu_atom/type\n10\n",
	"proc/sys/kernel/osrelease\n6.12.9-200.fc41.x86_64\n",
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n1\n",
	"sys/devices/system/cpu/smt/active\n1\n",
	"boot/config-6.12.9-200.fc41.x86_64\nCONFIG_HARDLOCKUP_DETECTOR=y\n"
	"CONFIG_HARDLOCKUP_DETECTOR_PERF=y\nCONFIG_HARDLOCKUP_DETECTOR_BUDDY=y\n"
	"CONFIG_HARDLOCKUP_DETECTOR_PREFER_BUDDY=y\n",
	"var/log/dmesg\n[    0.3] cpu_core PMU driver: \n[    0.3] ... generic registers:      8\n"
	"[    0.3] ... fixed-purpose events:   4\n[    0.3] cpu_atom PMU driver: \n[    0.3] "
	"... generic registers:      6\n[    0.3] ... fixed-purpose events:   3\n",
	NULL,
};

/* a container with /sys masked: nothing under /sys/bus/event_source */
static const char *const masked_sys[] = {
	CAPS_NONE, CPUINFO(""),
	"proc/sys/kernel/osrelease\n6.1.0-18-amd64\n",
	"proc/sys/kernel/perf_event_paranoid\n1\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	NULL,
};

/*
 * An arm64 server whose core has no row (MIDR part 0xd0b), with an ACPI
 * PMUv3 of 4 general counters (the boot log line of arm_pmu.c
 * armpmu_register(), 6.12: count and mask) that implements five common
 * events (sysfs lists only those PMCEID has, armv8pmu_event_attr_is_visible()).
 */
#define ARM_PMU "sys/bus/event_source/devices/armv8_pmuv3_0/"
static const char *const arm_unknown[] = {
	CAPS_NONE, SW_PMUS,
	"sys/devices/system/cpu/cpu0/regs/identification/midr_el1\n0x00000000414fd0b1\n",
	"sys/devices/system/cpu/cpu1/regs/identification/midr_el1\n0x00000000414fd0b1\n",
	"proc/sys/kernel/osrelease\n6.12.0-1-arm64\n",
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	ARM_PMU "type\n8\n",
	ARM_PMU "format/event\nconfig:0-15\n",
	ARM_PMU "events/cpu_cycles\nevent=0x0011\n",
	ARM_PMU "events/inst_retired\nevent=0x0008\n",
	ARM_PMU "events/l1d_cache\nevent=0x0004\n",
	ARM_PMU "events/l1d_cache_refill\nevent=0x0003\n",
	ARM_PMU "events/br_mis_pred\nevent=0x0010\n",
	"var/log/dmesg\n[    0.412] hw perfevents: enabled with armv8_pmuv3_0 PMU driver, "
	"5 (0,8000000f) counters available\n",
	NULL,
};

/*
 * A Skylake desktop whose microcode has the TSX erratum workaround, left
 * at its default allow_tsx_force_abort=0: the kernel keeps general counter
 * 3 from perf (intel/core.c tfa_get_event_constraints(), 5.1+); the
 * attribute sits in the cpu PMU's directory (intel_pmu_attrs, 6.1).
 */
static const char *const skl_tfa[] = {
	SW_PMUS, INTEL_FORMAT("cpu"), CORE_EVENTS("cpu"), CAPS_NONE, CPUINFO("rtm"), PERF61,
	"sys/bus/event_source/devices/cpu/type\n4\n",
	"sys/bus/event_source/devices/cpu/allow_tsx_force_abort\n0\n",
	"proc/sys/kernel/osrelease\n6.1.0-18-amd64\n",
	"proc/sys/kernel/perf_event_paranoid\n1\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	"sys/devices/system/cpu/smt/active\n1\n",
	"var/log/dmesg\n[    0.2] ... generic registers:      4\n[    0.2] ... "
	"fixed-purpose events:   3\n",
	NULL,
};

/*
 * An arm64 Neoverse N1 server (Graviton2 metal, Altra): MIDR part 0xd0c,
 * the ACPI PMUv3 armv8_pmuv3_0 with 6 general counters and the cycle
 * counter (arm_pmu.c armpmu_register()'s line before 6.12: "7 counters
 * available"), the perf watchdog off (arm64 has none without pseudo-NMI).
 */
static const char *const n1_metal[] = {
	CAPS_NONE, SW_PMUS, PERF61,
	"sys/devices/system/cpu/cpu0/regs/identification/midr_el1\n0x00000000413fd0c1\n",
	"sys/devices/system/cpu/cpu1/regs/identification/midr_el1\n0x00000000413fd0c1\n",
	"proc/sys/kernel/osrelease\n6.1.0-27-arm64\n",
	"proc/sys/kernel/perf_event_paranoid\n2\n",
	"proc/sys/kernel/nmi_watchdog\n0\n",
	ARM_PMU "type\n8\n",
	ARM_PMU "format/event\nconfig:0-15\n",
	ARM_PMU "events/cpu_cycles\nevent=0x0011\n",
	ARM_PMU "events/inst_retired\nevent=0x0008\n",
	ARM_PMU "events/br_mis_pred\nevent=0x0010\n",
	ARM_PMU "events/br_retired\nevent=0x0021\n",
	ARM_PMU "events/l1d_cache\nevent=0x0004\n",
	ARM_PMU "events/l1d_cache_refill\nevent=0x0003\n",
	"var/log/dmesg\n[    0.412] hw perfevents: enabled with armv8_pmuv3_0 PMU driver, "
	"7 counters available\n",
	NULL,
};

const struct t_fake_host t_fake_hosts[] = {
	{ "emr-vm", "intel:6:0xcf:2::KVMKVMKVM", "Emerald Rapids KVM guest, no vPMU", emr_vm },
	{ "zen4-vm", "amd:0x19:0x11:1::KVMKVMKVM", "Zen 4 KVM guest, no vPMU", zen4_vm },
	{ "spr", "intel:6:0x8f:8", "Sapphire Rapids with its PMU, perf watchdog", spr },
	{ "spr-2of8", "intel:6:0x8f:8::KVMKVMKVM", "Sapphire Rapids VM, 2 of 8 counters",
	  spr_2of8 },
	{ "spr-container", "intel:6:0x8f:8", "container, perf_event_paranoid 3", spr_container },
	{ "spr-kmsg", "intel:6:0x8f:8", "Sapphire Rapids, boot log in /dev/kmsg", spr_kmsg },
	{ "adl-laptop", "intel:6:0x97:2:0x40", "Alder Lake laptop, hybrid, buddy watchdog",
	  adl_laptop },
	{ "masked-sys", "intel:6:0x8f:8", "container with /sys masked", masked_sys },
	{ "skl-tfa", "intel:6:0x5e:3", "Skylake, allow_tsx_force_abort 0 (GP3 taken)", skl_tfa },
	{ "arm-unknown", NULL, "arm64, an unmodelled core with a PMUv3", arm_unknown },
	{ "n1-metal", NULL, "arm64 Neoverse N1 with its PMU", n1_metal },
};
const size_t t_n_fake_hosts = sizeof(t_fake_hosts) / sizeof(t_fake_hosts[0]);

const struct t_fake_host *t_fake_host(const char *name)
{
	for (size_t i = 0; name && i < t_n_fake_hosts; i++)
		if (!strcmp(t_fake_hosts[i].name, name))
			return &t_fake_hosts[i];
	return NULL;
}

int t_fake_host_add(const char *root, const char *spec)
{
	char path[512];
	const char *nl = strchr(spec, '\n');
	FILE *f;

	if (!nl)
		return -1;
	snprintf(path, sizeof(path), "%s/%.*s", root, (int)(nl - spec), spec);
	for (char *s = path + strlen(root) + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		mkdir(path, 0755);
		*s = '/';
	}
	if (!(f = fopen(path, "w")))
		return -1;
	fputs(nl + 1, f);
	fclose(f);
	if (strstr(path, "/usr/bin/"))
		chmod(path, 0755);
	return 0;
}

int t_fake_host_lay(const struct t_fake_host *f, char *root, size_t n)
{
	if (!f || n < 24)
		return -1;
	snprintf(root, n, "/tmp/pms-host-XXXXXX");
	if (!mkdtemp(root))
		return -1;
	for (const char *const *s = f->files; *s; s++)
		if (t_fake_host_add(root, *s))
			return -1;
	return 0;
}

void t_fake_host_remove(const char *root)
{
	char cmd[300];

	if (!root || strncmp(root, "/tmp/pms-host-", 14) || strchr(root, '\''))
		return;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
	if (system(cmd) != 0)
		fprintf(stderr, "cannot remove %s\n", root);
}

const char *t_fake_host_current(void)
{
	const char *name = getenv("PMS_TEST_HOST");

	return t_fake_host(name) ? name : NULL;
}

void t_fake_host_restore(void)
{
	const struct t_fake_host *f = t_fake_host(t_fake_host_current());
	const char *root = getenv("PMS_TEST_HOST_ROOT");

	if (f && root && *root) {
		setenv("PMUSCHED_HOST_ROOT", root, 1);
		if (f->cpuid)
			setenv("PMUSCHED_HOST_CPUID", f->cpuid, 1);
		else
			unsetenv("PMUSCHED_HOST_CPUID");
	} else {
		unsetenv("PMUSCHED_HOST_ROOT");
		unsetenv("PMUSCHED_HOST_CPUID");
	}
}

const char *t_fake_host_unmeasurable(void)
{
	static struct pms_host fake, real;
	static char why[200];
	const char *root = getenv("PMUSCHED_HOST_ROOT"), *cpuid = getenv("PMUSCHED_HOST_CPUID");
	struct pms_host_opts o = PMS_HOST_OPTS_INIT;
	struct pms_host_cpuid id;
	bool same;

	if (!root || !*root)
		return NULL;
	o.root = root;
	if (cpuid && *cpuid) {
		if (pms_host_cpuid_parse(cpuid, &id, NULL))
			return "PMUSCHED_HOST_CPUID does not parse";
		o.cpuid = &id;
	}
	if (pms_host_probe(&o, &fake, NULL) || pms_host_probe(NULL, &real, NULL))
		return "the host probe failed";
	same = fake.n_pmus == real.n_pmus && fake.sysfs_seen == real.sysfs_seen;
	for (int i = 0; same && i < fake.n_pmus; i++)
		same = !strcmp(fake.pmu[i].name, real.pmu[i].name);
	if (same)
		return NULL;
	snprintf(why, sizeof(why), "the faked host has %d core PMU(s)%s, this machine's kernel %d: "
		 "a count here cannot show what the fake promises", fake.n_pmus,
		 fake.sysfs_seen ? "" : " (no sysfs)", real.n_pmus);
	return why;
}
