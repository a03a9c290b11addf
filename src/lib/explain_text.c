/*
 * The sentences of an explanation: each rule, cause and fix in words,
 * naming events as perf stat does (pms_explain_*_text(), explain.h).  The
 * text and JSON outputs of 'pmusched explain' and the query's explain
 * answer all use them.
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "explain_int.h"

/* What a sentence needs: the list, its model and simulation, and a ring of
 * name buffers (a few names may share one printf), on the caller's stack. */
struct xt {
	const struct pms_model *model;
	const struct pms_evlist *ev;
	const struct pms_sim *sim;
	char ring[8][320];
	unsigned at;
};

static void xt_init(struct xt *a, const struct pms_explain *x)
{
	a->ev = x->ev;
	a->model = pms_evlist_model(x->ev);
	a->sim = x->s;
	a->at = 0;
}

/* Event @i's name: perf's uniquified name on hybrids, else as written. */
static const char *name_of(struct xt *a, int i)
{
	char *buf = a->ring[a->at++ % 8];
	struct pms_event_info info;

	if (pms_model_is_hybrid(a->model) &&
	    pms_evlist_display_name(a->ev, i, false, buf, sizeof(a->ring[0])) == PMS_OK)
		return buf;
	if (pms_evlist_event(a->ev, i, &info) != PMS_OK)
		info.text = "?";
	snprintf(buf, sizeof(a->ring[0]), "%s", info.text);
	return buf;
}

/* "a", "a and b", "a, b and c", "a, b, c and 4 more" */
static void names(struct xt *a, const int *ev, int n, char *buf, size_t len)
{
	size_t at = 0;

	buf[0] = '\0';
	for (int k = 0; k < n && k < 3 && at < len; k++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s",
				       !k ? "" : (k == n - 1 && n <= 3) ? " and " : ", ",
				       name_of(a, ev[k]));
	if (n > 3 && at < len)
		snprintf(buf + at, len - at, " and %d more", n - 3);
}

PMS_API const char *pms_explain_rule_name(enum pms_xrule k)
{
	static const char *const n[] = {
		"watchdog", "pinned", "ht-limit", "ht-limit-early", "sibling", "tfa",
		"first-failure", "blocker", "stall", "short-runs", "pair", "pinned-error", "open",
		"exclusive", "extra-reg",
	};

	return (unsigned)k < sizeof(n) / sizeof(n[0]) ? n[k] : "?";
}

/* Who holds an extra register: "e0 'name'", the sibling, or nobody known. */
static const char *xreg_holder(struct xt *a, int h, char *buf, size_t n)
{
	if (h >= 0)
		snprintf(buf, n, "e%d '%s'", h, name_of(a, h));
	else
		snprintf(buf, n, h == -2 ? "the HT sibling thread" : "another event");
	return buf;
}

/* " and 3 more groups are" for a rule about @n groups (n > 1), else "". */
static const char *more(int n, char *buf, size_t len)
{
	if (n > 1)
		snprintf(buf, len, " and %d more group%s are", n - 1, n > 2 ? "s" : "");
	else
		buf[0] = '\0';
	return buf;
}

static void xreg_rule_text(struct xt *a, const struct pms_explain_rule *r,
			   char *buf, size_t n)
{
	char who[320];

	if (r->event == -1)
		snprintf(buf, n, "%s holds one value at a time (__intel_shared_reg_get_constraints): "
			 "%d events need it with different values and take turns",
			 pms_xreg_name(r->value), r->n_events);
	else
		snprintf(buf, n, "%s holds one value at a time (__intel_shared_reg_get_constraints): "
			 "%d event%s needed it while %s held another", pms_xreg_name(r->value),
			 r->n_events, r->n_events > 1 ? "s" : "",
			 xreg_holder(a, r->event, who, sizeof(who)));
}

