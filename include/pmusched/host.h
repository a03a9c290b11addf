/*
 * The machine perf would run on: one probe of what the kernel exposes
 * (sysfs PMUs, sysctls, capabilities, the watchdog, the boot log's PMU
 * lines) and of the CPU (CPUID), read from a root directory so that a
 * faked tree stands in for a real host.  Everything that asks "what does
 * this host have" (perf stat's default set, predict on the host, doctor)
 * asks this one probe.
 *
 * The probe never runs programs: the installed perf's version comes in as
 * the text `perf --version` printed (the caller runs it).
 */
#ifndef PMUSCHED_HOST_H
#define PMUSCHED_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PMS_HOST_MAX_PMUS	4
#define PMS_HOST_MAX_EVENTS	96
#define PMS_HOST_MAX_FORMATS	32
#define PMS_HOST_NAME		48

/* A CPU's identity as CPUID gives it; a test passes a made-up one. */
struct pms_host_cpuid {
	char vendor[13];	/* "GenuineIntel", "AuthenticAMD" */
	unsigned family;	/* display family (extended family added) */
	unsigned model;		/* display model (extended model added) */
	unsigned stepping;
	unsigned core_type;	/* leaf 0x1A EAX of the probing CPU, 0 when none */
	char hypervisor[13];	/* leaf 0x40000000 signature ("KVMKVMKVM",
				 * "Microsoft Hv", "VMwareVMware"), "" when leaf 1
				 * ECX bit 31 is clear */
};

/* A core PMU in /sys/bus/event_source/devices (cpu, cpu_core, cpu_atom, armv8_*). */
struct pms_host_pmu {
	char name[32];
	int type;		/* its "type" file; 4 (PERF_TYPE_RAW) for x86 "cpu" */
	int n_gp;		/* general-purpose counters, -1 when no source says */
	int n_fixed;		/* fixed counters (x86), -1 when unknown */
	const char *counters_from;	/* static text: "boot log", "" when unknown */
	int mux_interval_ms;	/* perf_event_mux_interval_ms, -1 when absent */
	char max_precise;	/* caps/max_precise as a digit, 0 when absent */
	int n_events;
	char events[PMS_HOST_MAX_EVENTS][PMS_HOST_NAME];	/* events/ entries */
	int n_formats;
	char formats[PMS_HOST_MAX_FORMATS][24];			/* format/ entries */
};

enum pms_watchdog_kind {
	PMS_WATCHDOG_OFF,	/* nmi_watchdog 0, or no hard-lockup detector */
	PMS_WATCHDOG_PERF,	/* perf-based: holds a cycles counter on every CPU */
	PMS_WATCHDOG_BUDDY,	/* buddy detector (6.6+): holds no counter */
	PMS_WATCHDOG_UNKNOWN,	/* nmi_watchdog reads 1, the boot log says nothing */
};

struct pms_host {
	size_t sz;			/* sizeof(struct pms_host) */
	bool has_cpuid;			/* cpuid below is filled */
	struct pms_host_cpuid cpuid;
	bool cpuinfo_hypervisor;	/* "hypervisor" among /proc/cpuinfo's flags */
	int tsx;			/* rtm or hle in the flags: 1, 0; -1 unknown */
	int n_cpus;			/* "processor" lines of /proc/cpuinfo, 0 unknown */
	const struct pms_model *model;	/* the modelled platform, NULL when unknown */
	const struct pms_model *pmu_model;	/* the probing CPU's core PMU */
	int model_rc;			/* PMS_OK, or why model is NULL */
	char model_msg[200];		/* the diagnostic when model is NULL */
	char kernel_release[65];	/* /proc/sys/kernel/osrelease, "" unknown */
	uint32_t kver;			/* parsed from it, 0 when unknown */
	bool pmu_log_none;		/* the boot log says no PMU ("software events
					 * only") */
	bool sysfs_seen;		/* /sys/bus/event_source/devices lists any PMU
					 * (software at least); false: sysfs not visible,
					 * so no PMU cannot be told from no sysfs */
	int n_pmus;			/* core PMUs in sysfs (0: none exposed) */
	struct pms_host_pmu pmu[PMS_HOST_MAX_PMUS];
	int nmi_watchdog;		/* /proc/sys/kernel/nmi_watchdog, -1 absent */
	enum pms_watchdog_kind watchdog;
	int paranoid;			/* perf_event_paranoid, -99 absent (no perf) */
	int cap_perfmon;		/* CapEff bit 38: 1, 0; -1 unknown */
	int cap_sys_admin;		/* CapEff bit 21 */
	int smt_active;			/* /sys/devices/system/cpu/smt/active, -1 absent */
	int allow_tfa;			/* allow_tsx_force_abort of the core PMU, -1 absent */
	char perf_version_text[64];	/* "perf version 6.1.158", "" when not given */
	uint32_t perf_version;		/* PMS_KVER of it, 0 when unknown */
	char model_note[200];		/* what stands in for a CPU not modelled
					 * (an arm64 MIDR no core row claims: the
					 * generic PMUv3), "" when nothing does */
	/* The online CPUs' sysfs topology (cpuN/topology/physical_package_id,
	 * die_id; no die_id is die 0, as perf reads it): sockets, dies in each,
	 * CPUs in each die.  0: sysfs has none; -1: seen, but not sockets
	 * 0..S-1 each with dies 0..D-1 of equal CPU counts. */
	int sockets, dies_per_socket, cpus_per_die;
};

