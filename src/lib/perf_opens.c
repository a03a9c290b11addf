/*
 * How perf stat opens a parsed list: which events the kernel takes, and
 * the perf_event_open() calls perf makes, in order, with their group fds
 * and passes (include/pmusched/perf_lists.h).  Moved from the CLI's
 * 'pmusched events' so a library user gets the same answer.
 *
 * Sources: arch/x86/events/core.c x86_pmu_hw_config() (precise_ip above
 * x86_pmu_max_precise(): EOPNOTSUPP); util/evsel.c get_group_fd() (6.12,
 * 7.3.4: a member whose leader failed gets -2 and is not opened);
 * builtin-stat.c __run_perf_stat() (6.1.176, 7.3.4: the weak group reset
 * and the second pass); arch/x86/util/evsel.c arch_evsel__must_be_in_group()
 * (6.1.176: only the PMU with perf metrics keeps its topdown events with
 * the leader).
 */
#include <errno.h>
#include <string.h>
#include "internal.h"
#include "pmusched/evlist.h"
#include "pmusched/model.h"
#include "pmusched/perf_lists.h"
#include "pmusched/uncore.h"

struct row {
	struct pms_event_info info;
	bool core_ok;		/* a core event the kernel takes */
	const char *refused, *reopened;
};

/*
 * A per-task event on a PMU that counts only whole CPUs: the kernel
 * refuses it (perf_event_open(): perf_invalid_context, 6.12.117 and
 * 7.3.4).  perf stat picks -a itself only when -e names such events alone
 * (builtin-stat.c setup_system_wide(), before -M adds metrics), so an -M
 * list opens them per task; the caller says which (PMS_OPEN_PER_TASK).
 */
static bool box_per_task(const struct pms_evlist *ev, int i, const struct row *r, unsigned flags)
{
	struct pms_event_attr a = { .sz = sizeof(a) };

	return (flags & PMS_OPEN_PER_TASK) && r->info.pmu != PMS_PMU_CORE &&
	       !pms_evlist_attr(ev, i, &a) && a.pmu_name && !pms_uncore_pmu_per_task(a.pmu_name);
}

/* The event alone: an encoding, counters, and the precise level. */
static void check_alone(const struct pms_evlist *ev, int i, const struct pms_env *env,
			unsigned flags, struct row *r)
{
	const struct pms_model *m = pms_evlist_event_pmu(ev, i);
	struct pms_constraint c;
	struct pms_hwev hw;

	memset(r, 0, sizeof(*r));
	pms_evlist_event(ev, i, &r->info);
	if (!m)
		m = pms_evlist_model(ev);
	if (box_per_task(ev, i, r, flags)) {
		r->refused = "a per-task event on a CPU-wide-only PMU: the kernel refuses it "
			     "(EINVAL: perf_invalid_context, perf_event_open() 6.12/7.3)";
		return;
	}
	if (r->info.pmu != PMS_PMU_CORE || pms_evlist_hwev(ev, i, env, &hw) ||
	    pms_evlist_constraint(ev, i, env, &c))
		return;
	r->core_ok = true;
	if (pms_model_alloc(m) == PMS_ALLOC_X86 && pms_model_vendor(m) == PMS_VENDOR_INTEL &&
	    r->info.precise > pms_model_max_precise(m, env)) {
		r->core_ok = false;
		r->refused = pms_model_max_precise(m, env) ?
			     "precise level above x86_pmu_max_precise() (2 here: no pebs_prec_dist)" :
			     "no PEBS here: x86_pmu_max_precise() is 0";
	}
}

/* The event in its group: the topdown leader rule, a refused leader. */
static void check_group(const struct pms_evlist *ev, int i, const struct pms_env *env,
			unsigned flags, struct row *r)
{
	struct row lr;

	check_alone(ev, i, env, flags, r);
	if (r->core_ok && pms_evlist_refusal(ev, i, env)) {
		r->core_ok = false;
		r->refused = "a topdown metric event whose group leader is not slots: the kernel "
			     "refuses it (EINVAL, intel_pmu_hw_config())";
	}
	if (r->info.is_leader || !r->core_ok || r->info.leader < 0 || r->info.leader >= i)
		return;
	check_alone(ev, r->info.leader, env, flags, &lr);
	if (lr.info.pmu != PMS_PMU_CORE || lr.core_ok)
		return;
	if (pms_evlist_perf_reopened(ev, i, env)) {
		r->reopened = "its weak group's leader is refused with EINVAL: perf opens it alone "
			      "after the rest of the list (builtin-stat.c __run_perf_stat() second "
			      "pass)";
	} else {
		r->core_ok = false;
		r->refused = "its group leader cannot be opened: perf opens no member "
			     "(evsel.c get_group_fd())";
	}
}