static void rule_text(struct xt *a, const struct pms_explain_rule *r, char *buf,
		       size_t n)
{
	char ctr[128], more_buf[64];

	pms_model_mask_format(a->model, r->counters, ctr, sizeof(ctr));
	switch (r->kind) {
	case PMS_XR_WATCHDOG:
		snprintf(buf, n, "the NMI watchdog holds %s all the time (a pinned cycles event, "
			 "scheduled first)", ctr);
		break;
	case PMS_XR_PINNED:
		snprintf(buf, n, "the pinned group of '%s' holds %s all the time (pinned groups go "
			 "on before every flexible one)", name_of(a, r->event), ctr);
		break;
	case PMS_XR_HT_LIMIT:
		if (r->event >= 0)
			snprintf(buf, n, "HT erratum (4.1-rc7+): while a corrupting event is on the "
				 "core (here '%s'%s), this thread may use at most %d GP counters",
				 name_of(a, r->event), r->n_events > 1 ? " and others" : "", r->value);
		else
			snprintf(buf, n, "HT erratum (4.1-rc7+): the sibling thread counts a corrupting "
				 "event, so this thread may use at most %d GP counters", r->value);
		break;
	case PMS_XR_HT_LIMIT_EARLY:
		snprintf(buf, n, "HT erratum, kernels 4.1-rc1 to rc6: with HT on a thread may use at "
			 "most %d counters, fixed ones included", r->value);
		break;
	case PMS_XR_SIBLING:
		snprintf(buf, n, "the HT sibling's %s take %s from this thread's %s (cross-thread "
			 "exclusion of the HT erratum)", r->value ? "events" : "corrupting events", ctr,
			 r->value ? "corrupting events" : "events");
		break;
	case PMS_XR_TFA:
		snprintf(buf, n, "allow_tsx_force_abort=0: GP3 is taken from every event (TSX force "
			 "abort)");
		break;
	case PMS_XR_FIRST_FAILURE:
		snprintf(buf, n, "a pass stops at the first hardware group that does not fit: %d "
			 "short event%s skipped in some passes", r->n_events,
			 r->n_events > 1 ? "s were" : " was");
		break;
	case PMS_XR_BLOCKER:
		snprintf(buf, n, "'%s'%s never fit%s, so every pass %s heads stops there",
			 name_of(a, r->event), more(r->n_events, more_buf, sizeof(more_buf)),
			 r->n_events > 1 ? "" : "s", r->n_events > 1 ? "one" : "it");
		break;
	case PMS_XR_STALL:
		snprintf(buf, n, "kernels 4.17 to 5.4-rc2 rotate only an active group: with the first "
			 "group failing nothing rotates (%d event%s never get%s a turn)", r->n_events,
			 r->n_events > 1 ? "s" : "", r->n_events > 1 ? "" : "s");
		break;
	case PMS_XR_SHORT_RUNS:
		snprintf(buf, n, "the task runs in stretches shorter than the mux interval: nothing "
			 "rotates (%d event%s never get%s a turn)", r->n_events, r->n_events > 1 ? "s" : "",
			 r->n_events > 1 ? "" : "s");
		break;
	case PMS_XR_PAIR:
		snprintf(buf, n, "%d event%s take a pair of counters each (large-increment events)",
			 r->n_events, r->n_events > 1 ? "s" : "");
		break;
	case PMS_XR_PINNED_ERROR:
		if (r->value)
			snprintf(buf, n, "'%s'%s pinned but never tried: from 5.7 a pinned pass stops "
				 "at its first failure, and the kernel puts what it skips in ERROR for "
				 "the whole run", name_of(a, r->event),
				 r->n_events > 1 ? more(r->n_events, more_buf, sizeof(more_buf)) : " is");
		else
			snprintf(buf, n, "'%s'%s pinned but does not fit beside the earlier pins: in "
				 "ERROR for the whole run", name_of(a, r->event),
				 r->n_events > 1 ? more(r->n_events, more_buf, sizeof(more_buf)) : " is");
		break;
	case PMS_XR_EXCLUSIVE:
		snprintf(buf, n, "'%s' leads an exclusive group (:e): it goes on only when no other "
			 "group is on, and while it is on no other group is tried", name_of(a, r->event));
		break;
	case PMS_XR_OPEN:
		snprintf(buf, n, "%d event%s never open%s here (<not supported>)", r->n_events,
			 r->n_events > 1 ? "s" : "", r->n_events > 1 ? "" : "s");
		break;
	case PMS_XR_EXTRA_REG:
		xreg_rule_text(a, r, buf, n);
		break;
	}
}

