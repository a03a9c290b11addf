/*
 * The host probe (include/pmusched/host.h): one reading of what the
 * kernel exposes to perf, under a root directory.  Sources:
 * - core PMUs: /sys/bus/event_source/devices/<pmu>/{type,events,format,caps,
 *   perf_event_mux_interval_ms}; perf treats the PMU of type 4
 *   (PERF_TYPE_RAW) and the hybrid cpu_core/cpu_atom as core PMUs
 *   (tools/perf/util/pmus.c, 6.12);
 * - counters: the boot log's "... generic registers:" and "... fixed-purpose
 *   events:" lines (x86_pmu_show_pmu_cap(), arch/x86/events/core.c), each
 *   hybrid block after "<pmu> PMU driver:" (intel/core.c), and arm_pmu.c's
 *   "enabled with <pmu> PMU driver, N counters available" (N counts the
 *   cycle counter);
 * - "PMU not available due to virtualization, using software events only"
 *   (init_hw_perf_events(), x86) when the guest has no vPMU;
 * - the watchdog: /proc/sys/kernel/nmi_watchdog, the boot log's "Enabled.
 *   Permanently consumes one hw-PMU counter." (kernel/watchdog_perf.c) or
 *   "Perf NMI watchdog permanently disabled", and the kernel config's
 *   CONFIG_HARDLOCKUP_DETECTOR_BUDDY (6.6, 1f423c905a6b: holds no counter);
 * - /proc/sys/kernel/perf_event_paranoid, /proc/self/status CapEff
 *   (CAP_SYS_ADMIN bit 21, CAP_PERFMON bit 38, 5.8);
 * - /sys/devices/system/cpu/smt/active, <pmu>/allow_tsx_force_abort;
 * - CPUID leaf 1 ECX bit 31 and leaf 0x40000000 (the hypervisor's
 *   signature), and "hypervisor" in /proc/cpuinfo's flags.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "internal.h"
#include "../../models/arm64_table.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define HAVE_CPUID 1
#endif

struct probe {
	const char *root;	/* "" for / */
	char path[512];
};

static const char *at(struct probe *p, const char *rel)
{
	snprintf(p->path, sizeof(p->path), "%s%s", p->root, rel);
	return p->path;
}

static int read_int(struct probe *p, const char *rel, int dflt)
{
	FILE *f = fopen(at(p, rel), "r");
	int v;

	if (!f)
		return dflt;
	if (fscanf(f, "%d", &v) != 1)
		v = dflt;
	fclose(f);
	return v;
}

static bool read_line(struct probe *p, const char *rel, char *buf, size_t n)
{
	FILE *f = fopen(at(p, rel), "r");
	bool ok;

	if (!f)
		return false;
	ok = fgets(buf, (int)n, f) != NULL;
	fclose(f);
	if (ok)
		buf[strcspn(buf, "\n")] = '\0';
	return ok;
}