/* what the kernel takes: a core event it encodes, any other PMU's event
 * it does not refuse per task */
static bool takes(const struct row *r)
{
	return r->info.pmu != PMS_PMU_CORE ? !r->refused : r->core_ok;
}

/* a non-core event the kernel refuses at open (box_per_task()) */
static bool box_refused(const struct row *r)
{
	return r->info.pmu != PMS_PMU_CORE && r->refused;
}

PMS_API int pms_evlist_open_check(const struct pms_evlist *ev, int i, const struct pms_env *env,
				  unsigned flags, struct pms_open_check *out)
{
	struct pms_open_check c = { .sz = sizeof(c) };
	struct row r;
	struct pms_env e;

	if (!ev || !env || !out || pmsi_sz_out(out, "struct pms_open_check", NULL) || i < 0 ||
	    i >= pms_evlist_count(ev))
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	if (flags & PMS_OPEN_ALONE)
		check_alone(ev, i, env, flags, &r);
	else
		check_group(ev, i, env, flags, &r);
	c.supported = takes(&r);
	c.refused = r.refused;
	c.reopened = r.reopened;
	pmsi_sz_give(out, &c, sizeof(c));
	return PMS_OK;
}

/* tool events (duration_time) are read in user space: no perf_event_open() */
static bool opens_nothing(const struct row *r)
{
	return r->info.resolved_by && !strcmp(r->info.resolved_by, "tool");
}

/*
 * The member of weak group @ld whose open the kernel refuses with EINVAL
 * while its leader opened, or -1: perf then resets the group
 * (evlist__reset_weak_group()) and skips its later members until pass 2.
 */
static int weak_failed(const struct pms_evlist *ev, const struct pms_env *env,
		       const struct row *rows, int n, int ld)
{
	if (!rows[ld].info.weak || !takes(&rows[ld]) || rows[ld].info.group_size < 2)
		return -1;
	/* members follow their leader, not always next to it: a member on
	 * other CPUs left the group (evlist__check_cpu_maps()) */
	for (int k = ld + 1, m = 1; k < n && m < rows[ld].info.group_size; k++) {
		if (rows[k].info.leader != ld)
			continue;
		m++;
		if (rows[k].info.pmu == PMS_PMU_CORE && pms_evlist_refusal(ev, k, env) == EINVAL)
			return k;
	}
	return -1;
}

struct opens {
	struct pms_stat_open *out;
	int cap, n;
};

static int open_one(struct opens *o, int i, int leader, int pass, int err)
{
	if (o->n < o->cap)
		o->out[o->n] = (struct pms_stat_open){ i, leader, pass, err };
	return o->n++;
}

/* Pass 1: the walk over the list, CPU by CPU (@order: pms_evlist_open_cpu(),
 * then list order).  @at: each event's open; @reset: 1 for a reset weak
 * group's events, 2 for an event reopened alone. */
static void pass1(const struct pms_evlist *ev, const struct pms_env *env, const struct row *rows,
		  int n, const int *order, int *at, int *reset, struct opens *o)
{
	for (int oi = 0; oi < n; oi++) {
		int i = order[oi];
		const struct row *r = &rows[i];
		int ld = r->info.leader >= 0 && r->info.leader < n ? r->info.leader : i;
		int fail = r->info.is_leader ? weak_failed(ev, env, rows, n, i) : -1;

		if (fail >= 0) {
			/* pass 1 up to the refused member; the group reopens later */
			for (int k = i; k < n; k++)
				if (k == i || rows[k].info.leader == i)
					reset[k] = 1;
			for (int k = i; k < fail; k++)
				if ((k == i || rows[k].info.leader == i) && takes(&rows[k]) &&
				    !opens_nothing(&rows[k]))
					at[k] = open_one(o, k, k == i ? -1 : at[i], 1, 0);
			open_one(o, fail, at[i], 1, EINVAL);
			continue;
		}
		if (reset[i] || opens_nothing(r))
			continue;
		if (r->reopened) {
			reset[i] = 2;	/* alone in pass 2 */
			continue;
		}
		if (box_refused(r) && (ld == i || at[ld] >= 0))
			open_one(o, i, ld == i ? -1 : at[ld], 1, EINVAL);
		if (takes(r))
			at[i] = open_one(o, i, ld == i ? -1 : at[ld], 1, 0);
	}
}

