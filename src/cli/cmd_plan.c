/*
 * pmusched plan: the grouping and order of an event list that counts every
 * event for the largest share of the time, checked by simulating it.
 */
#include <stdlib.h>
#include <string.h>
#include "evtext.h"
#include "plan.h"
#include "predict.h"

const char usage_plan[] =
	"usage: pmusched plan -e LIST [--cpu MODEL] [predict options] [--split-groups]\n"
	"                     [--keep-pinned] [--no-pin] [--json] [--svg FILE]\n"
	"\n"
	"Rearranges the events so the kernel counts every one of them for the\n"
	"largest possible share of the time, and prints the perf stat -e string\n"
	"with the predicted output before and after.\n"
	"\n"
	"A slot is a set of groups that fits the PMU at once beside the NMI\n"
	"watchdog and the pinned events, by the kernel's own assignment routine.\n"
	"With k slots, each written as one {...} group, exactly one slot runs per\n"
	"rotation interval and every event runs 1/k of the time; plan finds the\n"
	"fewest slots (exact search up to 30 events; above, first fit plus slot\n"
	"elimination, printed with its gap to a lower bound).  Each of your groups\n"
	"stays in one slot.  With two or more slots, an event that fits beside the\n"
	"pins and every slot is pinned (:D): it then counts all the time and no\n"
	"slot loses.\n"
	"\n"
	"Your :D is kept while everything else can still run beside it and the\n"
	"others need no more slots; otherwise it is dropped and the output says\n"
	"why.  Events that are not supported are left as written; a group that can\n"
	"never be scheduled is listed last with :D, so the kernel parks it in\n"
	"ERROR once instead of letting it stop every rotation pass.\n"
	"\n"
	"  --split-groups           treat every event as its own group (a topdown\n"
	"                           slots group stays whole)\n"
	"  --keep-pinned            never drop a :D; what cannot run beside it is parked\n"
	"  --no-pin                 add no :D of plan's own\n"
	"  --svg FILE               the planned schedule as an SVG timeline\n"
	"  --core-share SHARES      hybrids: the task's run time per core type,\n"
	"                           e.g. cpu_core=70,cpu_atom=30 (default: all on\n"
	"                           cpu_core); phases may say run:5ms@cpu_atom\n"
	"  --cputype TYPE           perf stat --cputype: events without a PMU go to\n"
	"                           this core PMU only (cpu_core, atom, ...)\n"
	"  --hybrid-merge           perf stat --hybrid-merge: one line per event name\n"
	"  --json                   {\"event_list\":..., \"before\":[...], \"after\":[...], ...}\n"
	"\n"
	"Takes every option of 'pmusched predict'.  Exit status 0 with a plan,\n"
	"1 when planning fails, 2 for bad input.\n";

static const char *unit_kind(const struct plan_unit *u)
{
	switch (u->kind) {
	case PU_PACK: return u->pinned ? "pinned" : "slot";
	case PU_SOFTWARE: return "software";
	case PU_REFUSED: return "not-supported";
	case PU_PARKED: return "parked";
	}
	return "?";
}

/* One unit as the plan writes it (group letters such as D left out). */
static void print_unit(FILE *f, const struct pms_evlist *before, const struct plan_unit *u)
{
	for (int j = 0; j < u->n; j++) {
		char text[256];

		evtext_event(before, u->ev[j], text, sizeof(text));
		fprintf(f, "%s%s", j ? "," : (u->n > 1 ? "{" : ""), text);
	}
	if (u->n > 1)
		fputc('}', f);
}

/*
 * The plan's promise, checked on the simulation of the new list: every
 * event of a packed unit counted, pinned ones all the time, the others at
 * least 1/k (one point of slack: the run's intervals need not divide by k).
 * Returns the number of events that break it; *low the lowest share.
 */
static int verify(const struct plan *p, const struct pms_sim *after, double *low, int *low_ev)
{
	int bad = 0;
	double want = p->n_slots > 1 ? 100.0 / p->n_slots - 1.0 : 99.0;

	*low = 100.0;
	*low_ev = -1;
	for (int k = 0; k < p->n_ev; k++) {
		const struct pms_ev_result *r = pms_sim_result(after, k);
		const struct plan_unit *u = NULL;
		double pct;

		for (int x = 0; x < p->n_units && !u; x++)
			for (int j = 0; j < p->u[x].n; j++)
				if (p->u[x].ev[j] == p->order[k])
					u = &p->u[x];
		if (!u || u->kind != PU_PACK || u->unreadable)
			continue;
		pct = r->status == PMS_ST_COUNTED ? (r->print_percent ? r->percent : 100.0) : 0.0;
		if (pct < *low) {
			*low = pct;
			*low_ev = k;
		}
		if (r->status != PMS_ST_COUNTED ||
		    pct < (PV_PINNED(p->variant, u) ? 99.0 : want))
			bad++;
	}
	return bad;
}

