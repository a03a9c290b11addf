/*
 * The changes explain tries, each checked by simulation, and their
 * ranking.
 *
 * Candidates come from the analysis, so their number is bounded
 * (XP_MAX_FIXES) whatever the list: plan's split into runs and its
 * rewriting; the corrupting events (under the HT-erratum limit) and the
 * groups that never fit moved to a second run or dropped; the events
 * held off by pins, the watchdog, the sibling or an extra register's other
 * value moved to a second run; the lowest event's group pinned or put
 * first; pins that hold counters dropped; broken groups split; and the
 * environment (watchdog, TSX force abort, the sibling, a newer kernel,
 * SMT).  Shares are of the task's time on each event's core type
 * (pmsi_type_share(): the same as perf's off hybrids).  Each is simulated with the
 * same options as the baseline (shortened for long runs, see
 * pms_explain_new()), and compared with it event by event.
 */
#include <string.h>
#include "internal.h"
#include "evtext.h"
#include "explain_int.h"

struct edit {
	const bool *keep;	/* per event: written (NULL: all) */
	int split;		/* group written as single events, or -1 */
	int pin, unpin;		/* group given / stripped of :D, or -1 */
	int front, last;	/* group moved first / last, or -1 */
};

#define EDIT_NONE { NULL, -1, -1, -1, -1, -1 }

/* The list with @ed applied: *@text and *@order (position -> input event). */
static int edit_text(const struct pms_explain *x, const struct edit *ed, char **text, int **order,
		     int *n_out)
{
	size_t cap = pmsi_evtext_cap(x->ev);
	struct pmsi_evgroup *g = pmsi_calloc((size_t)x->n + 2, sizeof(*g));
	struct pmsi_evgroup *t = pmsi_calloc((size_t)x->n + 2, sizeof(*t));
	int *grp = pmsi_malloc(sizeof(int) * (size_t)(x->n + 2));
	int *ord = pmsi_malloc(sizeof(int) * (size_t)(x->n + 1));
	int *out = pmsi_malloc(sizeof(int) * (size_t)(x->n + 1));
	int *go = pmsi_malloc(sizeof(int) * (size_t)(x->n + 1));
	int n_g = 0, w = 0, m = 0, rc = PMS_ENOMEM;

	*text = pmsi_malloc(cap);
	*order = NULL;
	if (!g || !t || !grp || !ord || !out || !go || !*text)
		goto fail;
	/* groups as runs of consecutive positions (a member taken out of the
	 * middle of its group leaves the others apart in the list) */
	pmsi_evlist_group_order(x->ev, go, out);
	for (int pos = 0; pos < x->n;) {
		struct pms_event_info info;
		int start = w, i = go[pos], gs;

		pms_evlist_event(x->ev, i, &info);
		gs = info.group_size > 0 && info.group_size <= x->n - pos ? info.group_size : 1;
		for (int q = pos; q < pos + gs; q++) {
			int j = go[q];

			if (ed->keep && !ed->keep[j])
				continue;
			ord[w++] = j;
			if (info.group == ed->split) {
				grp[n_g] = info.group;
				g[n_g++] = (struct pmsi_evgroup){ &ord[w - 1], 1, info.pinned, false };
				start = w;
			}
		}
		if (w > start) {
			grp[n_g] = info.group;
			g[n_g++] = (struct pmsi_evgroup){ &ord[start], w - start,
				(info.pinned || info.group == ed->pin) && info.group != ed->unpin,
				info.in_braces && w - start > 1 };
		}
		pos += gs;
	}
	/* whole groups: the one moved first, the rest, the one moved last */
	w = 0;
	for (int pass = 0; pass < 3; pass++) {
		for (int k = 0; k < n_g; k++) {
			int where = grp[k] == ed->front ? 0 : grp[k] == ed->last ? 2 : 1;

			if (where != pass)
				continue;
			t[m] = g[k];
			t[m].ev = &out[w];
			for (int j = 0; j < g[k].n; j++)
				out[w++] = g[k].ev[j];
			m++;
		}
	}
	if (pmsi_evtext_build(x->ev, t, m, *text, cap)) {
		rc = PMS_EINVAL;
		goto fail;
	}
	*n_out = w;
	*order = out;
	out = NULL;
	rc = PMS_OK;
	goto done;
fail:
	pmsi_free(*text);
	*text = NULL;
done:
	pmsi_free(go);
	pmsi_free(out);
	pmsi_free(g);
	pmsi_free(t);
	pmsi_free(grp);
	pmsi_free(ord);
	return rc;
}