/* Pass 2: reset group @first (@m events) reopened, its leaders by
 * pms_perf_weak_reopen().  PMS_OK or PMS_ENOMEM. */
static int reopen_group(const struct pms_evlist *ev, const struct pms_env *env,
			const struct row *rows, int n, int first, int m, int *at, struct opens *o)
{
	struct pms_pgevent *pg = pmsi_calloc((size_t)m, sizeof(*pg));
	int *nl = pmsi_calloc((size_t)m, sizeof(int));
	bool td = false;

	if (!pg || !nl) {
		pmsi_free(pg);
		pmsi_free(nl);
		return PMS_ENOMEM;
	}
	for (int k = 0; k < m; k++) {
		const struct row *r = &rows[first + k];
		bool pm = r->info.pmu == PMS_PMU_CORE &&
			  (pms_model_rules(pms_evlist_event_pmu(ev, first + k) ?
					   pms_evlist_event_pmu(ev, first + k) :
					   pms_evlist_model(ev), env) & PMS_RULE_TOPDOWN);

		/* only events of the PMU with perf metrics stay with the leader;
		 * cpu_atom's topdown-* are reopened alone */
		pg[k].name = r->info.name;
		pg[k].pmu = pm ? "cpu" : "other";
		pg[k].leader = 0;
		pg[k].weak = true;
		td |= pm;
	}
	if (pms_perf_weak_reopen(pms_evlist_perf_version(ev), td, pg, m,
				 weak_failed(ev, env, rows, n, first) - first, nl, NULL, NULL))
		for (int k = 0; k < m; k++)
			nl[k] = k;
	for (int k = 0; k < m; k++) {
		const struct row *r = &rows[first + k];
		int lk = nl[k] == k ? -1 : at[first + nl[k]];

		at[first + k] = -1;
		if (opens_nothing(r) || (nl[k] != k && lk < 0))
			continue;
		if (takes(r))
			at[first + k] = open_one(o, first + k, lk, 2, 0);
		else if (r->refused && r->info.pmu == PMS_PMU_CORE &&
			 pms_evlist_refusal(ev, first + k, env) == EINVAL)
			open_one(o, first + k, lk, 2, EINVAL);
	}
	pmsi_free(pg);
	pmsi_free(nl);
	return PMS_OK;
}

PMS_API int pms_evlist_opens(const struct pms_evlist *ev, const struct pms_env *env,
			     unsigned flags, struct pms_stat_open *out, int cap, struct pms_diag *d)
{
	int n = ev ? pms_evlist_count(ev) : 0, rc = PMS_OK;
	struct row *rows;
	int *at, *reset, *order;
	struct opens o = { .out = out, .cap = out ? cap : 0 };
	struct pms_env e;

	if (!ev || !env || cap < 0)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	PMSI_ENV_TAKE(env, e, d, PMS_EINVAL);
	rows = pmsi_calloc((size_t)(n ? n : 1), sizeof(*rows));
	at = pmsi_calloc((size_t)(n ? n : 1), sizeof(int));	/* open index in this pass */
	reset = pmsi_calloc((size_t)(n ? n : 1), sizeof(int));
	order = pmsi_calloc((size_t)(n ? n : 1), sizeof(int));
	if (!rows || !at || !reset || !order) {
		rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		goto out;
	}
	for (int i = 0; i < n; i++) {
		check_group(ev, i, env, flags, &rows[i]);
		at[i] = -1;
		order[i] = i;
	}
	/* evlist__for_each_cpu(): every event of the first CPU, then the
	 * next CPU's others; per task "any CPU" (-1) comes first */
	for (int i = 1; i < n; i++)
		for (int k = i; k > 0 && pms_evlist_open_cpu(ev, order[k - 1]) >
					 pms_evlist_open_cpu(ev, order[k]); k--) {
			int t = order[k];

			order[k] = order[k - 1];
			order[k - 1] = t;
		}
	pass1(ev, env, rows, n, order, at, reset, &o);
	for (int i = 0; i < n && !rc; i++) {
		int m;

		if (reset[i] == 2 && !opens_nothing(&rows[i]))
			open_one(&o, i, -1, 2, 0);
		if (reset[i] != 1)
			continue;
		for (m = 1; i + m < n && reset[i + m] == 1 && rows[i + m].info.leader == i; m++)
			;
		rc = reopen_group(ev, env, rows, n, i, m, at, &o);
		i += m - 1;
	}
	if (rc)
		pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
out:
	pmsi_free(rows);
	pmsi_free(at);
	pmsi_free(reset);
	pmsi_free(order);
	return rc ? rc : o.n;
}
