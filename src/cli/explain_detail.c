/* explain -v: every short event in detail, and the event lists of each fix. */
#include <string.h>
#include "explain_print.h"

static void holders(FILE *f, const struct predict_args *a, const struct pms_explain_event *e,
		    const struct pms_ev_result *r)
{
	if (!e->n_waiting)
		return;
	if (!e->n_holders) {
		/* nobody sat on its counters: name the rule that kept it off, or nothing */
		if (r->why & PMS_WHY_HT_LIMIT)
			fprintf(f, "    - while it waited (in %u of the %u intervals scanned) no event held "
				"its counters: the HT-erratum limit on GP counters per thread kept "
				"it off\n", e->n_waiting, e->n_scanned);
		else if (r->why & (PMS_WHY_SKIPPED | PMS_WHY_NO_ROTATION))
			fprintf(f, "    - while it waited (in %u of the %u intervals scanned) no event held "
				"its counters: it was not tried, an earlier group had failed in "
				"those passes\n", e->n_waiting, e->n_scanned);
		return;
	}
	fprintf(f, "    - while it waited (in %u of the %u intervals scanned) its counters were held by",
		e->n_waiting, e->n_scanned);
	for (int h = 0; h < e->n_holders; h++) {
		struct pms_event_info info;

		if (e->holders[h].event < 0) {
			fprintf(f, "%s the NMI watchdog (pinned) in %u", h ? ";" : "", e->holders[h].n);
			continue;
		}
		pms_evlist_event(a->ev, e->holders[h].event, &info);
		fprintf(f, "%s e%d %s%s in %u", h ? ";" : "", e->holders[h].event,
			explain_name(a, e->holders[h].event),
			info.pinned ? " [pinned]" : "", e->holders[h].n);
	}
	if (e->n_other_holders)
		fprintf(f, "; and %d other event%s", e->n_other_holders,
			e->n_other_holders > 1 ? "s" : "");
	fputc('\n', f);
}

static void why_lines(FILE *f, const struct predict_args *a, const struct pms_ev_result *r)
{
	static const unsigned plain[] = {
		PMS_WHY_NO_ENCODING, PMS_WHY_REFUSED, PMS_WHY_TOPDOWN_RULE, PMS_WHY_GROUP_INVALID,
		PMS_WHY_GROUP_INVALID_MEMBER, PMS_WHY_GROUP_READ, PMS_WHY_PINNED_ERROR,
		PMS_WHY_HT_LIMIT,
	};

	for (size_t k = 0; k < sizeof(plain) / sizeof(plain[0]); k++)
		if (r->why & plain[k])
			fprintf(f, "    - %s\n", pms_why_text(plain[k], PMS_TEXT_LONG));
	if ((r->why & PMS_WHY_OPEN_CHECK) && r->reason)
		fprintf(f, "    - perf_event_open refuses it: %s\n", r->reason);
	if ((r->why & PMS_WHY_FILTERED) && r->reason)
		fprintf(f, "    - it never runs: %s\n", r->reason);
	if ((r->why & PMS_WHY_EXTRA_REG) && r->xreg >= 0) {
		fprintf(f, "    - it needs %s with its own value, and ", pms_xreg_name(r->xreg));
		if (r->xreg_holder >= 0) {
			fprintf(f, "e%d %s held it with another value", r->xreg_holder,
				explain_name(a, r->xreg_holder));
		} else {
			fputs(r->xreg_holder == -2 ? "the sibling thread held it with another value" :
			      "it was held with another value", f);
		}
		fputs(" (__intel_shared_reg_get_constraints)\n", f);
	}
	if (r->why & PMS_WHY_NO_COUNTER)
		fprintf(f, "    - its group was tried %d times and did not fit %d times\n",
			r->n_tried, r->n_failed);
	if (r->n_skipped) {
		fprintf(f, "    - not tried in %d passes: the kernel stops trying hardware groups in a "
			"pass at the first one that fails", r->n_skipped);
		if (r->blocked_by >= 0) {
			fprintf(f, ", and the group of e%d %s failed before it", r->blocked_by,
				explain_name(a, r->blocked_by));
		}
		fputc('\n', f);
	}
}

