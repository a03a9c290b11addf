/* A plan as text: the commands to paste, what it assumes, its proof, the layout, the check. */
#include <stdlib.h>
#include <string.h>
#include "plan_print.h"

void plan_unit_text(const struct pms_evlist *ev, int first, int n, char *buf, size_t len)
{
	char a[320], b[320];

	predict_event_name(ev, first, a, sizeof(a));
	if (n == 1) {
		snprintf(buf, len, "%s", a);
		return;
	}
	predict_event_name(ev, first + 1, b, sizeof(b));
	if (n == 2)
		snprintf(buf, len, "{%s,%s}", a, b);
	else
		snprintf(buf, len, "{%s,%s,... (%d events)}", a, b, n);
}

/*
 * Does the NMI watchdog take a counter in these checks?  Not when it is
 * off, nor where the kernel has none although asked (arm64 before 6.5,
 * Apple): the notes then leave it out.
 */
static bool watchdog_on(const struct predict_args *a)
{
	return a->opts.env.nmi_watchdog && !pms_sim_watchdog_note(a->sim);
}

void plan_note_text(const struct predict_args *args, const struct pms_plan *p,
		    const struct pms_plan_note *nt, char *buf, size_t len)
{
	const struct pms_evlist *ev = args->ev;
	bool runs = pms_plan_mode(p) != PMS_PLAN_ONE_RUN;
	const char *wd = watchdog_on(args) ? " beside the NMI watchdog" : "";
	char a[400], b[400] = "another event";

	plan_unit_text(ev, nt->event, nt->n_events, a, sizeof(a));
	if (nt->other >= 0)
		plan_unit_text(ev, nt->other, nt->n_other, b, sizeof(b));
	switch (nt->kind) {
	case PMS_PLAN_NOTE_SPLIT:
		snprintf(buf, len, "'%s' can never be counted as one group (%s%s): its events are "
			 "planned separately", a, nt->why == PMS_PLAN_NOTE_NEVER_ALONE ?
			 "it does not fit the PMU even alone" : "perf_event_open refuses some of "
			 "its members", nt->why == PMS_PLAN_NOTE_NEVER_ALONE ? wd : "");
		break;
	case PMS_PLAN_NOTE_NEVER_ALONE:
		if (runs)
			snprintf(buf, len, "'%s' can never be counted: it does not fit the PMU even "
				 "alone%s; it is in no run", a, wd);
		else
			snprintf(buf, len, "'%s' can never be scheduled: it does not fit the PMU even "
				 "alone%s; it is listed last with :D, so the kernel parks it in ERROR "
				 "once instead of letting it stop every pass%s", a, wd,
				 nt->n_events > 1 ? " (--split-groups counts its events)" : "");
		break;
	case PMS_PLAN_NOTE_BLOCKED:
		snprintf(buf, len, "'%s' cannot run beside the pinned events (kept by "
			 "--keep-pinned): listed last with :D, so it fails once and never blocks "
			 "the others", a);
		break;
	case PMS_PLAN_NOTE_PIN_FAILS:
		snprintf(buf, len, "'%s' is pinned but does not fit beside %sthe pins before it: it "
			 "would go to ERROR; listed last", a, watchdog_on(args) ? "the watchdog and " : "");
		break;
	case PMS_PLAN_NOTE_PIN_DROPPED_BLOCKS:
		snprintf(buf, len, "dropped :D on '%s': '%s' can never run beside it (--keep-pinned "
			 "keeps it)", a, b);
		break;
	case PMS_PLAN_NOTE_PIN_DROPPED_SLOTS:
		snprintf(buf, len, "dropped :D on '%s': the other events need more rotation slots "
			 "beside it (--keep-pinned keeps it)", a);
		break;
	case PMS_PLAN_NOTE_PROMOTED:
		snprintf(buf, len, "pinned '%s' (:D): it fits beside %sthe other pins and every slot, "
			 "so it counts all the time and no slot loses", a,
			 watchdog_on(args) ? "the watchdog, " : "");
		break;
	case PMS_PLAN_NOTE_REFUSED:
		snprintf(buf, len, "'%s' cannot be counted on this model (not supported): %s", a,
			 runs ? "it is in no run" : "left as written");
		break;
	case PMS_PLAN_NOTE_UNREADABLE:
		snprintf(buf, len, "'%s': a member never opens, so perf's group read fails and the "
			 "group reads <not counted>%s", a,
			 nt->n_events > 1 ? "; --split-groups counts the rest" : "");
		break;
	}
}