static int by_name(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* Names in a directory, sorted, at most @cap of @len bytes (".scale" and
 * ".unit" companions left out). */
static int list_dir(struct probe *p, const char *rel, char *names, size_t len, int cap)
{
	DIR *dir = opendir(at(p, rel));
	struct dirent *de;
	int n = 0;

	if (!dir)
		return 0;
	while (n < cap && (de = readdir(dir))) {
		const char *dot = strchr(de->d_name, '.');

		if (de->d_name[0] == '.' || strlen(de->d_name) >= len ||
		    (dot && (!strcmp(dot, ".scale") || !strcmp(dot, ".unit") ||
			     !strcmp(dot, ".per-pkg") || !strcmp(dot, ".snapshot"))))
			continue;
		memcpy(names + (size_t)n * len, de->d_name, strlen(de->d_name) + 1);
		n++;
	}
	closedir(dir);
	qsort(names, (size_t)n, len, by_name);
	return n;
}

static bool core_pmu_name(const char *name, int type)
{
	return type == 4 || !strcmp(name, "cpu_core") || !strcmp(name, "cpu_atom") ||
	       !strncmp(name, "armv8_", 6) || !strncmp(name, "armv9_", 6) ||
	       !strncmp(name, "armv7_", 6) ||
	       !strncmp(name, "apple_", 6);
}

static void probe_pmus(struct probe *p, struct pms_host *h)
{
	static char names[64][PMS_HOST_NAME];
	char rel[256];
	int n = list_dir(p, "/sys/bus/event_source/devices", names[0], PMS_HOST_NAME, 64);

	h->sysfs_seen = n > 0;

	for (int i = 0; i < n && h->n_pmus < PMS_HOST_MAX_PMUS; i++) {
		struct pms_host_pmu *u = &h->pmu[h->n_pmus];
		char caps[8] = "";
		int type;

		snprintf(rel, sizeof(rel), "/sys/bus/event_source/devices/%.47s/type", names[i]);
		type = read_int(p, rel, -1);
		if (!core_pmu_name(names[i], type) || strlen(names[i]) >= sizeof(u->name))
			continue;
		memset(u, 0, sizeof(*u));
		memcpy(u->name, names[i], strlen(names[i]) + 1);
		u->type = type;
		u->n_gp = u->n_fixed = -1;
		u->counters_from = "";
		snprintf(rel, sizeof(rel),
			 "/sys/bus/event_source/devices/%.47s/perf_event_mux_interval_ms", names[i]);
		u->mux_interval_ms = read_int(p, rel, -1);
		snprintf(rel, sizeof(rel), "/sys/bus/event_source/devices/%.47s/caps/max_precise",
			 names[i]);
		if (read_line(p, rel, caps, sizeof(caps)) && isdigit((unsigned char)caps[0]))
			u->max_precise = caps[0];
		snprintf(rel, sizeof(rel), "/sys/bus/event_source/devices/%.47s/events", names[i]);
		u->n_events = list_dir(p, rel, u->events[0], PMS_HOST_NAME, PMS_HOST_MAX_EVENTS);
		snprintf(rel, sizeof(rel), "/sys/bus/event_source/devices/%.47s/format", names[i]);
		u->n_formats = list_dir(p, rel, u->formats[0], sizeof(u->formats[0]),
					PMS_HOST_MAX_FORMATS);
		if (h->allow_tfa < 0) {
			snprintf(rel, sizeof(rel),
				 "/sys/bus/event_source/devices/%.47s/allow_tsx_force_abort", names[i]);
			h->allow_tfa = read_int(p, rel, -1);
		}
		h->n_pmus++;
	}
}

static struct pms_host_pmu *pmu_named(struct pms_host *h, const char *name)
{
	for (int i = 0; i < h->n_pmus; i++)
		if (!strcmp(h->pmu[i].name, name))
			return &h->pmu[i];
	return NULL;
}

static int num_after(const char *line, const char *key)
{
	const char *s = strstr(line, key);

	return s ? atoi(s + strlen(key)) : -1;
}

/*
 * arm_pmu.c armpmu_register(): "N counters available" counts the cycle
 * counter (and from 6.12 the instruction counter) with the general ones;
 * 6.12 adds the mask, "N (%*pb)" (bit 31 cycles, bit 32 instructions).
 */
static void arm_counters(const char *s, int v, struct pms_host_pmu *u)
{
	const char *m = strstr(s, " counters available"), *open = strchr(s, '(');
	unsigned long long mask = 0;
	int hex = 0;

	u->n_gp = v - 1;
	u->n_fixed = 1;
	if (!m || !open || open > m)
		return;
	for (const char *q = open + 1; q < m && *q != ')'; q++) {
		if (*q == ',')
			continue;
		if (!isxdigit((unsigned char)*q) || ++hex > 16)
			return;
		mask = mask << 4 | (unsigned long long)(isdigit((unsigned char)*q) ? *q - '0' :
							 (tolower((unsigned char)*q) - 'a' + 10));
	}
	if (!hex)
		return;
	u->n_gp = __builtin_popcountll(mask & 0x7fffffffULL);
	u->n_fixed = __builtin_popcountll(mask >> 31 & 3);
}

/* One boot log line: its PMU and watchdog facts; true when it had any. */
static bool boot_line(const char *line, struct pms_host *h, char *cur, size_t cur_n,
		      int *wd_perf)
{
	struct pms_host_pmu *u;
	const char *s;
	bool any = false;
	int v;

	if (strstr(line, "using software events only") ||
	    strstr(line, "no PMU driver, software events only"))
		h->pmu_log_none = any = true;
	if (strstr(line, "Permanently consumes one hw-PMU counter"))
		*wd_perf = 1, any = true;
	else if (strstr(line, "Perf NMI watchdog permanently disabled"))
		*wd_perf = 0, any = true;
	if ((s = strstr(line, " PMU driver: ")) && s - line >= 8) {
		const char *b = s;

		while (b > line && !isspace((unsigned char)b[-1]) && b[-1] != ']')
			b--;
		if ((size_t)(s - b) < cur_n) {
			memcpy(cur, b, (size_t)(s - b));
			cur[s - b] = '\0';
		}
	}
	if ((v = num_after(line, "... generic registers:")) >= 0 && (u = pmu_named(h, cur))) {
		u->n_gp = v;
		u->counters_from = "boot log";
		any = true;
	}
	if ((v = num_after(line, "... fixed-purpose events:")) >= 0 && (u = pmu_named(h, cur))) {
		u->n_fixed = v;
		u->counters_from = "boot log";
		any = true;
	}
	/* arm_pmu.c: "enabled with armv8_pmuv3_0 PMU driver, 7 counters available" */
	if ((s = strstr(line, "enabled with ")) && strstr(s, " PMU driver, ")) {
		char name[32];

		if (sscanf(s, "enabled with %31s PMU driver, %d", name, &v) == 2 &&
		    (u = pmu_named(h, name)) && v > 0) {
			arm_counters(s, v, u);
			u->counters_from = "boot log";
			any = true;
		}
	}
	return any;
}

/*
 * The kernel's log as /dev/kmsg gives it (Documentation/ABI/testing/
 * dev-kmsg): one record per read(), "PRI,SEQ,TS,FLAGS;message", then
 * continuation lines that start with a space; EPIPE when a record was
 * overwritten, EAGAIN at the end.  Read through stdio, whose buffer holds
 * any record, so a regular file laid out the same way (a test root) reads
 * line by line too.  Bounded by the lines read, so a log that keeps
 * growing cannot hold the probe.
 */
static bool probe_kmsg(struct probe *p, struct pms_host *h, char *cur, size_t cur_n,
		       int *wd_perf)
{
	int fd = open(at(p, "/dev/kmsg"), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
	char line[1024];
	bool any = false;

	if (!f) {
		if (fd >= 0)
			close(fd);
		return false;
	}
	for (int n = 0; n < 1 << 16; n++) {
		const char *semi;

		if (!fgets(line, sizeof(line), f)) {
			if (ferror(f) && errno == EPIPE) {
				clearerr(f);
				continue;
			}
			break;
		}
		semi = strchr(line, ';');
		if (*line != ' ' && semi && isdigit((unsigned char)*line))
			any |= boot_line(semi + 1, h, cur, cur_n, wd_perf);
	}
	fclose(f);
	return any;
}

/*
 * The boot log's PMU and watchdog lines: @file when given, else the
 * running kernel's log (/dev/kmsg, where dmesg_restrict allows), else a
 * saved one (/var/log/dmesg) when the ring has lost the boot lines.
 */
static void probe_boot_log(struct probe *p, const char *file, struct pms_host *h,
			   int *wd_perf)
{
	char line[512], cur[32] = "cpu";
	FILE *f;

	if (!file && probe_kmsg(p, h, cur, sizeof(cur), wd_perf))
		return;
	if (!(f = fopen(file ? file : at(p, "/var/log/dmesg"), "r")))
		return;
	while (fgets(line, sizeof(line), f))
		boot_line(line, h, cur, sizeof(cur), wd_perf);
	fclose(f);
}

/* CONFIG_HARDLOCKUP_DETECTOR_BUDDY=y in /boot/config-<release>: 1, 0, -1. */
static int config_buddy(struct probe *p, const struct pms_host *h, bool *prefer)
{
	char rel[160], line[256];
	FILE *f;
	int buddy = -1;

	if (!h->kernel_release[0])
		return -1;
	snprintf(rel, sizeof(rel), "/boot/config-%s", h->kernel_release);
	if (!(f = fopen(at(p, rel), "r")))
		return -1;
	buddy = 0;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "CONFIG_HARDLOCKUP_DETECTOR_BUDDY=y", 34))
			buddy = 1;
		if (!strncmp(line, "CONFIG_HARDLOCKUP_DETECTOR_PREFER_BUDDY=y", 41))
			*prefer = true;
	}
	fclose(f);
	return buddy;
}