struct cand {
	enum pms_fix_kind kind;
	int *subject, n_subject;	/* owned until handed to the fix */
	struct edit ed;
	bool *keep, *keep2;		/* run 1 / run 2 (SECOND_RUN) */
	struct pms_sim_opts o;		/* environment changes */
	bool env;
	const struct pms_plan *plan;	/* RUNS, REGROUP */
	uint32_t kver;
};

struct cands {
	struct cand c[XP_MAX_FIXES];
	int n;
};

static const int fix_cost[PMS_FIX_N] = {
	[PMS_FIX_REGROUP] = 1, [PMS_FIX_FRONT] = 1, [PMS_FIX_LAST] = 1, [PMS_FIX_SPLIT] = 2,
	[PMS_FIX_UNPIN] = 2, [PMS_FIX_PIN] = 3, [PMS_FIX_RUNS] = 4, [PMS_FIX_SECOND_RUN] = 4,
	[PMS_FIX_DROP] = 5, [PMS_FIX_WATCHDOG_OFF] = 6, [PMS_FIX_TFA] = 6,
	[PMS_FIX_NO_SIBLING] = 7, [PMS_FIX_KERNEL] = 8, [PMS_FIX_HT_OFF] = 9,
};

static const struct pms_sim *baseline(const struct pms_explain *x)
{
	return x->base ? x->base : x->s;
}

/* Shares of @list (text) simulated under the check options, into @after. */
static int run_text(struct pms_explain *x, const char *text, const int *order, int n,
		    const struct pms_sim_opts *o, double *after)
{
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	int rc = pmsi_evtext_parse(x->ev, &o->env, text, &ev, NULL);

	if (!rc)
		rc = pms_simulate(ev, o, &s, NULL);
	if (!rc && pms_sim_n_events(s) != n)
		rc = PMS_EINVAL;
	for (int k = 0; !rc && k < n; k++)
		after[order[k]] = pmsi_type_share(s, k);
	pms_sim_free(s);
	pms_evlist_free(ev);
	return rc;
}

static int add_list(struct xfix *f, char *text)
{
	char **l = pmsi_realloc(f->lists, sizeof(char *) * (size_t)(f->pub.n_runs + 1));

	if (!l) {
		pmsi_free(text);
		return PMS_ENOMEM;
	}
	f->lists = l;
	f->lists[f->pub.n_runs++] = text;
	return PMS_OK;
}

static int eval_edit(struct pms_explain *x, const struct edit *ed, struct xfix *f)
{
	char *text;
	int *order, n, rc = edit_text(x, ed, &text, &order, &n);

	if (rc)
		return rc;
	rc = run_text(x, text, order, n, &x->o, f->after);
	pmsi_free(order);
	if (rc) {
		pmsi_free(text);
		return rc;
	}
	return add_list(f, text);
}

static int eval_plan(struct pms_explain *x, const struct pms_plan *p, struct xfix *f)
{
	for (int r = 0; r < pms_plan_n_runs(p); r++) {
		struct pms_plan_run run;
		char *text;
		int rc;

		pms_plan_run(p, r, &run);
		for (int k = 0; k < run.n_events; k++)
			f->after[run.order[k]] = pmsi_type_share(run.sim, k);
		text = pmsi_strdup(run.list);
		rc = text ? add_list(f, text) : PMS_ENOMEM;
		if (rc)
			return rc;
	}
	(void)x;
	return PMS_OK;
}

