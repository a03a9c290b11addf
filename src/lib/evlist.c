/*
 * A parsed event list: accessors, and each event's hardware encoding and
 * counter constraint for one model under a kernel version and HT setting.
 * Parsing lives in evlist_parse.c, names in evlist_names.c.
 */
#include <stdio.h>
#include <string.h>
#include "evlist_int.h"
#include "pmu_events_int.h"

PMS_API int pms_evlist_count(const struct pms_evlist *ev)
{
	return ev ? ev->n : 0;
}

PMS_API int pms_evlist_n_groups(const struct pms_evlist *ev)
{
	return ev ? ev->n_groups : 0;
}

PMS_API const struct pms_model *pms_evlist_model(const struct pms_evlist *ev)
{
	return ev ? ev->model : NULL;
}

const struct pms_model *pmsi_ev_pmu(const struct pms_evlist *ev, const struct pmsi_ev *e)
{
	const struct pms_model *p = pms_model_pmu(ev->model, (size_t)e->pmu_idx);

	return p ? p : ev->model;
}

PMS_API const struct pms_model *pms_evlist_event_pmu(const struct pms_evlist *ev, int i)
{
	if (!ev || i < 0 || i >= ev->n || ev->ev[i].r.pmu != PMS_PMU_CORE)
		return NULL;
	return pmsi_ev_pmu(ev, &ev->ev[i]);
}

/*
 * The PMU put around a hybrid event's name.  perf 6.16+
 * (evsel__uniquify_counter(), util/evsel.c 7.2.13/7.3.4; mainline
 * 7d45f402d311) keeps the event's own terms and modifiers inside:
 * "EV/cmask=2/" -> "cpu_core/EV,cmask=2/", "EV//" -> "cpu_core/EV/",
 * "cpu-cycles:uH" -> "cpu_atom/cpu-cycles/uH".  Before it
 * (uniquify_event_name(), util/stat-display.c 6.1.176/6.12.117) a name
 * with a '/' keeps only what follows its first '/' ("cpu_core/cmask=2/")
 * and any other name goes whole between slashes ("cpu_atom/cpu-cycles:uH/").
 */
static void display_hybrid(uint32_t perf_version, const char *pmu, const char *name, char *buf,
			   size_t n)
{
	const char *slash = strchr(name, '/'), *colon = strchr(name, ':');

	if (perf_version < PMSI_PERF_UNIQUIFY) {
		if (slash)
			snprintf(buf, n, "%s%s", pmu, slash);
		else
			snprintf(buf, n, "%s/%s/", pmu, name);
	} else if (slash && slash[1] == '/') {
		snprintf(buf, n, "%s/%.*s/%s", pmu, (int)(slash - name), name, slash + 2);
	} else if (slash) {
		snprintf(buf, n, "%s/%.*s,%s", pmu, (int)(slash - name), name, slash + 1);
	} else if (colon) {
		snprintf(buf, n, "%s/%.*s/%s", pmu, (int)(colon - name), name, colon + 1);
	} else {
		snprintf(buf, n, "%s/%s/", pmu, name);
	}
}

PMS_API int pms_evlist_display_name(const struct pms_evlist *ev, int i, bool hybrid_merge,
				    char *buf, size_t n)
{
	const struct pmsi_ev *e;
	const char *name, *pmu;
	size_t plen;

	if (!ev || !buf || !n)
		return PMS_EINVAL;
	if (i < 0 || i >= ev->n) {
		buf[0] = '\0';
		return PMS_ERANGE;
	}
	e = &ev->ev[i];
	name = e->evname ? e->evname : e->name;
	pmu = e->pmu_name;
	plen = pmu ? strlen(pmu) : 0;
	/* evsel__is_hybrid(): a core PMU of a platform with several; the name=
	 * term (use_config_name) and names already led by the PMU stay */
	/* arm64 big.LITTLE: perf uniquifies only where it opened events per core
	 * PMU (its older hybrid code knew "cpu_*" PMUs only) */
	if (hybrid_merge || !pmu || e->r.pmu != PMS_PMU_CORE || !pms_model_is_hybrid(ev->model) ||
	    !strncmp(name, pmu, plen) ||
	    (pms_model_alloc(ev->model) != PMS_ALLOC_X86 && !ev->core_wildcards)) {
		snprintf(buf, n, "%s", name);
		return PMS_OK;
	}
	display_hybrid(ev->perf_version, pmu, name, buf, n);
	return PMS_OK;
}

