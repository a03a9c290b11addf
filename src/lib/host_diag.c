/*
 * What a probed host can count and why not (pms_host_diagnose()): the
 * causes users meet on VMs, containers and laptops, each with its one fix.
 * - no core PMU in sysfs: init_hw_perf_events() found no usable PMU (x86
 *   guests without a vPMU log "PMU not available due to virtualization");
 *   every hardware event then fails with ENOENT;
 * - perf_event_paranoid (kernel/events/core.c perf_event_open(): 2 keeps
 *   unprivileged users to user space; Debian's and Ubuntu's 3 refuses them
 *   outright), unless CAP_PERFMON (5.8, 980737282232) or CAP_SYS_ADMIN;
 * - fewer counters than the part has: the guest's CPUID leaf 0xA (Intel)
 *   or the hypervisor's PerfCtrExtCore (AMD) enumerates what is passed;
 * - the perf-based NMI watchdog pins a cycles event on every CPU (Intel:
 *   fixed counter 1; AMD: a general counter); the buddy detector (6.6)
 *   holds none;
 * - allow_tsx_force_abort=0 keeps PMC3 from perf on Skylake-family parts
 *   with the TSX erratum (intel/core.c tfa_get_event_constraints()).
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"

struct acc {
	struct pms_host_finding *out;
	int cap, n;
	enum pms_host_verdict worst;
};

static struct pms_host_finding *add(struct acc *a, enum pms_host_verdict level, const char *code)
{
	static struct pms_host_finding sink;
	struct pms_host_finding *f = a->n < a->cap ? &a->out[a->n] : &sink;

	if (level > a->worst)
		a->worst = level;
	a->n += a->n < a->cap;
	memset(f, 0, sizeof(*f));
	f->level = level;
	f->code = code;
	return f;
}

static void no_pmu(struct acc *a, const struct pms_host *h)
{
	struct pms_host_finding *f = add(a, PMS_HOST_CANNOT, "no-pmu");
	bool vm = h->cpuid.hypervisor[0] || h->cpuinfo_hypervisor;

	if (vm)
		snprintf(f->what, sizeof(f->what),
			 "no hardware PMU: this is a VM (%s) without a virtual PMU; hardware "
			 "events fail with ENOENT and perf prints <not supported>",
			 h->cpuid.hypervisor[0] ? h->cpuid.hypervisor : "hypervisor flag");
	else
		snprintf(f->what, sizeof(f->what),
			 "no hardware PMU: the kernel registered no core PMU%s; hardware events "
			 "fail with ENOENT and perf prints <not supported>",
			 h->pmu_log_none ? " (boot log: software events only)" : "");
	snprintf(f->fix, sizeof(f->fix), "%s",
		 vm ? "give the guest a vPMU (QEMU/KVM: -cpu host with pmu=on; libvirt: "
		      "<pmu state='on'/>; cloud: an instance family that exposes one), or "
		      "count software events only" :
		      "boot a kernel with the CPU's PMU driver, or count software events only");
}

static void permission(struct acc *a, const struct pms_host *h)
{
	struct pms_host_finding *f;
	bool priv = h->cap_perfmon == 1 || h->cap_sys_admin == 1;

	if (h->paranoid == -99) {
		f = add(a, PMS_HOST_CANNOT, "no-perf-events");
		snprintf(f->what, sizeof(f->what),
			 "no /proc/sys/kernel/perf_event_paranoid: the kernel has no perf "
			 "events, or /proc is not this host's");
		snprintf(f->fix, sizeof(f->fix),
			 "run on a kernel built with CONFIG_PERF_EVENTS, with the host's /proc");
		return;
	}
	if (priv || h->paranoid < 2)
		return;
	if (h->paranoid >= 3) {
		f = add(a, PMS_HOST_CANNOT, "paranoid");
		snprintf(f->what, sizeof(f->what),
			 "permission: perf_event_paranoid is %d and neither CAP_PERFMON nor "
			 "CAP_SYS_ADMIN is held; Debian and Ubuntu kernels refuse every "
			 "perf_event_open() then (EACCES)", h->paranoid);
	} else {
		f = add(a, PMS_HOST_PARTLY, "paranoid");
		snprintf(f->what, sizeof(f->what),
			 "permission: perf_event_paranoid is 2 and no CAP_PERFMON: user space "
			 "only (events need :u), no -a, no kernel counts");
	}
	snprintf(f->fix, sizeof(f->fix),
		 "sysctl kernel.perf_event_paranoid=1 on the host (containers share it), or "
		 "grant CAP_PERFMON (setcap cap_perfmon+ep on perf; docker --cap-add PERFMON)");
}

static void counters(struct acc *a, const struct pms_host *h, const struct pms_host_pmu *u)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	const struct pms_model *pm = h->pmu_model;
	int gp, fx;
	struct pms_host_finding *f;

	/* a hybrid part: each core PMU against its own model */
	if (h->model && pms_model_is_hybrid(h->model))
		pm = pms_model_pmu_find(h->model, u->name);
	if (!pm || (u->n_gp < 0 && u->n_fixed < 0))
		return;
	pms_host_env(h, &env);
	env.counters_cut = false;
	gp = pms_model_n_gp(pm, &env);
	fx = pms_model_n_fixed(pm);
	if ((u->n_gp < 0 || u->n_gp >= gp) && (u->n_fixed < 0 || u->n_fixed >= fx))
		return;
	f = add(a, u->n_gp == 0 && u->n_fixed <= 0 ? PMS_HOST_CANNOT : PMS_HOST_PARTLY,
		"counters-cut");
	snprintf(f->what, sizeof(f->what),
		 "the PMU is passed through with %d of %d general counters and %d of %d "
		 "fixed (%s; %s has %d and %d)", u->n_gp >= 0 ? u->n_gp : gp, gp,
		 u->n_fixed >= 0 ? u->n_fixed : fx, fx, u->counters_from,
		 pms_model_name(pm), gp, fx);
	snprintf(f->fix, sizeof(f->fix),
		 "group at most %d events, or use an instance size or vPMU setting that passes "
		 "the whole PMU (predict on this host already counts with %d)",
		 u->n_gp >= 0 ? u->n_gp : gp, u->n_gp >= 0 ? u->n_gp : gp);
}