static int evaluate(struct pms_explain *x, struct cand *c, struct xfix *f)
{
	int rc = PMS_OK;

	f->after = pmsi_malloc(sizeof(double) * (size_t)(x->n + 1));
	if (!f->after)
		return PMS_ENOMEM;
	for (int i = 0; i < x->n; i++)
		f->after[i] = -1;
	f->pub.kind = c->kind;
	f->pub.kver = c->kver;
	f->cost = fix_cost[c->kind];
	if (c->plan) {
		rc = eval_plan(x, c->plan, f);
	} else if (c->env) {
		struct pms_sim *s = NULL;

		f->pub.n_runs = 1;
		rc = pms_simulate(x->ev, &c->o, &s, NULL);
		for (int i = 0; !rc && i < x->n; i++)
			f->after[i] = pmsi_type_share(s, i);
		pms_sim_free(s);
	} else {
		struct edit e2 = EDIT_NONE;

		c->ed.keep = c->keep;
		rc = eval_edit(x, &c->ed, f);
		e2.keep = c->keep2;
		if (!rc && c->keep2)
			rc = eval_edit(x, &e2, f);
	}
	f->subject = c->subject;
	f->pub.subject = c->subject;
	f->pub.n_subject = c->n_subject;
	c->subject = NULL;
	return rc;
}

/* Compare with the baseline; false when the change helps nothing. */
static bool measure(const struct pms_explain *x, struct xfix *f)
{
	const struct pms_sim *b = baseline(x);
	struct pms_explain_fix *p = &f->pub;
	bool pin_up = false;

	p->low_before = p->low_after = 100.0;
	p->low_event_after = -1;
	for (int i = 0; i < x->n; i++) {
		const struct pms_ev_result *r = pms_sim_result(b, i);
		double before = pmsi_type_share(b, i), after = f->after[i];

		/* nothing counts it, before or after: refused, or a core type never visited */
		if (r->status == PMS_ST_NOT_SUPPORTED || pmsi_type_time(b, i) <= 0.0)
			continue;
		p->low_before = before < p->low_before ? before : p->low_before;
		p->n_full_before += before >= 100.0;
		p->n_nc_before += r->status == PMS_ST_NOT_COUNTED;
		if (after < 0)
			continue;	/* left out */
		if (after < p->low_after || p->low_event_after < 0) {
			p->low_after = after < p->low_after ? after : p->low_after;
			p->low_event_after = i;
		}
		p->n_full_after += after >= 100.0;
		p->n_nc_after += after <= 0.0;
		p->n_worse += after < before - 0.5;
	}
	if (p->kind == PMS_FIX_PIN)
		for (int k = 0; k < p->n_subject; k++)
			pin_up |= f->after[p->subject[k]] >= 100.0 &&
				  pmsi_type_share(b, p->subject[k]) < 100.0;
	p->shortened = x->shortened;
	p->after = f->after;
	p->lists = (const char *const *)f->lists;
	if (p->n_nc_after < p->n_nc_before)
		return true;
	if (p->n_nc_after > p->n_nc_before)
		return pin_up;
	return p->low_after > p->low_before + 0.5 || pin_up ||
	       (p->low_after >= p->low_before - 0.5 && p->n_full_after > p->n_full_before);
}

static int better(const struct xfix *a, const struct xfix *b)
{
	const struct pms_explain_fix *x = &a->pub, *y = &b->pub;

	if (x->n_nc_after != y->n_nc_after)
		return x->n_nc_after < y->n_nc_after;
	if (x->low_after > y->low_after + 0.5 || x->low_after < y->low_after - 0.5)
		return x->low_after > y->low_after;
	if (x->n_full_after != y->n_full_after)
		return x->n_full_after > y->n_full_after;
	return a->cost < b->cost;
}

static void xfix_free(struct xfix *f)
{
	for (int r = 0; f->lists && r < f->pub.n_runs; r++)
		pmsi_free(f->lists[r]);
	pmsi_free(f->lists);
	pmsi_free(f->subject);
	pmsi_free(f->after);
	memset(f, 0, sizeof(*f));
}

void pmsi_explain_fixes_free(struct pms_explain *x)
{
	for (int i = 0; i < x->n_fixes; i++)
		xfix_free(&x->fixes[i]);
	x->n_fixes = 0;
}

static struct cand *new_cand(struct cands *cs, enum pms_fix_kind kind)
{
	struct cand *c;

	if (cs->n == XP_MAX_FIXES)
		return NULL;
	c = &cs->c[cs->n++];
	memset(c, 0, sizeof(*c));
	c->kind = kind;
	c->ed = (struct edit)EDIT_NONE;
	return c;
}