PMS_API int pms_evlist_event(const struct pms_evlist *ev, int i, struct pms_event_info *out)
{
	const struct pmsi_ev *e;

	if (!ev || !out)
		return PMS_EINVAL;
	if (i < 0 || i >= ev->n)
		return PMS_ERANGE;
	e = &ev->ev[i];
	memset(out, 0, sizeof(*out));
	out->name = e->name;
	out->text = e->text;
	out->pos = e->pos;
	out->group = e->group;
	out->leader = e->leader;
	out->is_leader = e->leader == i;
	out->group_size = e->group_size;
	out->in_braces = e->in_braces;
	out->pmu = e->r.pmu;
	out->type = e->a.type;
	out->config = e->a.config;
	out->config1 = e->a.config1;
	out->config2 = e->a.config2;
	out->mods = e->mods;
	out->precise = e->a.precise;
	out->pinned = e->a.pinned;
	out->exclusive = e->a.exclusive;
	out->weak = e->a.weak;
	out->sampling_read = e->a.sample_read;
	out->topdown = e->r.topdown;
	out->metric = e->r.metric;
	out->pfm_name = e->r.pfm_name;
	out->resolved_by = e->r.resolved_by;
	return PMS_OK;
}

PMS_API const char *pms_evlist_unit(const struct pms_evlist *ev, int i)
{
	const struct pmsi_ev *e;

	if (!ev || i < 0 || i >= ev->n)
		return NULL;
	e = &ev->ev[i];
	/* PERF_COUNT_SW_CPU_CLOCK 0, PERF_COUNT_SW_TASK_CLOCK 1 */
	return e->a.type == PMS_TYPE_SOFTWARE && e->a.config <= 1 ? "msec" : "";
}

PMS_API int pms_evlist_attr(const struct pms_evlist *ev, int i, struct pms_event_attr *out)
{
	struct pms_event_attr a;
	const struct pmsi_ev *e;
	size_t sz;

	if (!ev || !out || out->sz < sizeof(size_t))
		return PMS_EINVAL;
	if (i < 0 || i >= ev->n)
		return PMS_ERANGE;
	e = &ev->ev[i];
	memset(&a, 0, sizeof(a));
	a.type = e->a.type;
	a.config = e->a.config;
	a.config1 = e->a.config1;
	a.config2 = e->a.config2;
	a.config3 = e->a.config3;
	a.bp_addr = e->a.bp_addr;
	a.bp_len = e->a.bp_len;
	a.bp_type = e->a.bp_type;
	a.sample_type = e->a.sample_type;
	a.sample_period = e->a.sample_period;
	a.exclude_user = e->a.ex_user;
	a.exclude_kernel = e->a.ex_kernel;
	a.exclude_hv = e->a.ex_hv;
	a.exclude_guest = e->a.ex_guest;
	a.exclude_host = e->a.ex_host;
	a.exclude_idle = e->a.ex_idle;
	a.precise_ip = e->a.precise;
	a.precise_max = e->a.precise_max;
	a.pinned = e->a.pinned;
	a.exclusive = e->a.exclusive;
	a.sample_read = e->a.sample_read;
	a.weak_group = e->a.weak;
	a.bpf_counter = e->a.bpf;
	a.retire_lat = e->a.retire_lat;
	a.percore = e->a.percore;
	a.has_period = e->a.has_period;
	a.has_freq = e->a.has_freq;
	a.period = e->a.period;
	a.freq = e->a.freq;
	a.leader = e->leader;
	a.group_size = e->group_size;
	a.name = e->evname;
	a.pmu_name = e->pmu_name;
	a.group_name = e->group_name;
	a.metric_id = e->metric_id;
	a.tool = e->tool;
	a.exclude_GH = e->a.exclude_GH;
	sz = out->sz < sizeof(a) ? out->sz : sizeof(a);
	a.sz = out->sz;
	memcpy(out, &a, sz);
	return PMS_OK;
}

PMS_API uint32_t pms_evlist_perf_version(const struct pms_evlist *ev)
{
	return ev ? ev->perf_version : 0;
}

PMS_API int pms_evlist_n_warnings(const struct pms_evlist *ev)
{
	return ev ? ev->n_warn : 0;
}

PMS_API const char *pms_evlist_warning(const struct pms_evlist *ev, int k)
{
	return ev && k >= 0 && k < ev->n_warn ? ev->warn[k] : NULL;
}