static void print_text(FILE *f, const struct predict_args *a, const struct plan *p,
		       const struct pms_evlist *after, const struct pms_sim *asim)
{
	double low;
	int low_ev, bad = verify(p, asim, &low, &low_ev), n_core = 0;

	for (int u = 0; u < p->n_units; u++)
		n_core += p->u[u].kind == PU_PACK ? p->u[u].n : 0;
	fprintf(f, "perf stat -e '%s'\n\n", p->list);
	if (p->n_slots == 0)
		fputs("Packing: no rotation slots: nothing left to place on the flexible list.\n", f);
	else if (p->n_slots == 1)
		fputs("Packing: 1 rotation slot: everything fits at once, nothing multiplexes.\n", f);
	else if (p->heuristic && !p->exact)
		fprintf(f, "Packing: %d rotation slots (heuristic: %d events > %d; lower bound %d, "
			"gap %d): each slot runs 1/%d of the time.\n", p->n_slots, n_core,
			PLAN_EXACT_MAX, p->lower_bound, p->n_slots - p->lower_bound, p->n_slots);
	else if (p->heuristic)
		fprintf(f, "Packing: %d rotation slots (heuristic: %d events > %d; lower bound %d, "
			"gap 0: optimal): each slot runs 1/%d of the time.\n", p->n_slots, n_core,
			PLAN_EXACT_MAX, p->lower_bound, p->n_slots);
	else if (!p->exact)
		fprintf(f, "Packing: %d rotation slots (search stopped after %ld checks; lower bound "
			"%d, gap %d): each slot runs 1/%d of the time.\n", p->n_slots,
			PLAN_CHECK_BUDGET, p->lower_bound, p->n_slots - p->lower_bound, p->n_slots);
	else
		fprintf(f, "Packing: %d rotation slots, the minimum (exact search): each slot runs "
			"1/%d of the time.\n", p->n_slots, p->n_slots);
	if (p->variant != PV_SLOTS)
		fprintf(f, "Chosen: %s: the kernel's rotation gives every event %.2f%% or more, "
			"the packing %.2f%%.\n", p->variant == PV_ASIS ? "the list as written" :
			p->variant == PV_ROTATE_PINNED ? "the pins, and every other group on its own" :
			"every group on its own", p->share[p->variant], p->share[PV_SLOTS]);
	for (int pass = 0; pass < 5; pass++) {
		int n_rows = pass == 1 && p->variant == PV_SLOTS ? p->n_slots : 1;

		if (pass == 1 && p->variant == PV_ASIS)
			continue;
		for (int s = 0; s < n_rows; s++) {
			bool any = false;

			for (int u = 0; u < p->n_units; u++) {
				const struct plan_unit *x = &p->u[u];
				bool pin = PV_PINNED(p->variant, x);
				bool in = pass == 0 ? x->kind == PU_PACK && pin :
					  pass == 1 ? x->kind == PU_PACK && !pin &&
						      (p->variant != PV_SLOTS || x->slot == s) :
					  pass == 2 ? x->kind == PU_SOFTWARE :
					  pass == 3 ? x->kind == PU_REFUSED : x->kind == PU_PARKED;

				if (!in || (pass == 0 && p->variant == PV_ASIS))
					continue;
				if (!any) {
					if (pass == 1 && p->variant == PV_SLOTS)
						fprintf(f, "  slot %d:", s + 1);
					else
						fprintf(f, "  %s:", pass == 0 ? "pinned" : pass == 1 ?
							"rotating" : pass == 2 ? "software (always counted)" :
							pass == 3 ? "not supported" : "parked (:D, last)");
				}
				fputs(any ? ", " : " ", f);
				print_unit(f, a->ev, x);
				any = true;
			}
			if (any)
				fputc('\n', f);
		}
	}
	if (p->n_notes) {
		fputs("Notes:\n", f);
		for (int i = 0; i < p->n_notes; i++)
			fprintf(f, "  - %s\n", p->notes[i]);
	}
	if (bad) {
		struct pms_event_info info;

		pms_evlist_event(after, low_ev, &info);
		fprintf(f, "Simulated: %d planned event%s short of the plan; lowest '%s' at %.2f%%\n",
			bad, bad > 1 ? "s fall" : " falls", info.text, low);
		if (a->opts.n_phases > 1)
			fputs("hint: the task's stretches on the CPU are shorter than the mux interval, "
			      "so the kernel never rotates: only the pins and the first slot are "
			      "counted ('pmusched explain' shows it)\n", f);
	} else if (low_ev >= 0) {
		fprintf(f, "Simulated: every planned event is counted; lowest share %.2f%%.\n", low);
	}
	fputs("\nBefore:\n", f);
	predict_print_perf_lines(f, a->ev, a->sim);
	fputs("\nAfter:\n", f);
	predict_print_perf_lines(f, after, asim);
}