static void watchdog(struct acc *a, const struct pms_host *h)
{
	bool intel = h->pmu_model && pms_model_vendor(h->pmu_model) == PMS_VENDOR_INTEL;
	const char *held = intel && pms_model_n_fixed(h->pmu_model) >= 2 ?
			   "fixed counter 1 (FIXED1, cycles)" : "one general counter (cycles)";
	struct pms_host_finding *f;

	switch (h->watchdog) {
	case PMS_WATCHDOG_PERF:
	case PMS_WATCHDOG_UNKNOWN:
		f = add(a, PMS_HOST_PARTLY, "watchdog");
		snprintf(f->what, sizeof(f->what), "%s NMI watchdog holds %s on every CPU%s",
			 h->watchdog == PMS_WATCHDOG_PERF ? "the perf-based" : "the",
			 held, h->watchdog == PMS_WATCHDOG_PERF ? "" :
			 " (assumed: nmi_watchdog is on or unknown, and neither the boot log "
			 "nor the kernel config says which detector runs)");
		snprintf(f->fix, sizeof(f->fix),
			 "sysctl kernel.nmi_watchdog=0 while measuring (or boot with "
			 "nmi_watchdog=0)");
		break;
	case PMS_WATCHDOG_BUDDY:
		f = add(a, PMS_HOST_CAN, "watchdog-buddy");
		snprintf(f->what, sizeof(f->what),
			 "the buddy watchdog runs: it holds no counter");
		snprintf(f->fix, sizeof(f->fix), "none needed");
		break;
	case PMS_WATCHDOG_OFF:
		break;
	}
}

static void tfa(struct acc *a, const struct pms_host *h)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_host_finding *f;

	if (h->allow_tfa != 0 || !h->pmu_model)
		return;
	pms_host_env(h, &env);
	if (!(pms_model_rules(h->pmu_model, &env) & PMS_RULE_TFA))
		return;
	f = add(a, PMS_HOST_PARTLY, "tsx-force-abort");
	snprintf(f->what, sizeof(f->what),
		 "allow_tsx_force_abort is 0: general counter 3 is kept from perf (the TSX "
		 "erratum workaround)");
	snprintf(f->fix, sizeof(f->fix),
		 "echo 1 > /sys/devices/cpu/allow_tsx_force_abort (TSX transactions then abort)");
}

PMS_API enum pms_host_verdict pms_host_diagnose(const struct pms_host *h,
						 struct pms_host_finding *out, int cap,
						 int *n_out)
{
	struct acc a = { out, cap > 0 && out ? cap : 0, 0, PMS_HOST_CAN };
	const struct pms_host_pmu *u = pms_host_core_pmu(h, NULL);

	if (!h) {
		if (n_out)
			*n_out = 0;
		return PMS_HOST_CANNOT;
	}
	if (!u && !h->sysfs_seen && !h->pmu_log_none) {
		struct pms_host_finding *f = add(&a, PMS_HOST_PARTLY, "no-sysfs");

		snprintf(f->what, sizeof(f->what),
			 "/sys/bus/event_source/devices is empty or not visible: whether this "
			 "machine has a PMU cannot be told");
		snprintf(f->fix, sizeof(f->fix),
			 "mount sysfs (containers: do not mask /sys), or pass the boot log with "
			 "--dmesg FILE");
	} else if (!u) {
		no_pmu(&a, h);
	}
	permission(&a, h);
	if (u) {
		for (int i = 0; i < h->n_pmus; i++)
			counters(&a, h, &h->pmu[i]);
		watchdog(&a, h);
		tfa(&a, h);
	}
	if (!h->model) {
		struct pms_host_finding *f = add(&a, PMS_HOST_CAN, "unmodelled");

		snprintf(f->what, sizeof(f->what), "%s",
			 h->model_msg[0] ? h->model_msg : "the CPU is not identified");
		snprintf(f->fix, sizeof(f->fix),
			 "name a model with --cpu for predict and explain ('pmusched list')");
	}
	/* the worst first */
	for (int i = 1; i < a.n; i++)
		for (int j = i; j > 0 && out[j].level > out[j - 1].level; j--) {
			struct pms_host_finding t = out[j];

			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	if (n_out)
		*n_out = a.n;
	return a.worst;
}