PMS_API int pms_evlist_open_cpu(const struct pms_evlist *ev, int i)
{
	const struct pmsi_ev *e;
	const struct pms_model *p;

	if (!ev || i < 0 || i >= ev->n)
		return -1;
	e = &ev->ev[i];
	if (e->cpus == 'N')
		return -1;
	if (e->cpus != 'P' || e->cpus_pmu < 0)
		return 0;
	/* CPU 0 is a P-core: cpu_core's CPUs come first */
	p = pms_model_pmu(ev->model, (size_t)e->cpus_pmu);
	return p && pms_model_core_type(p) != PMS_CORE_CORE ? 1 + e->cpus_pmu : 0;
}

PMS_API bool pms_evlist_regrouped(const struct pms_evlist *ev)
{
	return ev && ev->regrouped;
}

PMS_API int pms_evlist_hwev(const struct pms_evlist *ev, int i, const struct pms_env *env,
			    struct pms_hwev *out)
{
	const struct pmsi_ev *e;
	const struct pms_model *pmu;
	struct pms_env envc;
	uint64_t config;
	int rc;

	if (!ev || !out || i < 0 || i >= ev->n)
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, envc, NULL, PMS_EINVAL);
	e = &ev->ev[i];
	if (e->r.pmu != PMS_PMU_CORE)
		return PMS_EINVAL;
	memset(out, 0, sizeof(*out));
	pmu = pmsi_ev_pmu(ev, e);
	switch (e->a.type) {
	case PMS_TYPE_HARDWARE:
		/* bits 32-63 name the hybrid PMU (perf_init_event's extended type) */
		if ((e->a.config & UINT32_MAX) >= PMS_HW_MAX)
			return PMS_ENOEVENT;	/* the kernel refuses it (EINVAL) */
		rc = pms_model_generic(pmu, env, (enum pms_generic)(e->a.config & UINT32_MAX), &config);
		if (rc)
			return rc;
		out->config = config;
		break;
	case PMS_TYPE_HW_CACHE:
		/* set_ext_hw_attr(): config1 comes from hw_cache_extra_regs */
		rc = pmsi_model_cache(pmu, env, e->a.config & UINT32_MAX, &config, &out->config1);
		if (rc)
			return rc;
		out->config = config;
		break;
	default:
		out->config = e->a.config;
		out->config1 = e->a.config1;
		break;
	}
	out->precise = e->a.precise;
	return PMS_OK;
}

PMS_API int pms_evlist_refusal(const struct pms_evlist *ev, int i, const struct pms_env *env)
{
	const struct pmsi_ev *e;
	const struct pms_model *pmu;
	struct pms_hwev hw;
	struct pms_env envc;
	int rc;

	if (!ev || i < 0 || i >= ev->n)
		return 0;
	PMSI_ENV_TAKE(env, envc, NULL, PMS_EINVAL);
	e = &ev->ev[i];
	pmu = pmsi_ev_pmu(ev, e);
	rc = pms_evlist_hwev(ev, i, env, &hw);
	if (rc == PMS_OK && e->r.pmu == PMS_PMU_CORE &&
	    (pms_model_rules(pmu, env) & PMS_RULE_TOPDOWN)) {
		struct pms_constraint c;
		struct pms_event_info li;
		int ld = e->leader >= 0 && e->leader < ev->n ? e->leader : i;

		/* intel_pmu_hw_config() (arch/x86/events/intel/core.c, 5.9+;
		 * 6.1.176 and 7.3.4 alike): a perf-metrics event whose group
		 * leader is not the slots event is EINVAL; perf before 6.4
		 * opens them where the list puts them (--metric-no-group
		 * leaves them alone, a hybrid group may lead them by a
		 * cpu_atom event) */
		if (!pms_model_constraint(pmu, env, &hw, &c) && (c.flags & PMS_CF_METRIC) &&
		    !pms_evlist_event(ev, ld, &li) && !pmsi_event_is_slots(&li))
			return PMSI_ERRNO_EINVAL;
		return 0;
	}
	if (rc != PMS_ENOEVENT)
		return 0;
	if (pms_model_vendor(pmu) == PMS_VENDOR_ARM64)
		return PMSI_ERRNO_ENOENT;
	/* x86_pmu_event_init(): a generic id past x86_pmu.max_events is
	 * EINVAL, a 0 in the event map ENOENT */
	if (e->a.type == PMS_TYPE_HARDWARE)
		return (e->a.config & UINT32_MAX) >= PMS_HW_MAX ? PMSI_ERRNO_EINVAL :
		       PMSI_ERRNO_ENOENT;
	if (e->a.type == PMS_TYPE_HW_CACHE)
		return pmsi_model_cache_errno(pmu, env, e->a.config & UINT32_MAX);
	return PMSI_ERRNO_ENOENT;
}