static void cand_free(struct cand *c)
{
	pmsi_free(c->subject);
	pmsi_free(c->keep);
	pmsi_free(c->keep2);
}

/* Subject = events with @in set; keep = the rest (and keep2 = them). */
static int set_subject(const struct pms_explain *x, struct cand *c, const bool *in, bool second)
{
	c->subject = pmsi_malloc(sizeof(int) * (size_t)(x->n + 1));
	c->keep = pmsi_malloc(sizeof(bool) * (size_t)(x->n + 1));
	c->keep2 = second ? pmsi_malloc(sizeof(bool) * (size_t)(x->n + 1)) : NULL;
	if (!c->subject || !c->keep || (second && !c->keep2))
		return PMS_ENOMEM;
	for (int i = 0; i < x->n; i++) {
		c->keep[i] = !in[i];
		if (second)
			c->keep2[i] = in[i];
		if (in[i])
			c->subject[c->n_subject++] = i;
	}
	return PMS_OK;
}

/*
 * A group operation on the group of event @ev, the newest candidate of
 * @cs: subject = its events.  The same change on the same group is tried
 * once: a repeat is taken back.
 */
static int group_subject(const struct pms_explain *x, struct cands *cs, struct cand *c, int ev)
{
	for (int k = 0; k < cs->n - 1; k++)
		if (cs->c[k].kind == c->kind && cs->c[k].subject &&
		    x->e[cs->c[k].subject[0]].group == x->e[ev].group) {
			cs->n--;
			return PMS_OK;
		}
	c->subject = pmsi_malloc(sizeof(int) * (size_t)(x->n + 1));
	if (!c->subject)
		return PMS_ENOMEM;
	for (int i = 0; i < x->n; i++)
		if (x->e[i].group == x->e[ev].group)
			c->subject[c->n_subject++] = i;
	return PMS_OK;
}

/* Move @in to a second run, and leave it out: two candidates. */
/* Does a candidate of @kind already take exactly the events in @in? */
static bool have(const struct pms_explain *x, const struct cands *cs, enum pms_fix_kind kind,
		 const bool *in)
{
	for (int k = 0; k < cs->n; k++) {
		const struct cand *c = &cs->c[k];
		int n_in = 0, q;

		if (c->kind != kind || !c->subject)
			continue;
		for (int i = 0; i < x->n; i++)
			n_in += in[i];
		for (q = 0; q < c->n_subject && in[c->subject[q]]; q++)
			;
		if (q == c->n_subject && n_in == c->n_subject)
			return true;
	}
	return false;
}

/* Move the groups of @in to a second run, and leave them out: two candidates. */
static int move_and_drop(const struct pms_explain *x, struct cands *cs, bool *in)
{
	int n_in = 0, n_rest = 0, rc = PMS_OK;
	struct cand *c;

	for (int i = 0; i < x->n; i++)	/* groups move whole */
		if (in[i])
			for (int j = x->e[i].leader; j < x->n && x->e[j].group == x->e[i].group; j++)
				in[j] = true;
	for (int i = 0; i < x->n; i++) {
		n_in += in[i];
		n_rest += !in[i] && x->e[i].opened;
	}
	if (!n_in || !n_rest)
		return PMS_OK;
	c = have(x, cs, PMS_FIX_SECOND_RUN, in) ? NULL : new_cand(cs, PMS_FIX_SECOND_RUN);
	if (c)
		rc = set_subject(x, c, in, true);
	c = rc || have(x, cs, PMS_FIX_DROP, in) ? NULL : new_cand(cs, PMS_FIX_DROP);
	if (c)
		rc = set_subject(x, c, in, false);
	return rc;
}