/* A weight or a bound: more digits when it is close to the integer below (ceil matters). */
static const char *num_text(double v, char *buf, size_t len)
{
	snprintf(buf, len, v - (long)v < 0.01 ? "%.4f" : "%.2f", v);
	return buf;
}

/*
 * The LP's certificate: the heaviest units with their weights, then the
 * totals.  Every set that fits weighs 1 or less, so k slots hold at most
 * k; all weigh lp_bound, so k >= lp_bound.
 */
static void lp_proof_text(const struct pms_evlist *ev, const struct pms_plan *p,
			  const struct pms_plan_bound *b, const char *what, char *buf, size_t len)
{
	int n = pms_plan_n_units(p), shown[3], n_shown = 0, n_weighed = 0;
	size_t at = 0;
	char num[32];

	for (int u = 0; u < n; u++)
		n_weighed += b->weights[u] > 1e-9;
	while (n_shown < 3) {
		int best = -1;

		for (int u = 0; u < n; u++) {
			bool taken = false;

			for (int q = 0; q < n_shown; q++)
				taken |= shown[q] == u;
			if (!taken && b->weights[u] > 1e-9 && (best < 0 || b->weights[u] > b->weights[best]))
				best = u;
		}
		if (best < 0)
			break;
		shown[n_shown++] = best;
	}
	at += (size_t)snprintf(buf, len, "weighing the units (");
	for (int q = 0; q < n_shown && at < len; q++) {
		struct pms_plan_unit u;
		char t[256];

		pms_plan_unit(p, shown[q], &u);
		plan_unit_text(ev, u.events[0], u.n_events, t, sizeof(t));
		at += (size_t)snprintf(buf + at, len - at, "%s'%s' %s", q ? ", " : "", t,
				       num_text(b->weights[shown[q]], num, sizeof(num)));
	}
	if (at < len && n_weighed > n_shown)
		at += (size_t)snprintf(buf + at, len - at, ", %d more", n_weighed - n_shown);
	if (at < len)
		snprintf(buf + at, len - at, "), no set that fits weighs more than 1 and all weigh "
			 "%s (the LP bound over slot patterns), so at least %d %s",
			 num_text(b->lp_bound, num, sizeof(num)), b->lower_bound, what);
}

void plan_proof_text(const struct predict_args *a, const struct pms_plan *p, const char *what,
		     char *buf, size_t len)
{
	const struct pms_evlist *ev = a->ev;
	struct pms_plan_bound b;
	char ctr[128], pmu[32] = "";

	pms_plan_bound(p, &b);
	switch (b.proof) {
	case PMS_PLAN_PROOF_COUNTERS:
		pms_model_mask_format(pms_evlist_model(ev), b.counters, ctr, sizeof(ctr));
		if (pms_model_is_hybrid(pms_evlist_model(ev)))	/* each PMU's own counters */
			snprintf(pmu, sizeof(pmu), "%s ", pms_model_pmu_name(pms_model_pmu(
				 pms_evlist_model(ev), (size_t)b.pmu)));
		snprintf(buf, len, "the %sevents that can only use %s need %d counters there and %d "
			 "%s free beside the pins%s, so at least %d %s", pmu, ctr, b.n_need,
			 b.n_free, b.n_free == 1 ? "is" : "are",
			 watchdog_on(a) ? " and the watchdog" : "", b.lower_bound, what);
		break;
	case PMS_PLAN_PROOF_CLIQUE: {
		size_t at = 0;

		at += (size_t)snprintf(buf, len, "no two of ");
		for (int q = 0; q < b.n_clique && q < 3 && at < len; q++) {
			struct pms_plan_unit u;
			char t[256];

			pms_plan_unit(p, b.clique[q], &u);
			plan_unit_text(ev, u.events[0], u.n_events, t, sizeof(t));
			at += (size_t)snprintf(buf + at, len - at, "%s'%s'", q ? ", " : "", t);
		}
		if (at < len)
			snprintf(buf + at, len - at, "%s fit together, so at least %d %s",
				 b.n_clique > 3 ? " and the others of a set of that kind" : "",
				 b.lower_bound, what);
		break;
	}
	case PMS_PLAN_PROOF_LP:
		if (b.weights) {
			lp_proof_text(ev, p, &b, what, buf, len);
			break;
		}
		snprintf(buf, len, "the LP bound over slot patterns is %.4f, so at least %d %s",
			 b.lp_bound, b.lower_bound, what);
		break;
	case PMS_PLAN_PROOF_SEARCH:
		snprintf(buf, len, "an exhaustive search finds no way with %d %s, in %ld checks",
			 b.lower_bound - 1, what, b.n_checks);
		break;
	default:
		snprintf(buf, len, "fewer cannot hold them");
	}
}