PMS_API bool pms_evlist_perf_reopened(const struct pms_evlist *ev, int i,
				      const struct pms_env *env)
{
	const struct pmsi_ev *e;
	struct pms_hwev hw;
	struct pms_env envc;
	int ld;

	if (!ev || i < 0 || i >= ev->n || ev->perf_version < PMS_KVER_RC(6, 18, 1))
		return false;
	PMSI_ENV_TAKE(env, envc, NULL, false);
	e = &ev->ev[i];
	ld = e->leader;
	if (ld == i || ld < 0 || ld >= i || !e->a.weak || ev->ev[ld].r.pmu != PMS_PMU_CORE)
		return false;
	if (e->r.pmu == PMS_PMU_CORE && pms_evlist_hwev(ev, i, env, &hw) != PMS_OK)
		return false;
	return pms_evlist_refusal(ev, ld, env) == PMSI_ERRNO_EINVAL;
}

PMS_API int pms_evlist_constraint(const struct pms_evlist *ev, int i, const struct pms_env *env,
				  struct pms_constraint *out)
{
	struct pms_hwev hw;
	struct pms_env envc;
	int rc;

	PMSI_ENV_TAKE(env, envc, NULL, PMS_EINVAL);
	rc = pms_evlist_hwev(ev, i, env, &hw);

	if (rc)
		return rc;
	/* precise events: the mask they get once open (sampling, see pms_evlist_describe()) */
	return pms_model_constraint(pmsi_ev_pmu(ev, &ev->ev[i]), env, &hw, out);
}

PMS_API void pms_evlist_mods_format(const struct pms_evlist *ev, int i, char *buf, size_t n)
{
	static const struct { unsigned bit; char c; } order[] = {
		{ PMS_MOD_U, 'u' }, { PMS_MOD_K, 'k' }, { PMS_MOD_H, 'h' }, { PMS_MOD_I, 'I' },
		{ PMS_MOD_G, 'G' }, { PMS_MOD_HH, 'H' }, { PMS_MOD_P, 'P' }, { PMS_MOD_S, 'S' },
		{ PMS_MOD_D, 'D' }, { PMS_MOD_W, 'W' }, { PMS_MOD_E, 'e' }, { PMS_MOD_B, 'b' },
		{ PMS_MOD_R, 'R' }, { PMS_MOD_X, 'X' },
	};
	char tmp[32];
	size_t at = 0;

	if (!buf || !n)
		return;
	buf[0] = '\0';
	if (!ev || i < 0 || i >= ev->n)
		return;
	for (size_t k = 0; k < PMS_ARRAY_SIZE(order); k++) {
		if (ev->ev[i].mods & order[k].bit)
			tmp[at++] = order[k].c;
		if (order[k].bit == PMS_MOD_HH)
			for (int p = 0; p < ev->ev[i].a.precise; p++)
				tmp[at++] = 'p';
	}
	tmp[at] = '\0';
	snprintf(buf, n, "%s", tmp);
}

static const char *const sw_names[] = {
	"cpu-clock", "task-clock", "page-faults", "context-switches", "cpu-migrations",
	"minor-faults", "major-faults", "alignment-faults", "emulation-faults", "dummy",
	"bpf-output", "cgroup-switches",
};

/* What perf stat and perf record do with a precise event (pms_model_open()). */
static const char *precise_note(const struct pms_evlist *ev, int i, const struct pms_env *env)
{
	struct pms_hwev hw;
	struct pms_open op;

	if (!ev->ev[i].a.precise || pms_evlist_hwev(ev, i, env, &hw))
		return "";
	hw.sample_period = 4000;	/* perf record's default: -F 4000 */
	hw.freq = true;
	pms_model_open(pmsi_ev_pmu(ev, &ev->ev[i]), env, &hw, &op);
	if (op.err)
		return "; precise: refused at open even when sampling (see 'explain')";
	if (op.ibs)
		return "; precise: perf record sends it to the ibs_op PMU (no core counter); "
		       "perf stat refuses it";
	return "; precise: the mask perf record gets (sampling); perf stat refuses precise events";
}