static void print_json(FILE *f, const struct predict_args *a, const struct plan *p,
		       const struct pms_evlist *after, const struct pms_sim *asim)
{
	double low;
	int low_ev, bad = verify(p, asim, &low, &low_ev);

	fputs("{\"event_list\":", f);
	json_str(f, p->list);
	fprintf(f, ",\"chosen\":\"%s\",\"slots\":%d,\"lower_bound\":%d,\"exact\":%s,"
		"\"heuristic\":%s,\"verified\":%s,\"units\":[",
		p->variant == PV_SLOTS ? "slots" : p->variant == PV_ROTATE ? "separate" :
		p->variant == PV_ROTATE_PINNED ? "pinned-and-separate" : "as-written",
		p->n_slots, p->lower_bound, p->exact ? "true" : "false",
		p->heuristic ? "true" : "false", bad ? "false" : "true");
	for (int u = 0; u < p->n_units; u++) {
		fprintf(f, "%s{\"kind\":\"%s\",\"slot\":%d,\"events\":[", u ? "," : "",
			unit_kind(&p->u[u]), p->u[u].kind == PU_PACK && !p->u[u].pinned ?
			p->u[u].slot + 1 : 0);
		for (int j = 0; j < p->u[u].n; j++)
			fprintf(f, "%s%d", j ? "," : "", p->u[u].ev[j]);
		fputs("]}", f);
	}
	fputs("],\"notes\":[", f);
	for (int i = 0; i < p->n_notes; i++) {
		if (i)
			fputc(',', f);
		json_str(f, p->notes[i]);
	}
	fputs("],\"before\":[", f);
	for (int i = 0; i < pms_evlist_count(a->ev); i++) {
		if (i)
			fputc(',', f);
		predict_json_event(f, a->ev, a->sim, i);
	}
	fputs("],\"after\":[", f);
	for (int i = 0; i < pms_evlist_count(after); i++) {
		if (i)
			fputc(',', f);
		predict_json_event(f, after, asim, i);
	}
	fputs("]}\n", f);
}

int cmd_plan(struct cli *cli, int argc, char **argv)
{
	static struct predict_args a;
	struct plan_opts po = { 0 };
	struct plan p;
	struct pms_evlist *after = NULL;
	struct pms_sim *asim = NULL;
	struct pms_diag d;
	int rc = predict_parse(cli, argc, argv, &a);

	if (rc == -2) {
		fputs(usage_plan, cli->out);
		return EXIT_OK;
	}
	if (rc)
		return rc;
	memset(&p, 0, sizeof(p));
	rc = predict_run(cli, &a);
	if (rc)
		goto out;
	po.split_groups = a.split_groups;
	po.keep_pinned = a.keep_pinned;
	po.no_pin = a.no_pin;
	pms_diag_clear(&d);
	if (plan_build(a.ev, &a.opts, &po, &p, &d)) {
		cli_print_diag(cli, NULL, &d);
		rc = EXIT_FAIL;
		goto out;
	}
	rc = pms_evlist_parse(a.common.model, p.list, &after, &d);
	if (!rc)
		rc = pms_simulate(after, &a.opts, &asim, &d);
	if (rc) {
		cli_error(cli, "the planned list '%s' does not simulate: %s", p.list, d.msg);
		rc = EXIT_FAIL;
		goto out;
	}
	rc = predict_write_svg(cli, &a, after, asim, "pmusched plan");
	if (rc)
		goto out;
	if (a.common.json)
		print_json(cli->out, &a, &p, after, asim);
	else
		print_text(cli->out, &a, &p, after, asim);
out:
	pms_sim_free(asim);
	pms_evlist_free(after);
	plan_release(&p);
	predict_release(&a);
	return rc;
}
