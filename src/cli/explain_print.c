/*
 * An explanation as text.  The default is short: a headline (counters per
 * kind against the need, each rule in force in one line, the best share any
 * grouping reaches), one block per cause, then the fixes ranked.  -v adds
 * every short event in detail and the event lists of each fix.
 */
#include <string.h>
#include "explain_print.h"

#define WRAP 100		/* columns of a block's event list */
#define BLOCK_LINES 4		/* lines of names per block before "and N more" */
#define MAX_FIXES_SHOWN 8

/* A name for one sentence: a few calls may share a printf, hence the ring. */
const char *explain_name(const struct predict_args *a, int i)
{
	static char ring[8][320];
	static unsigned at;

	return predict_event_name(a->ev, i, ring[at++ % 8], sizeof(ring[0]));
}

#define name_of explain_name

/* ---- the summary ----------------------------------------------------------- */

static void print_counters(FILE *f, const struct pms_model *mdl, const struct pms_explain *x,
			   int pmu)
{
	static const char *const kind[] = { "GP", "fixed", "metric" };

	for (int k = 0; k < PMS_CTR_N_KINDS; k++) {
		struct pms_explain_counters c;
		char held[160] = "", m[96], label[32];

		pms_explain_counters_pmu(x, pmu, (enum pms_ctr_kind)k, &c);
		if (!c.counters || (k == PMS_CTR_METRIC && !c.n_events))
			continue;
		if (c.watchdog) {
			pms_model_mask_format(mdl, c.watchdog, m, sizeof(m));
			snprintf(held + strlen(held), sizeof(held) - strlen(held),
				 c.watchdog_moves ? "; the NMI watchdog holds one (it moves among %s)" :
				 "; the NMI watchdog holds %s", m);
		}
		if (c.pinned) {
			pms_model_mask_format(mdl, c.pinned, m, sizeof(m));
			snprintf(held + strlen(held), sizeof(held) - strlen(held), "; pins hold %s", m);
		}
		if (c.sibling) {
			pms_model_mask_format(mdl, c.sibling, m, sizeof(m));
			snprintf(held + strlen(held), sizeof(held) - strlen(held),
				 "; the HT sibling takes %s", m);
		}
		/* arm64: the cycle and instruction counters are the "fixed" kind */
		if (k == PMS_CTR_FIXED && pms_model_alloc(mdl) != PMS_ALLOC_X86)
			pms_model_mask_format(mdl, c.counters, label, sizeof(label));
		else
			snprintf(label, sizeof(label), "%s", kind[k]);
		fprintf(f, "  %-6s %d on this thread, %d free%s; the flexible events need %d",
			label, __builtin_popcountll(c.counters), c.n_free, held, c.n_need);
		if (c.gpmax)
			fprintf(f, "; at most %d at once under the HT-erratum limit", c.gpmax);
		fputc('\n', f);
	}
}

/* The bound of one core PMU (@who: "" off hybrids, " on cpu_atom"). */
static void print_bound(FILE *f, const struct pms_model *mdl, const struct pms_explain_best *b,
			const char *who)
{
	char ctr[128];

	pms_model_mask_format(mdl, b->counters, ctr, sizeof(ctr));
	if (b->bound <= 0.0) {
		fprintf(f, "Best%s: some events can never be counted: every counter they may use is "
			"held by the NMI watchdog or taken by the HT sibling all the time.\n", who);
	} else if (b->bound < 100.0) {
		fprintf(f, "Best%s: no grouping counts every event more than %.2f%% of the time: they "
			"need %d counters of %s, which has %d free", who, b->bound, b->n_need, ctr,
			b->n_free);
		if (b->n_limited < b->n_free)
			fprintf(f, " (%d under the HT-erratum limit)", b->n_limited);
		fputs(".\n", f);
	} else {
		fprintf(f, "Best%s: the counters suffice for every flexible event at once.\n", who);
	}
}

/* Hybrids: " on cpu_atom", and whether the task ever ran there; off hybrids "". */
static bool pmu_label(const struct predict_args *a, int pmu, char *buf, size_t n)
{
	const struct pms_model *m = a->common.model;

	buf[0] = '\0';
	if (!pms_model_is_hybrid(m))
		return true;
	snprintf(buf, n, " on %s", pms_model_pmu_name(pms_model_pmu(m, (size_t)pmu)));
	return pms_sim_core_time(a->sim, pmu) > 0.0;
}