char *plan_perf_command(const struct predict_args *a, const char *list)
{
	int n = pms_perf_command(&a->opts, list, NULL, 0);
	char *s = n < 0 ? NULL : malloc((size_t)n + 1);

	if (s)
		pms_perf_command(&a->opts, list, s, (size_t)n + 1);
	return s;
}

static void print_assumptions(FILE *f, const struct predict_args *a)
{
	char env[200], what[160], share[320];

	predict_env_text(a, env, sizeof(env));
	predict_workload_text(a, a->sim, what, sizeof(what));
	fprintf(f, "Assumes: %s; %s, mux interval %.3f ms.\n", env, what,
		(double)pms_sim_mux_interval_ns(a->sim) / 1e6);
	/* hybrids: each PMU's events planned on its own counters, judged on its type's time */
	if (predict_core_share_text(a->common.model, a->sim, share, sizeof(share)))
		fprintf(f, "%s.\nEach core PMU's events are planned on its own counters; the shares "
			"below are of the task's time on each event's core type (an event of a type "
			"the task never runs on is never counted, whatever the list).\n", share);
}

/*
 * "Expected error: +-5.20% at worst ('e'), +-2.60% on average (90% confidence,
 * ...)": how far the scaled counts of run @ri may be off (nothing when every
 * planned event is counted all the time).
 */
static void print_error(FILE *f, const struct predict_args *a, const struct pms_plan *p, int ri,
			const struct pms_plan_run *r)
{
	struct pms_plan_error e;
	char name[320], model[200];

	if (pms_plan_run_error(p, ri, &e, NULL) || e.worst_event < 0 || !r->ev)
		return;
	predict_event_name(r->ev, e.worst_event, name, sizeof(name));
	predict_error_text(a, model, sizeof(model));
	fprintf(f, "Expected error of the scaled counts: +-%.2f%% at worst ('%s'), +-%.2f%% on "
		"average over %d event%s (%s).\n", e.worst, name, e.mean, e.n_events,
		e.n_events > 1 ? "s" : "", model);
}

static void print_packing(FILE *f, const struct predict_args *a, const struct pms_plan *p,
			  const struct pms_plan_run *r)
{
	struct pms_plan_error err[PMS_PLAN_N_VARIANTS], mine;
	struct pms_plan_bound b;
	char proof[600];

	pms_plan_bound(p, &b);
	plan_proof_text(a, p, "slots", proof, sizeof(proof));
	if (b.n_slots == 0)
		fputs("Packing: no rotation slots: nothing left to place on the flexible list.\n", f);
	else if (b.n_slots == 1)
		fputs("Packing: 1 rotation slot: everything fits at once, nothing multiplexes.\n", f);
	else if (!b.proven)
		fprintf(f, "Packing: %d rotation slots (%s; lower bound %d, gap %d): each slot runs "
			"1/%d of the time.\n", b.n_slots, b.heuristic ?
			"not proven: too many kinds of unit for the LP bound" :
			"not proven: the search stopped at its budget",
			b.lower_bound, b.n_slots - b.lower_bound, b.n_slots);
	else
		fprintf(f, "Packing: %d rotation slots, each running 1/%d of the time; proven minimum: "
			"%s.\n", b.n_slots, b.n_slots, proof);
	if (r->variant != PMS_PLAN_SLOTS)
		fprintf(f, "Chosen: %s: the kernel's rotation gives every event %.2f%% or more, the "
			"packing %.2f%%.\n", r->variant == PMS_PLAN_AS_WRITTEN ? "the list as written" :
			r->variant == PMS_PLAN_PINNED_SEPARATE ?
			"the pins, and every other group on its own" : "every group on its own",
			r->variant_share[r->variant], r->variant_share[PMS_PLAN_SLOTS]);
	/* within a point of the packing's share, the expected error chose it */
	pms_plan_run_error(p, 0, &mine, err);
	if (r->variant != PMS_PLAN_SLOTS && err[PMS_PLAN_SLOTS].worst >= 0 &&
	    err[r->variant].worst >= 0 &&
	    r->variant_share[r->variant] <= r->variant_share[PMS_PLAN_SLOTS] + 1.0)
		fprintf(f, "  It promises less error: +-%.2f%% at worst and +-%.2f%% on average, "
			"the packing +-%.2f%% and +-%.2f%%.\n", err[r->variant].worst,
			err[r->variant].mean, err[PMS_PLAN_SLOTS].worst, err[PMS_PLAN_SLOTS].mean);
}