static int list_cands(struct pms_explain *x, struct cands *cs, bool *in)
{
	const struct pms_explain_counters *gp = &x->kind[PMS_CTR_GP];
	int rc = PMS_OK;
	struct cand *c;

	/* the HT-erratum limit goes with the corrupting events */
	memset(in, 0, sizeof(bool) * (size_t)x->n);
	for (int i = 0; i < x->n && gp->gpmax; i++)
		in[i] = x->e[i].flexible && x->e[i].excl;
	for (int r = 0; r < x->n_rules; r++)
		if (x->rules[r].kind == PMS_XR_HT_LIMIT)
			rc = move_and_drop(x, cs, in);
	/* a group that never fits: to the end, to a second run, or out */
	for (int r = 0; !rc && r < x->n_rules; r++) {
		int lead = x->rules[r].event;

		if (x->rules[r].kind != PMS_XR_BLOCKER)
			continue;
		c = new_cand(cs, PMS_FIX_LAST);
		if (c) {
			c->ed.last = x->e[lead].group;
			rc = group_subject(x, cs, c, lead);
		}
		for (int i = 0; i < x->n; i++)
			in[i] = x->e[i].group == x->e[lead].group;
		if (!rc)
			rc = move_and_drop(x, cs, in);
	}
	/* events held off by pins, the watchdog, the sibling or an extra register's
	 * other value: a run of their own */
	for (int i = 0; i < x->n; i++) {
		int k = x->e[i].cause;

		in[i] = k >= 0 && (x->causes[k].kind == PMS_CAUSE_PINNED ||
				   x->causes[k].kind == PMS_CAUSE_WATCHDOG ||
				   x->causes[k].kind == PMS_CAUSE_SIBLING ||
				   x->causes[k].kind == PMS_CAUSE_PINNED_ERROR ||
				   x->causes[k].kind == PMS_CAUSE_EXTRA_REG);
	}
	if (!rc)
		rc = move_and_drop(x, cs, in);
	return rc;
}

static int group_cands(struct pms_explain *x, struct cands *cs)
{
	int low = x->best.today_event, rc = PMS_OK;
	struct cand *c;

	for (int r = 0; r < x->n_rules && !rc; r++) {
		/* a pin that fails stops the later pins (5.7+): last, it stops none */
		if (x->rules[r].kind == PMS_XR_PINNED_ERROR && !x->rules[r].value &&
		    (c = new_cand(cs, PMS_FIX_LAST))) {
			c->ed.last = x->e[x->rules[r].event].group;
			rc = group_subject(x, cs, c, x->rules[r].event);
		}
		if (rc || (x->rules[r].kind != PMS_XR_PINNED && x->rules[r].kind != PMS_XR_PINNED_ERROR))
			continue;
		c = new_cand(cs, PMS_FIX_UNPIN);
		if (c) {
			c->ed.unpin = x->e[x->rules[r].event].group;
			rc = group_subject(x, cs, c, x->rules[r].event);
		}
	}
	for (int i = 0; i < x->n && !rc; i++) {
		const struct pms_ev_result *r = pms_sim_result(x->s, i);
		struct pms_event_info info;

		pms_evlist_event(x->ev, i, &info);
		if (!info.is_leader || info.group_size < 2 || !x->e[i].short_)
			continue;
		if (!(r->why & (PMS_WHY_GROUP_READ | PMS_WHY_GROUP_INVALID | PMS_WHY_PINNED_ERROR)) &&
		    (low < 0 || x->e[low].group != info.group))
			continue;
		c = new_cand(cs, PMS_FIX_SPLIT);
		if (c) {
			c->ed.split = info.group;
			rc = group_subject(x, cs, c, i);
		}
	}
	/* skipped although a counter was free: pinning it costs the others nothing
	 * when that counter is a fixed one (the kernel places fixed events first) */
	for (int k = 0; k < x->n_causes && !rc; k++) {
		const struct pms_explain_cause *cz = &x->causes[k];

		if (cz->kind != PMS_CAUSE_SKIPPED)
			continue;
		for (int q = 0; q < cz->n_events && q < 2 && !rc; q++) {
			int ev = cz->events[q];

			if (x->e[ev].pinned || ev == low)
				continue;
			c = new_cand(cs, PMS_FIX_PIN);
			if (c) {
				c->ed.pin = x->e[ev].group;
				rc = group_subject(x, cs, c, ev);
			}
		}
	}
	if (low >= 0 && !rc && !x->e[low].pinned) {
		c = new_cand(cs, PMS_FIX_PIN);
		if (c) {
			c->ed.pin = x->e[low].group;
			rc = group_subject(x, cs, c, low);
		}
		c = rc || x->e[low].group == 0 ? NULL : new_cand(cs, PMS_FIX_FRONT);
		if (c) {
			c->ed.front = x->e[low].group;
			rc = group_subject(x, cs, c, low);
		}
	}
	return rc;
}