/*
 * Events of a non-core PMU's box that multiplexes: the core planner and
 * its bound know nothing of box counters, so say what holds instead.
 * Returns true when it printed.
 */
static bool print_box_best(FILE *f, const struct predict_args *a)
{
	double low = 101.0;
	int who = -1;

	for (int k = 0; k < pms_sim_n_boxes(a->sim); k++) {
		struct pms_sim_box b;

		if (pms_sim_box(a->sim, k, &b) || !b.multiplexes)
			continue;
		for (int j = 0; j < b.n_events; j++) {
			const struct pms_ev_result *r = pms_sim_result(a->sim, b.events[j]);
			double pc = r && r->sched_enabled_ns ?
				    100.0 * (double)r->sched_running_ns / (double)r->sched_enabled_ns : 0;

			if (r && r->status != PMS_ST_NOT_SUPPORTED && pc < low)
				low = pc, who = b.events[j];
		}
	}
	if (who < 0)
		return false;
	fprintf(f, "Best: a box counts at most as many events at once as its counters (and "
		"shared filter register) hold; no grouping of the list changes that.\nToday the lowest is %.2f%% ('%s'); split the box's events "
		"over runs to count each all the time\n('pmusched plan' prints such a split per box).\n",
		low, name_of(a, who));
	return true;
}

static void print_best(FILE *f, const struct predict_args *a, const struct pms_explain *x)
{
	struct pms_explain_best b;
	char who[48];

	if (print_box_best(f, a))
		return;

	for (int p = 0; p < pms_explain_n_pmus(x); p++) {
		if (!pmu_label(a, p, who, sizeof(who)))
			continue;	/* the task never runs there: nothing competes */
		pms_explain_best_pmu(x, p, &b);
		print_bound(f, a->common.model, &b, who);
	}
	pms_explain_best(x, &b);
	if (b.today_event >= 0 && b.today_error >= 0)
		fprintf(f, "Today the lowest is %.2f%% ('%s': expect +-%.2f%% at %g%% confidence)",
			b.today, name_of(a, b.today_event), b.today_error, 100 * a->confidence);
	else if (b.today_event >= 0)
		fprintf(f, "Today the lowest is %.2f%% ('%s')", b.today, name_of(a, b.today_event));
	else
		fputs("Today every flexible event is counted all the time", f);
	if (b.plan >= 0 && b.plan_error > 0)
		fprintf(f, "; 'pmusched plan' reaches %.2f%% in one run (+-%.2f%%)", b.plan,
			b.plan_error);
	else if (b.plan >= 0)
		fprintf(f, "; 'pmusched plan' reaches %.2f%% in one run", b.plan);
	if (b.runs > 1 && b.plan < 100.0)
		fprintf(f, "; %d runs count %s all the time%s", b.runs,
			b.runs_left_out ? "every event that can be counted" : "everything",
			b.runs_proven ? " (no fewer can)" : "");
	fputs(".\n", f);
	if ((b.today_event >= 0 && b.today_error >= 0) || (b.plan >= 0 && b.plan_error > 0)) {
		char model[200];

		predict_error_text(a, model, sizeof(model));
		fprintf(f, "Expected errors (+-): %s.\n", model);
	}
}

/* Share perf prints for event @i today (percent; 0 not counted). */
static double share_now(const struct predict_args *a, int i)
{
	const struct pms_ev_result *r = pms_sim_result(a->sim, i);

	if (r->status != PMS_ST_COUNTED)
		return 0.0;
	return r->print_percent ? r->percent : 100.0;
}

/* Its share as the fixes compare it: of the task's time on its core type (hybrids). */
static double type_share_now(const struct predict_args *a, const struct pms_explain *x, int i)
{
	for (int v = 0; v < pms_explain_n_events(x); v++) {
		struct pms_explain_event e;

		pms_explain_event(x, v, &e);
		if (e.event == i)
			return e.type_share;
	}
	return share_now(a, i);	/* counted all the time */
}

/*
 * " (expect +-5.20% to +-9.01%)": the range of the expected errors of a
 * block's counted events, "" when none of them has one.
 */