/* The units of run @run in a row per role (one run: pins, slots, the rest). */
static void print_layout(FILE *f, const struct predict_args *a, const struct pms_plan *p,
			 const struct pms_plan_run *r)
{
	static const char *const role[] = { "pinned", "rotating", "software (always counted)",
					    "not supported", "parked (:D, last)" };
	int n_rows = r->variant == PMS_PLAN_SLOTS ? r->n_slots : 1;

	for (int pass = 0; pass < 5; pass++) {
		if (pass <= 1 && r->variant == PMS_PLAN_AS_WRITTEN)
			continue;
		for (int s = 0; s < (pass == 1 ? n_rows : 1); s++) {
			bool any = false;

			for (int u = 0; u < pms_plan_n_units(p); u++) {
				struct pms_plan_unit x;
				char t[512];
				bool in;

				pms_plan_unit(p, u, &x);
				in = pass == 0 ? x.kind == PMS_PLAN_PACKED && x.pinned :
				     pass == 1 ? x.kind == PMS_PLAN_PACKED && !x.pinned &&
						 (r->variant != PMS_PLAN_SLOTS || x.slot == s) :
				     pass == 2 ? x.kind == PMS_PLAN_SOFTWARE :
				     pass == 3 ? x.kind == PMS_PLAN_REFUSED : x.kind == PMS_PLAN_PARKED;
				if (!in)
					continue;
				if (!any && pass == 1 && r->variant == PMS_PLAN_SLOTS)
					fprintf(f, "  slot %d:", s + 1);
				else if (!any)
					fprintf(f, "  %s:", role[pass]);
				t[0] = '\0';
				for (int j = 0; j < x.n_events; j++) {
					char e[256];

					pms_plan_event_text(a->ev, x.events[j], e, sizeof(e));
					snprintf(t + strlen(t), sizeof(t) - strlen(t), "%s%s",
						 j ? "," : x.n_events > 1 ? "{" : "", e);
				}
				fprintf(f, "%s%s%s", any ? ", " : " ", t, x.n_events > 1 ? "}" : "");
				any = true;
			}
			if (any)
				fputc('\n', f);
		}
	}
}

static void print_notes(FILE *f, const struct predict_args *a, const struct pms_plan *p)
{
	if (!pms_plan_n_notes(p))
		return;
	fputs("Notes:\n", f);
	for (int i = 0; i < pms_plan_n_notes(p); i++) {
		struct pms_plan_note nt;
		char t[1200];

		pms_plan_note(p, i, &nt);
		plan_note_text(a, p, &nt, t, sizeof(t));
		fprintf(f, "  - %s\n", t);
	}
}

/*
 * A box that multiplexes: the core plan cannot help, so say how to split
 * its events over runs (pms_sim_box_split()).
 */
static void print_box_split(FILE *f, const struct pms_plan_run *r, int k,
			    const struct pms_sim_box *b)
{
	int *run_of = calloc((size_t)b->n_events + 1, sizeof(int));
	bool minimal = false;
	int n = run_of ? pms_sim_box_split(r->sim, k, run_of, b->n_events, &minimal) : -1;

	char box[16] = "";

	if (b->box >= 0)
		snprintf(box, sizeof(box), "_%d", b->box);
	fprintf(f, "Boxes: %s%s (%d counter%s%s) rotates its events whatever the core slots%s",
		b->type->pmu, box, b->type->n_gp, b->type->n_gp == 1 ? "" : "s",
		b->type->fixed ? " + fixed" : "",
		b->filter_clash ? ", and some need other values of its shared filter register" : "");
	if (n <= 1) {
		fputs(".\n", f);
		free(run_of);
		return;
	}
	fprintf(f, ";\n  %d runs count each all the time (%s):\n", n,
		minimal ? "no split has fewer" : "first fit; a split with fewer is not ruled out");
	for (int q = 0; q < n; q++) {
		const char *sep = "";

		fprintf(f, "  run %d:", q + 1);
		for (int j = 0; j < b->n_events; j++) {
			char name[320];

			if (run_of[j] != q)
				continue;
			predict_event_name(r->ev, b->events[j], name, sizeof(name));
			fprintf(f, "%s %s", sep, name);
			sep = ",";
		}
		fputc('\n', f);
	}
	free(run_of);
}