static void cause_text(struct xt *a, const struct pms_explain *x,
			const struct pms_explain_cause *c, char *buf, size_t n)
{
	struct pms_explain_counters gp;
	char ctr[128], who[320];

	pms_model_mask_format(a->model, c->counters, ctr, sizeof(ctr));
	pms_explain_counters_pmu(x, c->pmu, PMS_CTR_GP, &gp);
	switch (c->kind) {
	case PMS_CAUSE_CORE_SHARE:
	case PMS_CAUSE_OTHER_CORE: {
		const struct pms_model *m = a->model;
		const char *pmu = pms_model_pmu_name(pms_model_pmu(m, (size_t)c->pmu));

		if (c->kind == PMS_CAUSE_OTHER_CORE)
			snprintf(buf, n, "the task never ran on a %s CPU, and only those count %s "
				 "events (event_filter_match()); their enabled time runs with the "
				 "task, so perf prints <not counted> (--core-share)", pmu, pmu);
		else
			snprintf(buf, n, "they count only while the task is on a %s CPU, %.2f%% of "
				 "its run (event_filter_match()), while their enabled time runs "
				 "wherever it runs (__perf_update_times): they were counted all of "
				 "that time, and no change of the list raises it (--core-share)", pmu,
				 100.0 * pms_sim_core_time(a->sim, c->pmu));
		break;
	}
	case PMS_CAUSE_FILTERED:
		if (c->reason)
			snprintf(buf, n, "they never run: %s", c->reason);
		else
			snprintf(buf, n, "%s", pms_cause_text(c->kind, PMS_TEXT_LONG));
		break;
	case PMS_CAUSE_OPEN:
		if (c->why == PMS_WHY_OPEN_CHECK && c->reason)
			snprintf(buf, n, "perf_event_open refuses them: %s", c->reason);
		else if (c->why == PMS_WHY_EXTRA_REG && c->xreg >= 0)
			snprintf(buf, n, "validate_group(): their group would not fit on an empty PMU "
				 "with them: they need %s with their own value and %s holds it with "
				 "another (__intel_shared_reg_get_constraints), so perf_event_open "
				 "refuses them (EINVAL)", pms_xreg_name(c->xreg),
				 xreg_holder(a, c->subject, who, sizeof(who)));
		else
			snprintf(buf, n, "%s", pms_why_text(c->why, PMS_TEXT_LONG));
		break;
	case PMS_CAUSE_EXTRA_REG:
		if (c->subject == -1)
			snprintf(buf, n, "they need %s with different values, and it holds one at "
				 "a time: while one holds it, a transaction with another value fails "
				 "(__intel_shared_reg_get_constraints), so they take turns",
				 pms_xreg_name(c->xreg));
		else
			snprintf(buf, n, "they need %s with their own value while %s holds it with "
				 "another: a transaction that cannot take it fails "
				 "(__intel_shared_reg_get_constraints)", pms_xreg_name(c->xreg),
				 xreg_holder(a, c->subject, who, sizeof(who)));
		break;
	case PMS_CAUSE_PINNED:
	case PMS_CAUSE_BLOCKED:
		snprintf(buf, n, "%s ('%s')", pms_cause_text(c->kind, PMS_TEXT_LONG),
			 name_of(a, c->subject));
		break;
	case PMS_CAUSE_HT_LIMIT:
		if (c->subject >= 0)
			snprintf(buf, n, "they rotate through %s, and while '%s' (a corrupting event) "
				 "is on the core only %d GP counters at a time (HT erratum)", ctr,
				 name_of(a, c->subject), gp.gpmax);
		else
			snprintf(buf, n, "they rotate through %s, %d GP counters at a time (HT "
				 "erratum: the sibling counts a corrupting event)", ctr, gp.gpmax);
		break;
	case PMS_CAUSE_SIBLING:
		if (c->counters)
			snprintf(buf, n, "the HT sibling's events leave them only %s (cross-thread "
				 "exclusion of the HT erratum), and they rotate through it", ctr);
		else
			snprintf(buf, n, "%s", pms_cause_text(c->kind, PMS_TEXT_LONG));
		break;
	case PMS_CAUSE_COUNTERS:
		if (!c->counters)	/* no core counter: the events of a non-core PMU's box */
			snprintf(buf, n, "more events than a box of their PMU holds at once (its "
				 "counters, or its shared filter register): its own mux timer "
				 "rotates them (see Boxes)");
		else
			snprintf(buf, n, "more events need %s than it has free: they rotate", ctr);
		break;
	default:
		snprintf(buf, n, "%s", pms_cause_text(c->kind, PMS_TEXT_LONG));
	}
}