PMS_API int pms_evlist_describe(const struct pms_evlist *ev, int i, const struct pms_env *env,
				char *buf, size_t n)
{
	const struct pmsi_ev *e;
	struct pms_constraint c;
	struct pms_env envc;
	char how[160];
	int rc;

	if (!ev || !buf || !n || i < 0 || i >= ev->n)
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, envc, NULL, PMS_EINVAL);
	e = &ev->ev[i];
	buf[0] = '\0';
	if (e->r.pmu == PMS_PMU_SOFTWARE || e->r.pmu == PMS_PMU_TOOL) {
		snprintf(buf, n, "%s event %s: no counter, runs whenever its group does",
			 e->r.pmu == PMS_PMU_TOOL ? "tool" : "software",
			 e->r.pmu == PMS_PMU_TOOL ? (e->tool == PMS_TOOL_DURATION_TIME ? "duration_time" :
						    e->tool == PMS_TOOL_USER_TIME ? "user_time" :
						    "system_time") :
			 e->a.type == PMS_TYPE_SOFTWARE && e->a.config < PMS_ARRAY_SIZE(sw_names) ?
			 sw_names[e->a.config] : e->pmu_name ? e->pmu_name : "?");
		return PMS_OK;
	}
	if (e->r.pmu == PMS_PMU_TRACEPOINT || e->r.pmu == PMS_PMU_BREAKPOINT) {
		snprintf(buf, n, "%s %s: a software-context event: no counter, runs whenever its group does%s",
			 e->r.pmu == PMS_PMU_TRACEPOINT ? "tracepoint" : "breakpoint", e->evname,
			 e->r.pmu == PMS_PMU_TRACEPOINT && e->a.config == UINT64_MAX ?
			 " (id not looked up: no tracefs given)" : "");
		return PMS_OK;
	}
	if (e->r.pmu == PMS_PMU_OTHER) {
		snprintf(buf, n, "not a core PMU event: not scheduled on the core counters");
		return PMS_OK;
	}
	switch (e->a.type) {
	case PMS_TYPE_HARDWARE:
		snprintf(how, sizeof(how), "generic %s via the kernel's event map",
			 (e->a.config & UINT32_MAX) < PMS_HW_MAX ?
			 pmsi_generic_name((int)(e->a.config & UINT32_MAX)) : "?");
		break;
	case PMS_TYPE_HW_CACHE:
		snprintf(how, sizeof(how), "cache event 0x%llx via the kernel's cache map",
			 (unsigned long long)(e->a.config & UINT32_MAX));
		break;
	default:
		if (e->r.pfm_name)
			snprintf(how, sizeof(how), "libpfm4 %s", e->r.pfm_name);
		else if (e->r.resolved_by && !strncmp(e->r.resolved_by, "perf-json", 9))
			pmsi_perf_describe(ev->model, ev->perf_version, e->name, how,
					   sizeof(how));
		else if (e->r.topdown != PMS_TD_NONE)
			snprintf(how, sizeof(how), "TopDown pseudo-encoding");
		else if (e->r.resolved_by && !strcmp(e->r.resolved_by, "sysfs"))
			snprintf(how, sizeof(how), "the core PMU's sysfs event, config 0x%llx",
				 (unsigned long long)e->a.config);
		else
			snprintf(how, sizeof(how), "raw encoding");
		break;
	}
	rc = pms_evlist_constraint(ev, i, env, &c);
	if (rc == PMS_ENOEVENT) {
		snprintf(buf, n, "%s: not supported on this model and kernel (perf: <not supported>)",
			 how);
		return PMS_OK;
	}
	if (rc)
		return rc;
	snprintf(buf, n, "%s; %s%s%s%s", how, c.source ? c.source : "",
		 (c.flags & PMS_CF_EXCL) ? "; HT-erratum corrupting event (exclusive with the sibling thread)" : "",
		 precise_note(ev, i, env),
		 e->r.topdown == PMS_TD_METRIC && !pmsi_group_has_slots(ev, i) ?
		 "; not in a group led by slots: the kernel refuses it (EINVAL)" : "");
	return PMS_OK;
}

/*
 * is_slots_event() (arch/x86/events/perf_event.h, 6.12): the kernel looks
 * at the encoding, event 0x00 umask 0x04, so the JSON name TOPDOWN.SLOTS
 * that -M lists use leads a topdown group as 'slots' does.
 */
bool pmsi_event_is_slots(const struct pms_event_info *li)
{
	return li->topdown == PMS_TD_SLOTS ||
	       (li->pmu == PMS_PMU_CORE && li->type == PMS_TYPE_RAW &&
		(li->config & 0xffff) == 0x0400);
}