static void probe_watchdog(struct probe *p, struct pms_host *h, int wd_perf)
{
	bool prefer = false, arm = h->model && pms_model_vendor(h->model) == PMS_VENDOR_ARM64;
	int buddy = config_buddy(p, h, &prefer);

	h->nmi_watchdog = read_int(p, "/proc/sys/kernel/nmi_watchdog", -1);
	if (h->nmi_watchdog <= 0)
		h->watchdog = PMS_WATCHDOG_OFF;
	else if (wd_perf == 1 && !prefer)
		h->watchdog = PMS_WATCHDOG_PERF;
	else if (buddy == 1 && (wd_perf == 0 || prefer || arm))
		h->watchdog = PMS_WATCHDOG_BUDDY;
	else if (wd_perf == 0 && buddy == 0)
		h->watchdog = PMS_WATCHDOG_OFF;
	else if (h->n_pmus == 0 && h->pmu_log_none)
		h->watchdog = buddy == 1 ? PMS_WATCHDOG_BUDDY : PMS_WATCHDOG_OFF;
	else
		h->watchdog = PMS_WATCHDOG_UNKNOWN;
}

static void probe_caps(struct probe *p, struct pms_host *h)
{
	FILE *f = fopen(at(p, "/proc/self/status"), "r");
	char line[256];

	h->cap_perfmon = h->cap_sys_admin = -1;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long eff;

		if (sscanf(line, "CapEff: %llx", &eff) == 1) {
			h->cap_sys_admin = (int)(eff >> 21 & 1);
			h->cap_perfmon = (int)(eff >> 38 & 1);
		}
	}
	fclose(f);
}