static const char *block_error(const struct pms_explain *x, const struct pms_explain_cause *c,
			       char *buf, size_t n)
{
	double lo = -1, hi = -1;

	buf[0] = '\0';
	for (int v = 0; v < pms_explain_n_events(x); v++) {
		struct pms_explain_event e;

		pms_explain_event(x, v, &e);
		for (int k = 0; k < c->n_events && e.expected_error >= 0; k++)
			if (c->events[k] == e.event) {
				lo = lo < 0 || e.expected_error < lo ? e.expected_error : lo;
				hi = e.expected_error > hi ? e.expected_error : hi;
			}
	}
	if (hi > 0 && hi - lo < 0.005)
		snprintf(buf, n, " (expect +-%.2f%%)", hi);
	else if (hi > 0)
		snprintf(buf, n, " (expect +-%.2f%% to +-%.2f%%)", lo, hi);
	return buf;
}

/* A block's events with their shares, wrapped, at most BLOCK_LINES lines. */
static void print_block_events(FILE *f, const struct predict_args *a,
			       const struct pms_explain_cause *c)
{
	int col = 0, lines = 0, k;

	for (k = 0; k < c->n_events; k++) {
		char item[320];
		int i = c->events[k], len;

		if (pms_sim_result(a->sim, i)->status == PMS_ST_NOT_SUPPORTED)
			len = snprintf(item, sizeof(item), "%s", name_of(a, i));
		else
			len = snprintf(item, sizeof(item), "%s %.2f%%", name_of(a, i), share_now(a, i));
		if (col && col + len + 2 > WRAP) {
			fputs(",\n", f);
			col = 0;
			if (++lines == BLOCK_LINES)
				break;
		}
		col += fprintf(f, "%s%s", col ? ", " : "     ", item);
	}
	if (k < c->n_events)
		fprintf(f, "     ... and %d more (-v lists them)", c->n_events - k);
	fputc('\n', f);
}

/*
 * One sentence per weak group the kernel refused at open: perf reopened its
 * members as single events (util/evlist.c evlist__reset_weak_group(),
 * builtin-stat.c __run_perf_stat()), so they multiplex on their own.
 */
static void print_weak_resets(FILE *f, const struct predict_args *a)
{
	int n = pms_evlist_count(a->ev), last = -1;
	char pv[32], b1[160], b2[160];

	pms_kver_format(pms_sim_perf_version(a->sim), pv, sizeof(pv));
	for (int i = 0; i < n; i++) {
		const struct pms_ev_result *r = pms_sim_result(a->sim, i);
		int kept = 0;

		if (r->weak_reset < 0 || r->weak_reset == last)
			continue;
		last = r->weak_reset;
		for (int k = i + 1; k < n && pms_sim_result(a->sim, k)->weak_reset == last; k++)
			kept += pms_sim_result(a->sim, k)->leader == i;
		fprintf(f, "The kernel refused '%s' in the weak group led by '%s' (EINVAL at open), so "
			"perf %s reopened the group's events as single events after the rest of the "
			"list (evlist__reset_weak_group(), util/evlist.c)%s.\n",
			predict_event_name(a->ev, r->weak_reset, b1, sizeof(b1)),
			predict_event_name(a->ev, i, b2, sizeof(b2)), pv,
			kept ? ", except the topdown events it keeps with the leader" : "");
	}
}