static void print_check(FILE *f, const struct predict_args *a, const struct pms_plan_run *r,
			const char *what)
{
	char name[320];

	if (r->n_short) {
		predict_event_name(r->ev, r->lowest_event, name, sizeof(name));
		fprintf(f, "Simulated%s: %d planned event%s short of the plan; lowest '%s' at %.2f%%\n",
			what, r->n_short, r->n_short > 1 ? "s fall" : " falls", name, r->lowest);
		if (a->opts.n_phases > 1)
			fputs("hint: the task's stretches on the CPU are shorter than the mux interval, "
			      "so the kernel never rotates: only the pins and the first slot are "
			      "counted ('pmusched explain' shows it)\n", f);
	} else if (r->lowest_event >= 0) {
		fprintf(f, "Simulated%s: every planned event is counted; lowest share %.2f%%.\n",
			what, r->lowest);
	}
	for (int k = 0; r->sim && k < pms_sim_n_boxes(r->sim); k++) {
		struct pms_sim_box b;

		if (pms_sim_box(r->sim, k, &b) || !b.multiplexes)
			continue;
		print_box_split(f, r, k, &b);
	}
}

static void print_runs(FILE *f, const struct predict_args *a, const struct pms_plan *p)
{
	struct pms_plan_bound b;
	char proof[600];
	int n = pms_plan_n_runs(p), n_short = 0;
	bool mux = false;

	pms_plan_bound(p, &b);
	for (int r = 0; r < n; r++) {
		struct pms_plan_run run;

		pms_plan_run(p, r, &run);
		mux |= run.n_slots > 1;
	}
	plan_proof_text(a, p, "runs", proof, sizeof(proof));
	if (!mux && b.n_slots > 1)
		fprintf(f, "%d runs count every event all the time; %s.\n", n,
			b.proven ? "no split has fewer" : "a split with fewer was not ruled out");
	else if (!mux)
		fprintf(f, "%d run counts every event all the time.\n", n);
	else
		fprintf(f, "%d runs, as asked; counting every event all the time takes %d; the %d "
			"slots are shared out, at most %d per run.\n", n, b.n_slots, b.n_slots,
			(b.n_slots + n - 1) / n);
	if (b.n_slots > 1 && b.proven)
		fprintf(f, "Proof: %s.\n", proof);
	else if (b.n_slots > 1)
		fprintf(f, "Lower bound: %d (gap %d).\n", b.lower_bound, b.n_slots - b.lower_bound);
	for (int r = 0; r < n; r++) {
		struct pms_plan_run run;
		char *cmd, what[32];

		pms_plan_run(p, r, &run);
		cmd = plan_perf_command(a, run.list);
		fprintf(f, "\nRun %d: %s\n", r + 1, cmd ? cmd : run.list);
		free(cmd);
		if (run.n_slots > 1)
			fprintf(f, "  %d rotation slots\n", run.n_slots);
		snprintf(what, sizeof(what), " (run %d)", r + 1);
		if (run.n_short || run.n_slots > 1)
			print_check(f, a, &run, what);
		if (run.n_slots > 1)
			print_error(f, a, p, r, &run);
		n_short += run.n_short;
	}
	fputc('\n', f);
	print_notes(f, a, p);
	if (!n_short && n)
		fprintf(f, "Every run checked by simulation: %s.\n", mux ?
			"each event at least its run's share" : "every event counted 100% in its run");
}

void plan_print_text(FILE *f, const struct predict_args *a, const struct pms_plan *p)
{
	struct pms_plan_run r;
	char *cmd;

	if (pms_plan_mode(p) != PMS_PLAN_ONE_RUN) {
		print_assumptions(f, a);
		print_runs(f, a, p);
		return;
	}
	pms_plan_run(p, 0, &r);
	cmd = plan_perf_command(a, r.list);
	fprintf(f, "%s\n\n", cmd ? cmd : r.list);
	free(cmd);
	print_assumptions(f, a);
	print_packing(f, a, p, &r);
	print_layout(f, a, p, &r);
	print_notes(f, a, p);
	print_check(f, a, &r, "");
	print_error(f, a, p, 0, &r);
	fputs("\nBefore:\n", f);
	predict_print_perf_lines(f, a->ev, a->sim);
	fputs("\nAfter:\n", f);
	predict_print_perf_lines(f, r.ev, r.sim);
}