/* perf's own bound on the CPUs of a map, and x86-64's NR_CPUS bound
 * (NR_CPUS_RANGE_END, arch/x86/Kconfig 7.3.4) */
#define TOPO_MAX_CPUS 8192

static int by_pair(const void *a, const void *b)
{
	const int *x = a, *y = b;

	return x[0] != y[0] ? (x[0] > y[0]) - (x[0] < y[0]) : (x[1] > y[1]) - (x[1] < y[1]);
}

/*
 * The topology perf stat --per-socket/--per-die aggregates over: each
 * online CPU's topology/physical_package_id and topology/die_id
 * (drivers/base/topology.c, 6.1-7.3; read by tools/perf/util/cpumap.c
 * cpu__get_socket_id() and cpu__get_die_id(), where a missing die_id is
 * die 0: aggr_cpu_id__die(), 6.12 and 7.3).  Known only when the sockets
 * are numbered 0..S-1, each with dies 0..D-1 and the same number of CPUs
 * in every die, the layout pms_env describes; else -1 (seen, not
 * describable), 0 when sysfs has no topology.
 */
static void probe_topology(struct probe *p, struct pms_host *h)
{
	char list[4096], rel[96];
	int (*id)[2], *cpus, n = 0;
	int sockets = 0, dies = 0, per_die = 0;

	if (!read_line(p, "/sys/devices/system/cpu/online", list, sizeof(list)))
		return;
	id = malloc(sizeof(*id) * TOPO_MAX_CPUS);
	cpus = malloc(sizeof(*cpus) * TOPO_MAX_CPUS);
	if (!id || !cpus)
		goto out;
	if (pms_cpu_list_parse(list, cpus, TOPO_MAX_CPUS, &n, NULL, NULL) || n == 0) {
		/* a list perf would not read either: seen, not describable */
		h->sockets = h->dies_per_socket = h->cpus_per_die = -1;
		goto out;
	}
	for (int k = 0; k < n; k++) {
		snprintf(rel, sizeof(rel), "/sys/devices/system/cpu/cpu%d/topology/"
			 "physical_package_id", cpus[k]);
		id[k][0] = read_int(p, rel, -1);
		snprintf(rel, sizeof(rel), "/sys/devices/system/cpu/cpu%d/topology/die_id", cpus[k]);
		id[k][1] = read_int(p, rel, 0);
		if (id[k][0] < 0)
			goto out;	/* no topology directory: not known */
		if (id[k][1] < 0)
			id[k][1] = 0;
	}
	h->sockets = h->dies_per_socket = h->cpus_per_die = -1;
	qsort(id, (size_t)n, sizeof(*id), by_pair);
	for (int i = 0, j; i < n; i = j) {	/* one die: id[i..j) */
		for (j = i + 1; j < n && !by_pair(id[j], id[i]); j++)
			;
		if (per_die && j - i != per_die)
			goto uneven;
		per_die = j - i;
		if (i == 0 || id[i][0] != id[i - 1][0]) {	/* a socket begins */
			if (id[i][0] != sockets || id[i][1] != 0 ||
			    (i > 0 && id[i - 1][1] + 1 != (dies ? dies : id[i - 1][1] + 1)))
				goto uneven;
			if (i > 0 && !dies)
				dies = id[i - 1][1] + 1;
			sockets++;
		} else if (id[i][1] != id[i - 1][1] + 1) {
			goto uneven;
		}
	}
	if (dies && id[n - 1][1] + 1 != dies)
		goto uneven;
	h->sockets = sockets;
	h->dies_per_socket = id[n - 1][1] + 1;
	h->cpus_per_die = per_die;
uneven:
out:
	free(id);
	free(cpus);
}