struct pms_host_opts {
	size_t sz;			/* sizeof(struct pms_host_opts) */
	const char *root;		/* NULL or "/": this machine; else a tree
					 * laid out as / is (sys/, proc/, var/log/) */
	const struct pms_host_cpuid *cpuid;	/* NULL: run CPUID (x86 only) */
	const char *perf_version_text;	/* what `perf --version` printed, or NULL */
	const char *boot_log;		/* a dmesg dump; NULL: ROOT/dev/kmsg, else
					 * ROOT/var/log/dmesg */
};
#define PMS_HOST_OPTS_INIT { sizeof(struct pms_host_opts), NULL, NULL, NULL, NULL }

/*
 * pms_host_probe() - read the host.  Missing files are not errors: each
 * field says "unknown" in its own way.  The model is identified from
 * @o->cpuid (or CPUID); an unmodelled CPU leaves model NULL with
 * model_rc/model_msg saying why.
 * @h: caller-allocated; filled (its sz is set).
 * Return: PMS_OK; PMS_EINVAL for a NULL @h or a bad @o.
 */
int pms_host_probe(const struct pms_host_opts *o, struct pms_host *h, struct pms_diag *d);

/*
 * pms_host_profile_parse() - a saved machine profile: the flat JSON object
 * `pmusched doctor --json` prints (keys: cpu_model or vendor/family/model/
 * stepping/core_type, hypervisor, kernel, perf_version, pmu (null: none),
 * pmu_type, gp_counters, fixed_counters, events, mux_interval_ms,
 * nmi_watchdog, watchdog ("perf", "buddy", "off", "unknown"),
 * perf_event_paranoid, cap_perfmon, cap_sys_admin, smt,
 * allow_tsx_force_abort, tsx, n_cpus; others are ignored).  One core PMU.
 * Return: PMS_OK, or PMS_ESYNTAX with the byte offset.
 */
int pms_host_profile_parse(const char *text, struct pms_host *h, struct pms_diag *d);

/*
 * pms_host_from_text() - a host from text recorded on it: @header, the
 * lines perf writes as the perf.data header (`perf report --header-only`:
 * "# os release :", "# perf version :", "# cpuid :", "# pmu mappings:"),
 * and/or @cpuinfo, a /proc/cpuinfo dump (vendor_id, cpu family, model,
 * stepping, flags).  Either may be NULL, and either text may hold both.
 * Paranoid, capabilities and the watchdog are not recorded there: left
 * unknown.  Return: PMS_OK; PMS_ESYNTAX when no CPU identity is found.
 */
int pms_host_from_text(const char *header, const char *cpuinfo, struct pms_host *h,
		       struct pms_diag *d);

/*
 * pms_host_cpuid_parse() - a CPU identity written as
 * "VENDOR:FAMILY:MODEL[:STEPPING[:CORE_TYPE[:HYPERVISOR]]]", numbers in C
 * syntax ("GenuineIntel:6:0xcf:2::KVMKVMKVM").  VENDOR may be "intel" or
 * "amd".  Return: PMS_OK or PMS_ESYNTAX with the position.
 */
int pms_host_cpuid_parse(const char *text, struct pms_host_cpuid *out, struct pms_diag *d);

/*
 * pms_perf_version_parse() - the version in `perf --version`'s output:
 * "perf version 6.1.158", "perf version 6.12.38-1~bpo12+1",
 * "perf version 6.8.12".  Return: PMS_OK or PMS_ESYNTAX.
 */
int pms_perf_version_parse(const char *text, uint32_t *out, struct pms_diag *d);

/* The host's core PMU perf calls @pmu ("cpu", "cpu_core"), or the first
 * core PMU when @pmu is NULL; NULL when sysfs has none. */
const struct pms_host_pmu *pms_host_core_pmu(const struct pms_host *h, const char *pmu);