static void env_cands(struct pms_explain *x, struct cands *cs)
{
	const struct pms_model *m = pms_evlist_model(x->ev);
	const struct pms_env *env = pms_sim_env(x->s);
	struct pms_env off = *env;
	struct cand *c;

	off.ht = false;
	/* arm64 before 6.5 or Apple: asked for, but no watchdog takes a counter */
	if (env->nmi_watchdog && !pms_sim_watchdog_note(x->s) &&
	    (c = new_cand(cs, PMS_FIX_WATCHDOG_OFF))) {
		c->env = true;
		c->o = x->o;
		c->o.env.nmi_watchdog = false;
	}
	if ((pms_model_rules(m, env) & PMS_RULE_TFA) && !env->allow_tfa &&
	    (c = new_cand(cs, PMS_FIX_TFA))) {
		c->env = true;
		c->o = x->o;
		c->o.env.allow_tfa = true;
	}
	if (x->o.sibling && (c = new_cand(cs, PMS_FIX_NO_SIBLING))) {
		c->env = true;
		c->o = x->o;
		c->o.sibling = NULL;
	}
	if (env->kver < PMS_KVER_NEWEST && (c = new_cand(cs, PMS_FIX_KERNEL))) {
		c->env = true;
		c->o = x->o;
		c->o.env.kver = c->kver = PMS_KVER_NEWEST;
	}
	if (env->ht && (pms_model_n_gp(m, &off) > pms_model_n_gp(m, env) ||
			(pms_model_rules(m, env) & PMS_RULE_HT_ERRATUM)) &&
	    (c = new_cand(cs, PMS_FIX_HT_OFF))) {
		c->env = true;
		c->o = x->o;
		c->o.env.ht = false;
		c->o.sibling = NULL;	/* no sibling thread without SMT */
	}
}

/* For each short event, the fix that raises it most. */
static void per_event_best(struct pms_explain *x)
{
	for (int v = 0; v < x->n_xev; v++) {
		struct pms_explain_event *e = &x->xev[v];

		for (int f = 0; f < x->n_fixes; f++) {
			double a = x->fixes[f].after[e->event];

			if (a > e->type_share + 0.5 && a > e->share_after + 0.5) {
				e->fix = f;
				e->share_after = a;
			}
		}
	}
}

int pmsi_explain_fixes(struct pms_explain *x, struct pms_diag *d)
{
	struct cands cs = { .n = 0 };
	bool *in = pmsi_malloc(sizeof(bool) * (size_t)(x->n + 1));
	struct cand *c;
	int rc;

	if (!in)
		return PMS_ENOMEM;
	if (x->plan_runs && pms_plan_n_runs(x->plan_runs) >= 2 && (c = new_cand(&cs, PMS_FIX_RUNS)))
		c->plan = x->plan_runs;
	if (x->plan_one && (c = new_cand(&cs, PMS_FIX_REGROUP))) {
		struct pms_plan_run r;

		pms_plan_run(x->plan_one, 0, &r);
		if (r.variant == PMS_PLAN_AS_WRITTEN)
			cs.n--;
		else
			c->plan = x->plan_one;
	}
	rc = list_cands(x, &cs, in);
	if (!rc)
		rc = group_cands(x, &cs);
	if (!rc)
		env_cands(x, &cs);
	for (int i = 0; i < cs.n && !rc; i++) {
		struct xfix f = { .pub.n_runs = 0 };
		int k;

		rc = evaluate(x, &cs.c[i], &f);
		if (rc || !measure(x, &f)) {
			rc = rc == PMS_ENOMEM ? rc : PMS_OK;	/* a text that fails is not a fix */
			xfix_free(&f);
			continue;
		}
		/* insert in rank order */
		for (k = x->n_fixes; k > 0 && better(&f, &x->fixes[k - 1]); k--)
			x->fixes[k] = x->fixes[k - 1];
		x->fixes[k] = f;
		x->n_fixes++;
	}
	for (int i = 0; i < cs.n; i++)
		cand_free(&cs.c[i]);
	pmsi_free(in);
	if (rc)
		return pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory while trying fixes");
	per_event_best(x);
	return PMS_OK;
}