static void probe_cpuinfo(struct probe *p, struct pms_host *h)
{
	FILE *f = fopen(at(p, "/proc/cpuinfo"), "r");
	char line[4096];
	bool flags_seen = false;

	h->tsx = -1;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "processor", 9))
			h->n_cpus++;
		if (strncmp(line, "flags", 5) || flags_seen)
			continue;
		flags_seen = true;
		line[strcspn(line, "\n")] = ' ';
		h->tsx = strstr(line, " rtm ") || strstr(line, " hle ");
		h->cpuinfo_hypervisor = strstr(line, " hypervisor ") != NULL;
	}
	fclose(f);
}

#ifdef HAVE_CPUID
static bool run_cpuid(struct pms_host_cpuid *c)
{
	unsigned eax, ebx, ecx, edx, max_leaf;

	memset(c, 0, sizeof(*c));
	if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx))
		return false;
	max_leaf = eax;
	memcpy(c->vendor, &ebx, 4);
	memcpy(c->vendor + 4, &edx, 4);
	memcpy(c->vendor + 8, &ecx, 4);
	__get_cpuid(1, &eax, &ebx, &ecx, &edx);
	c->family = eax >> 8 & 0xf;
	c->model = eax >> 4 & 0xf;
	c->stepping = eax & 0xf;
	if (c->family == 0xf)
		c->family += eax >> 20 & 0xff;
	if (c->family == 0x6 || c->family >= 0xf)
		c->model |= (eax >> 16 & 0xf) << 4;
	if (ecx >> 31 & 1) {
		__cpuid(0x40000000, eax, ebx, ecx, edx);
		memcpy(c->hypervisor, &ebx, 4);
		memcpy(c->hypervisor + 4, &ecx, 4);
		memcpy(c->hypervisor + 8, &edx, 4);
		for (int i = 0; i < 12; i++)
			if (!isprint((unsigned char)c->hypervisor[i]))
				c->hypervisor[i] = ' ';
		for (int i = 11; i >= 0 && (c->hypervisor[i] == ' ' || !c->hypervisor[i]); i--)
			c->hypervisor[i] = '\0';
		if (!c->hypervisor[0])
			memcpy(c->hypervisor, "unknown", 8);
	}
	if (!strcmp(c->vendor, "GenuineIntel") && max_leaf >= 0x1a &&
	    __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (edx >> 15 & 1)) {
		__get_cpuid_count(0x1a, 0, &eax, &ebx, &ecx, &edx);
		c->core_type = eax >> 24 ? eax : 0;
	}
	return true;
}
#else
static bool run_cpuid(struct pms_host_cpuid *c)
{
	memset(c, 0, sizeof(*c));
	return false;
}
#endif