static void one_event(FILE *f, const struct predict_args *a, const struct pms_explain *x,
		      const struct pms_explain_event *e)
{
	const struct pms_ev_result *r = pms_sim_result(a->sim, e->event);
	struct pms_explain_cause c;
	struct pms_event_info info;
	char src[512], mask[128], t[1200];

	pms_evlist_event(a->ev, e->event, &info);
	fprintf(f, "\ne%d %s: ", e->event, explain_name(a, e->event));
	if (r->status == PMS_ST_NOT_SUPPORTED)
		fputs("<not supported>\n", f);
	else if (r->status == PMS_ST_NOT_COUNTED)
		fprintf(f, "<not counted>%s\n", r->print_percent ? " (0.00%)" : "");
	else if (e->expected_error >= 0)
		fprintf(f, "counted %.2f%% of its enabled time; expect +-%.2f%% at %g%% confidence\n",
			r->percent, e->expected_error, 100 * a->confidence);
	else
		fprintf(f, "counted %.2f%% of its enabled time\n", r->percent);
	if (e->mask) {
		pms_model_mask_format(a->common.model, e->mask, mask, sizeof(mask));
		pms_evlist_describe(a->ev, e->event, pms_sim_env(a->sim), src, sizeof(src));
		fprintf(f, "    - counters: %s (%s)\n", mask, src);
	}
	pms_explain_cause(x, e->cause, &c);
	/* hybrids: where it can count, unless its cause says just that */
	if (c.kind != PMS_CAUSE_CORE_SHARE && c.kind != PMS_CAUSE_OTHER_CORE &&
	    pms_sim_hybrid_note(a->sim, e->event, t, sizeof(t)))
		fprintf(f, "    - %s\n", t);
	pms_explain_cause_text(x, &c, t, sizeof(t));
	fprintf(f, "    - cause %d: %s\n", e->cause + 1, t);
	why_lines(f, a, r);
	holders(f, a, e, r);
	if (e->sibling) {
		pms_model_mask_format(a->common.model, e->sibling, mask, sizeof(mask));
		fprintf(f, "    - the HT sibling's events take %s from it\n", mask);
	}
	if (e->fix >= 0) {
		struct pms_explain_fix fx;

		pms_explain_fix(x, e->fix, &fx);
		pms_explain_fix_text(x, &fx, t, sizeof(t));
		if (e->share_after >= 100.0)
			fprintf(f, "    fix %d: %s: then it is counted all the time\n", e->fix + 1, t);
		else
			fprintf(f, "    fix %d: %s: then it is counted %.2f%% of the time\n",
				e->fix + 1, t, e->share_after);
	} else if (r->status != PMS_ST_NOT_SUPPORTED) {
		fputs("    fix: no change tried raises it\n", f);
	}
}

void explain_print_detail(FILE *f, const struct predict_args *a, const struct pms_explain *x)
{
	char tool[64], model[120];
	bool any = false;

	for (int i = 0; i < pms_explain_n_events(x); i++) {
		struct pms_explain_event e;

		pms_explain_event(x, i, &e);
		any |= e.expected_error >= 0;
	}
	predict_error_text(a, model, sizeof(model));
	if (any)
		fprintf(f, "\nExpected errors of the scaled counts (+-, percent of the count) assume "
			"%s (--confidence, --variability).\n", model);
	for (int i = 0; i < pms_explain_n_events(x); i++) {
		struct pms_explain_event e;

		pms_explain_event(x, i, &e);
		one_event(f, a, x, &e);
	}
	if (pms_explain_n_fixes(x))
		fputs("\nEvent lists of the fixes:\n", f);
	for (int i = 0; i < pms_explain_n_fixes(x); i++) {
		struct pms_explain_fix fx;

		pms_explain_fix(x, i, &fx);
		if (!fx.lists)
			continue;
		fprintf(f, "  %d.", i + 1);
		for (int r = 0; r < fx.n_runs; r++)
			fprintf(f, "%s %s -e '%s'\n", r ? "     then" : "",
				predict_perf_tool(a, tool, sizeof(tool)), fx.lists[r]);
	}
}