void explain_print_summary(FILE *f, const struct predict_args *a, const struct pms_explain *x)
{
	char env[200], what[160], t[1200], err[64];
	int n = pms_evlist_count(a->ev), n_short = pms_explain_n_events(x);

	predict_env_text(a, env, sizeof(env));
	predict_workload_text(a, a->sim, what, sizeof(what));
	fprintf(f, "%s; %s\n", env, what);
	if (predict_core_share_text(a->common.model, a->sim, t, sizeof(t)))
		fprintf(f, "%s\n", t);
	print_weak_resets(f, a);
	if (!n_short) {
		fprintf(f, "All %d event%s are counted all the time: nothing multiplexes.\n", n,
			n > 1 ? "s" : "");
		return;
	}
	fprintf(f, "%d event%s, %d not counted all the time.\n", n, n > 1 ? "s" : "", n_short);
	for (int k = 0; k < pms_sim_n_boxes(a->sim); k++) {
		struct pms_sim_box b;

		if (pms_sim_box(a->sim, k, &b) || !b.multiplexes)
			continue;
		if (!b.filter_clash)
			fprintf(f, "A box of %s holds more events than its %d counter%s%s: its own context "
				"and mux timer rotate them\n(uncore_assign_events(), merge_sched_in() per PMU "
				"context); the core counters below play no part.\n", b.type->pmu,
				b.type->n_gp, b.type->n_gp == 1 ? "" : "s", b.type->fixed ?
				" (and a fixed counter only config 0xff takes)" : "");
		else
			fprintf(f, "A box of %s cannot hold its events at once: its own context and mux "
				"timer rotate them\n(uncore_assign_events(), merge_sched_in() per PMU "
				"context); the core counters below play no part.\n", b.type->pmu);
		if (b.filter_clash)
			fprintf(f, "Its events also need other values of the box's shared filter "
				"register, so fewer fit than\nit has counters: %s gives the empty "
				"constraint.\n", pms_uncore_filter_source(b.type->filter));
	}
	if (pms_model_is_hybrid(a->common.model))
		fputs("Each core type's CPU runs only its PMU's events, so each PMU is explained on "
		      "its own.  Events show\nperf's shares (of the whole run); Best, Today and the "
		      "fixes take them of the task's time\non each event's core type, which no "
		      "change of the list alters.\n", f);
	for (int p = 0; p < pms_explain_n_pmus(x); p++) {
		char who[48];

		if (!pmu_label(a, p, who, sizeof(who)))
			continue;
		fprintf(f, "\nCounters%s:\n", who);
		print_counters(f, a->common.model, x, p);
	}
	predict_print_boxes(f, a->sim);
	if (pms_explain_n_rules(x))
		fputs("Rules:\n", f);
	for (int i = 0; i < pms_explain_n_rules(x); i++) {
		struct pms_explain_rule r;
		char who[48];

		pms_explain_rule(x, i, &r);
		pms_explain_rule_text(x, &r, t, sizeof(t));
		pmu_label(a, r.pmu, who, sizeof(who));
		fprintf(f, "  - %s%s%s\n", who[0] ? who + 4 : "", who[0] ? ": " : "", t);
	}
	print_best(f, a, x);
	fputs("\nWhy:\n", f);
	for (int i = 0; i < pms_explain_n_causes(x); i++) {
		struct pms_explain_cause c;

		pms_explain_cause(x, i, &c);
		pms_explain_cause_text(x, &c, t, sizeof(t));
		block_error(x, &c, err, sizeof(err));
		if (pms_model_is_hybrid(a->common.model))
			fprintf(f, "  %d. %s: %s%s:\n", i + 1, pms_model_pmu_name(pms_model_pmu(
				a->common.model, (size_t)c.pmu)), t, err);
		else
			fprintf(f, "  %d. %s%s:\n", i + 1, t, err);
		print_block_events(f, a, &c);
	}
	if (!pms_explain_n_fixes(x)) {
		fputs("\nFixes: no change tried helps.\n", f);
		return;
	}
	{
		struct pms_explain_fix fx;

		pms_explain_fix(x, 0, &fx);
		fprintf(f, "\nFixes, best first (each simulated%s; lowest share before -> after):\n",
			fx.shortened ? " over a shortened run" : "");
	}
	for (int i = 0; i < pms_explain_n_fixes(x) && (i < MAX_FIXES_SHOWN || a->verbose); i++) {
		struct pms_explain_fix fx;

		pms_explain_fix(x, i, &fx);
		pms_explain_fix_text(x, &fx, t, sizeof(t));
		fprintf(f, "  %d. %s: %.2f%% -> %.2f%%", i + 1, t, fx.low_before, fx.low_after);
		if (fx.n_nc_before != fx.n_nc_after)
			fprintf(f, ", not counted %d -> %d", fx.n_nc_before, fx.n_nc_after);
		if (fx.kind == PMS_FIX_PIN && fx.n_subject)
			fprintf(f, "; '%s' %.2f%% -> %.2f%%", name_of(a, fx.subject[0]),
				type_share_now(a, x, fx.subject[0]), fx.after[fx.subject[0]]);
		if (fx.n_worse)
			fprintf(f, "; %d event%s lose%s time", fx.n_worse, fx.n_worse > 1 ? "s" : "",
				fx.n_worse > 1 ? "" : "s");
		fputc('\n', f);
	}
	if (pms_explain_n_fixes(x) > MAX_FIXES_SHOWN && !a->verbose)
		fprintf(f, "  (%d more with -v)\n", pms_explain_n_fixes(x) - MAX_FIXES_SHOWN);
	if (!a->verbose)
		fputs("-v: each event in detail and the event lists of each fix.\n", f);
}