static void identify(struct probe *p, const struct pms_host_opts *o, struct pms_host *h)
{
	struct pms_diag d;
	enum pms_vendor v;

	pms_diag_clear(&d);
	if (o && o->cpuid) {
		h->cpuid = *o->cpuid;
		h->has_cpuid = true;
	} else if (!o || !o->root || !strcmp(o->root, "/")) {
		h->has_cpuid = run_cpuid(&h->cpuid);
	}
	if (h->has_cpuid) {
		if (!strcmp(h->cpuid.vendor, "GenuineIntel")) {
			v = PMS_VENDOR_INTEL;
		} else if (!strcmp(h->cpuid.vendor, "AuthenticAMD") ||
			   !strcmp(h->cpuid.vendor, "HygonGenuine")) {
			v = PMS_VENDOR_AMD;
		} else {
			h->model_rc = pmsi_diag(&d, PMS_ENOMODEL, PMS_NOPOS, 0,
						"CPU vendor '%s' is not modelled", h->cpuid.vendor);
			goto out;
		}
		h->model_rc = pms_model_identify(v, h->cpuid.family, h->cpuid.model,
						 h->cpuid.stepping,
						 v == PMS_VENDOR_INTEL ? h->cpuid.core_type : 0,
						 &h->model, &h->pmu_model, &d);
		if (h->model_rc == PMS_ENOMODEL && !h->model)
			pmsi_diag(&d, PMS_ENOMODEL, PMS_NOPOS, 0,
				  "this CPU (%s family 0x%x model 0x%02x stepping %u) is not "
				  "modelled", h->cpuid.vendor, h->cpuid.family, h->cpuid.model,
				  h->cpuid.stepping);
	} else {
		/* arm64 (or a faked root): MIDR from sysfs or cpuinfo */
		h->model_rc = pms_model_host_midr(*p->root ? p->root : "/", -1, &h->model,
						  &h->pmu_model, &d);
	}
out:
	if (h->model_rc) {
		h->model = h->pmu_model = NULL;
		pmsi_strlcpy(h->model_msg, d.msg, sizeof(h->model_msg));
	}
}

/*
 * An arm64 MIDR no core row claims, on a machine whose sysfs has a PMUv3
 * (armv8_pmuv3_0 under ACPI, armv8_<core>/armv9_<core> under devicetree):
 * the generic PMUv3 model stands in, and says so.
 */
static void generic_pmuv3(struct pms_host *h)
{
	const struct pms_model *g = pms_model_find("armv8-pmuv3");
	int n = 0;

	if (h->model || h->has_cpuid || h->model_rc != PMS_ENOMODEL || !g)
		return;
	for (int i = 0; i < h->n_pmus; i++)
		n += !strncmp(h->pmu[i].name, "armv8_", 6) || !strncmp(h->pmu[i].name, "armv9_", 6);
	if (n != 1)	/* none, or a big.LITTLE of several unknown cores */
		return;
	h->model = h->pmu_model = g;
	h->model_rc = PMS_OK;
	snprintf(h->model_note, sizeof(h->model_note),
		 "%.120s: the generic PMUv3 model 'armv8-pmuv3' stands in", h->model_msg);
	h->model_msg[0] = '\0';
}

PMS_API int pms_host_probe(const struct pms_host_opts *o, struct pms_host *h, struct pms_diag *d)
{
	struct pms_host_opts oc = { .sz = sizeof(oc) };
	struct probe p;
	int wd_perf = -1;

	if (!h)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no host to fill");
	if (o && pmsi_sz_copy(&oc, sizeof(oc), o, "struct pms_host_opts", d))
		return PMS_EINVAL;
	if (o)	/* an older caller's struct: the fields it lacks stay unset */
		o = &oc;
	memset(h, 0, sizeof(*h));
	h->sz = sizeof(*h);
	p.root = o && o->root && strcmp(o->root, "/") ? o->root : "";
	h->allow_tfa = -1;
	identify(&p, o, h);
	if (read_line(&p, "/proc/sys/kernel/osrelease", h->kernel_release,
		      sizeof(h->kernel_release)) &&
	    pms_kver_parse(h->kernel_release, &h->kver, NULL))
		h->kver = 0;
	probe_cpuinfo(&p, h);
	probe_pmus(&p, h);
	generic_pmuv3(h);
	probe_boot_log(&p, o ? o->boot_log : NULL, h, &wd_perf);
	probe_watchdog(&p, h, wd_perf);
	h->paranoid = read_int(&p, "/proc/sys/kernel/perf_event_paranoid", -99);
	probe_caps(&p, h);
	h->smt_active = read_int(&p, "/sys/devices/system/cpu/smt/active", -1);
	probe_topology(&p, h);
	if (o && o->perf_version_text) {
		snprintf(h->perf_version_text, sizeof(h->perf_version_text), "%s",
			 o->perf_version_text);
		h->perf_version_text[strcspn(h->perf_version_text, "\n")] = '\0';
		if (pms_perf_version_parse(h->perf_version_text, &h->perf_version, NULL))
			h->perf_version = 0;
	}
	return PMS_OK;
}