/* A group: "a", "{a,b}" or "{a,b,... (5 events)}". */
static void group_text(struct xt *a, const int *ev, int n, char *buf, size_t len)
{
	if (n == 1)
		snprintf(buf, len, "%s", name_of(a, ev[0]));
	else if (n == 2)
		snprintf(buf, len, "{%s,%s}", name_of(a, ev[0]), name_of(a, ev[1]));
	else
		snprintf(buf, len, "{%s,%s,... (%d events)}", name_of(a, ev[0]), name_of(a, ev[1]), n);
}

static void fix_text(struct xt *a, const struct pms_explain_fix *fx, char *buf,
		      size_t n)
{
	char who[600], kv[32];

	if (fx->kind == PMS_FIX_PIN || fx->kind == PMS_FIX_UNPIN || fx->kind == PMS_FIX_FRONT ||
	    fx->kind == PMS_FIX_LAST || fx->kind == PMS_FIX_SPLIT)
		group_text(a, fx->subject, fx->n_subject, who, sizeof(who));
	else
		names(a, fx->subject, fx->n_subject, who, sizeof(who));
	switch (fx->kind) {
	case PMS_FIX_RUNS:
		snprintf(buf, n, "count in %d runs ('pmusched plan --no-multiplex' writes them)",
			 fx->n_runs);
		break;
	case PMS_FIX_REGROUP:
		snprintf(buf, n, "regroup the list as 'pmusched plan' does");
		break;
	case PMS_FIX_SECOND_RUN:
		snprintf(buf, n, "move %s to a second run", who);
		break;
	case PMS_FIX_DROP:
		snprintf(buf, n, "leave out %s", who);
		break;
	case PMS_FIX_PIN:
		snprintf(buf, n, "pin %s (:D)", who);
		break;
	case PMS_FIX_UNPIN:
		snprintf(buf, n, "drop the :D of %s", who);
		break;
	case PMS_FIX_FRONT:
		snprintf(buf, n, "put %s first in the list", who);
		break;
	case PMS_FIX_LAST:
		snprintf(buf, n, "move %s to the end of the list", who);
		break;
	case PMS_FIX_SPLIT:
		snprintf(buf, n, "split %s into single events", who);
		break;
	case PMS_FIX_KERNEL:
		pms_kver_format(fx->kver, kv, sizeof(kv));
		snprintf(buf, n, "run kernel %s", kv);
		break;
	default:
		snprintf(buf, n, "%s", pms_fix_text(fx->kind, PMS_TEXT_LONG));
	}
}

PMS_API void pms_explain_rule_text(const struct pms_explain *x, const struct pms_explain_rule *r,
				   char *buf, size_t n)
{
	struct xt a;

	if (!buf || !n)
		return;
	buf[0] = '\0';
	if (!x || !r)
		return;
	xt_init(&a, x);
	rule_text(&a, r, buf, n);
}

PMS_API void pms_explain_cause_text(const struct pms_explain *x,
				    const struct pms_explain_cause *c, char *buf, size_t n)
{
	struct xt a;

	if (!buf || !n)
		return;
	buf[0] = '\0';
	if (!x || !c)
		return;
	xt_init(&a, x);
	cause_text(&a, x, c, buf, n);
}

PMS_API void pms_explain_fix_text(const struct pms_explain *x, const struct pms_explain_fix *fx,
				  char *buf, size_t n)
{
	struct xt a;

	if (!buf || !n)
		return;
	buf[0] = '\0';
	if (!x || !fx)
		return;
	xt_init(&a, x);
	fix_text(&a, fx, buf, n);
}