/*
 * pms_host_has_event() - perf_pmus__have_event(@pmu, @event): the PMU named
 * @pmu lists @event under events/ (perf's default set asks this for
 * stalled-cycles-*, and topdown_sys_has_perf_metrics() asks it for "slots"
 * on the PERF_TYPE_RAW PMU).  False when the PMU is absent.
 */
bool pms_host_has_event(const struct pms_host *h, const char *pmu, const char *event);

/* perf metrics (Ice Lake and later): the core PMU of type 4 lists "slots"
 * (arch/x86/util/topdown.c topdown_sys_has_perf_metrics(), 6.1 and 6.12). */
bool pms_host_perf_metrics(const struct pms_host *h);

/*
 * pms_host_env() - the environment perf would meet on this host: kernel,
 * HT, the NMI watchdog as a counter holder (the buddy detector holds none),
 * allow_tsx_force_abort, TSX, no PMU, and counters cut by a hypervisor.
 * Fields the host does not say keep @out's values.
 */
void pms_host_env(const struct pms_host *h, struct pms_env *out);

/*
 * The conditions of a question as the user chose them; what is left at
 * the default (kver 0, -1 elsewhere) is decided by pms_env_choose().
 * Initialise with PMS_ENV_CHOICE_INIT; @sz follows the one rule of
 * pmusched.h (smaller: the defaults; larger: a zero tail).
 */
struct pms_env_choice {
	size_t sz;			/* sizeof(struct pms_env_choice) */
	uint32_t kver;			/* PMS_KVER(); 0: the default */
	int ht, nmi_watchdog, allow_tfa, tsx;	/* 1 or 0; -1: the default */
	uint8_t arm_counters;		/* PMCR_EL0.N; 0: the host's, else the model's */
	int arm_pmuv3p5;		/* 1 or 0; -1: the model's */
	/* the machine's topology (perf stat --per-socket/--per-die), each
	 * 1..8192; 0: the default */
	int sockets, dies_per_socket, cpus_per_die;
};
#define PMS_ENV_CHOICE_INIT { .sz = sizeof(struct pms_env_choice), .ht = -1, \
			      .nmi_watchdog = -1, .allow_tfa = -1, .tsx = -1, .arm_pmuv3p5 = -1 }

/*
 * pms_env_choose() - the one policy for the conditions of a question, which
 * the CLI's options and the query API (query.h) share.  What @c leaves at
 * the default:
 *   kernel     the running one (@h->kver), else PMS_KVER_NEWEST;
 *   HT, the NMI watchdog, allow_tsx_force_abort, TSX, no PMU, counters cut
 *   by a hypervisor, arm64's counters and common events
 *              @h's (pms_host_env()) when @host_cpu (the question is about
 *              the host's own CPU); else HT on, the watchdog on (off on
 *              arm64, where the perf hard-lockup detector needs pseudo-NMI,
 *              docs/arm64.md), allow_tsx_force_abort 1 (its sysfs default),
 *              TSX as the model has it;
 *   topology   each of sockets, dies per socket, CPUs per die on its own:
 *              @h's sysfs figure when @host_cpu (0, not known, when sysfs
 *              shows a layout pms_env cannot describe); else 1 socket,
 *              1 die, CPUs per die not known (0).
 * @m: the model asked about (NULL: taken as x86); @h: the probed host, or
 * NULL (then @host_cpu is ignored); @c: NULL for every default.
 * Return: PMS_OK; PMS_EINVAL (@out NULL, or a bad @c->sz, @d saying which).
 */
int pms_env_choose(const struct pms_model *m, const struct pms_host *h, bool host_cpu,
		   const struct pms_env_choice *c, struct pms_env *out, struct pms_diag *d);

enum pms_host_verdict {
	PMS_HOST_CAN = 0,	/* hardware events count */
	PMS_HOST_PARTLY = 1,	/* some count: fewer counters, one held, or
				 * kernel-only / user-only limits */
	PMS_HOST_CANNOT = 2,	/* no hardware event counts here */
};

/* One finding about the host: what, and the one fix. */
struct pms_host_finding {
	enum pms_host_verdict level;	/* how much it takes away */
	const char *code;		/* stable word: "no-pmu", "paranoid", ... */
	char what[200];
	char fix[200];
};

/*
 * pms_host_diagnose() - what this host can count and why not, at most
 * @cap findings, the worst first.  Return: the verdict (the worst level).
 */
enum pms_host_verdict pms_host_diagnose(const struct pms_host *h, struct pms_host_finding *out,
					int cap, int *n_out);

#ifdef __cplusplus
}
#endif
#endif