PMS_API int pms_perf_version_parse(const char *text, uint32_t *out, struct pms_diag *d)
{
	const char *s;
	unsigned maj, min;
	int n = 0;

	if (!text || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no perf version given");
	s = strstr(text, "version ");
	s = s ? s + 8 : text;
	if (sscanf(s, "%u.%u%n", &maj, &min, &n) != 2 || maj < 2 || maj > 99 || min > 999)
		return pmsi_diag(d, PMS_ESYNTAX, (size_t)(s - text), 1,
				 "no perf version in '%s'", text);
	*out = PMS_KVER_RC(maj, min, 999);
	return PMS_OK;
}

static int parse_uint(const char **s, unsigned *out)
{
	char *end;
	unsigned long v = strtoul(*s, &end, 0);

	if (end == *s || v > 0xffffffffu)
		return -1;
	*out = (unsigned)v;
	*s = end;
	return 0;
}

PMS_API int pms_host_cpuid_parse(const char *text, struct pms_host_cpuid *out,
				 struct pms_diag *d)
{
	const char *s = text, *c;
	size_t n;

	if (!text || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no CPUID text");
	memset(out, 0, sizeof(*out));
	c = strchr(s, ':');
	n = c ? (size_t)(c - s) : 0;
	if (!c || n == 0 || n > 12)
		goto bad;
	if (n == 5 && !strncasecmp(s, "intel", 5))
		memcpy(out->vendor, "GenuineIntel", 13);
	else if (n == 3 && !strncasecmp(s, "amd", 3))
		memcpy(out->vendor, "AuthenticAMD", 13);
	else
		memcpy(out->vendor, s, n);
	s = c + 1;
	if (parse_uint(&s, &out->family) || *s != ':')
		goto bad;
	s++;
	if (parse_uint(&s, &out->model))
		goto bad;
	if (*s == ':' && s[1] != ':' && s[1]) {
		s++;
		if (parse_uint(&s, &out->stepping))
			goto bad;
	} else if (*s == ':') {
		s++;
	}
	if (*s == ':' && s[1] != ':' && s[1]) {
		s++;
		if (parse_uint(&s, &out->core_type))
			goto bad;
	} else if (*s == ':') {
		s++;
	}
	if (*s == ':') {
		s++;
		n = strlen(s);
		if (n == 0 || n > 12)
			goto bad;
		memcpy(out->hypervisor, s, n + 1);
		s += n;
	}
	if (*s)
		goto bad;
	return PMS_OK;
bad:
	pmsi_diag(d, PMS_ESYNTAX, (size_t)(s - text), 1, "bad CPUID '%s' at byte %zu", text,
		  (size_t)(s - text));
	pmsi_hint(d, "write VENDOR:FAMILY:MODEL[:STEPPING[:CORE_TYPE[:HYPERVISOR]]], "
		  "e.g. intel:6:0xcf:2::KVMKVMKVM");
	return PMS_ESYNTAX;
}

PMS_API const struct pms_host_pmu *pms_host_core_pmu(const struct pms_host *h, const char *pmu)
{
	if (!h)
		return NULL;
	for (int i = 0; i < h->n_pmus; i++)
		if (!pmu || !strcmp(h->pmu[i].name, pmu))
			return &h->pmu[i];
	return NULL;
}

/* The host PMU model @m runs as: same name, else the PERF_TYPE_RAW one. */
const struct pms_host_pmu *pmsi_host_pmu_of(const struct pms_host *h, const struct pms_model *m)
{
	const struct pms_host_pmu *u = m ? pms_host_core_pmu(h, pms_model_pmu_name(m)) : NULL;

	for (int i = 0; !u && h && i < h->n_pmus; i++)
		if (h->pmu[i].type == 4)
			u = &h->pmu[i];
	return u ? u : pms_host_core_pmu(h, NULL);
}

PMS_API bool pms_host_has_event(const struct pms_host *h, const char *pmu, const char *event)
{
	const struct pms_host_pmu *u = pms_host_core_pmu(h, pmu);

	if (!u || !event)
		return false;
	for (int i = 0; i < u->n_events; i++)
		if (!strcmp(u->events[i], event))
			return true;
	return false;
}

PMS_API bool pms_host_perf_metrics(const struct pms_host *h)
{
	for (int i = 0; h && i < h->n_pmus; i++)
		if (h->pmu[i].type == 4)
			return pms_host_has_event(h, h->pmu[i].name, "slots");
	return false;
}

/*
 * A PMUv3's own figures: PMCR_EL0.N from the boot log, and its common
 * events from sysfs, where the driver lists only those PMCEID has
 * (armv8pmu_event_attr_is_visible(), arm_pmuv3.c 6.12).
 */
static void arm_env(const struct pms_host_pmu *u, struct pms_env *out)
{
	uint64_t bits = 0;

	if (u->n_gp > 0 && u->n_gp <= 31)
		out->arm_counters = (uint8_t)u->n_gp;
	for (int i = 0; i < u->n_events; i++) {
		long ev = pmsi_arm_sysfs_event(u->events[i]);

		if (ev >= 0 && ev < 64)
			bits |= UINT64_C(1) << ev;
	}
	if (bits) {
		out->arm_pmceid = bits;
		out->arm_pmceid_known = true;
	}
}

static void host_env(const struct pms_host *h, struct pms_env *out);

PMS_API void pms_host_env(const struct pms_host *h, struct pms_env *out)
{
	struct pms_env e;

	if (!h || !out || pmsi_env_take(&e, out, NULL))
		return;
	host_env(h, &e);
	pmsi_env_give(out, &e);
}

static void host_env(const struct pms_host *h, struct pms_env *out)
{
	const struct pms_host_pmu *u;

	if (h->kver)
		out->kver = h->kver;
	if (h->smt_active >= 0)
		out->ht = h->smt_active != 0;
	/* the perf-based detector holds a counter; the buddy one and none do not */
	out->nmi_watchdog = h->watchdog == PMS_WATCHDOG_PERF || h->watchdog == PMS_WATCHDOG_UNKNOWN;
	if (h->allow_tfa >= 0)
		out->allow_tfa = h->allow_tfa != 0;
	if (h->tsx >= 0)
		out->no_tsx = !h->tsx;
	/* the sysfs topology: a layout seen but not describable is "not known" */
	if (h->sockets) {
		out->sockets = (uint16_t)(h->sockets > 0 ? h->sockets : 0);
		out->dies_per_socket = (uint16_t)(h->dies_per_socket > 0 ? h->dies_per_socket : 0);
		out->cpus_per_die = (uint16_t)(h->cpus_per_die > 0 ? h->cpus_per_die : 0);
	}
	/* no core PMU at all: a VM without a vPMU (x86) or no PMU driver */
	out->no_pmu = h->n_pmus == 0 && (h->sysfs_seen || h->pmu_log_none);
	u = pmsi_host_pmu_of(h, h->pmu_model);
	if (u && h->pmu_model && pms_model_alloc(h->pmu_model) == PMS_ALLOC_ARM_PMUV3) {
		arm_env(u, out);
		return;
	}
	if (u && h->pmu_model && (u->n_gp >= 0 || u->n_fixed >= 0)) {
		int gp = pms_model_n_gp(h->pmu_model, out), fx = pms_model_n_fixed(h->pmu_model);

		if ((u->n_gp >= 0 && u->n_gp < gp) || (u->n_fixed >= 0 && u->n_fixed < fx)) {
			out->counters_cut = true;
			out->n_gp_cut = (uint8_t)(u->n_gp >= 0 && u->n_gp < gp ? u->n_gp : gp);
			out->n_fixed_cut = (uint8_t)(u->n_fixed >= 0 && u->n_fixed < fx ?
						     u->n_fixed : fx);
		}
	}
}
