/*
 * Metric values as perf stat prints them: util/stat-shadow.c
 * prepare_metric() and generic_metric() of perf 6.1 and 6.12.
 *
 * The inputs are the counts perf prints (already scaled for
 * multiplexing).  6.12: an event that was not supported is NaN, one that
 * was not counted is 0; tool events are duration_time in seconds (the
 * wall-clock nanoseconds * 1e-9), user_time and system_time in seconds.
 * 6.1: a metric with an input that has no saved value (not counted or not
 * supported) is printed empty.  The expression's value is multiplied by
 * the number ScaleUnit starts with (strtod()), and labelled with the rest:
 * "%8.1f" and "<unit>  <name>" (cut to 63 bytes) when the metric has a
 * ScaleUnit, "%8.2f" and the name otherwise.  6.12 evaluates
 * MetricThreshold in the same parse context: 0 is green, another number
 * red, NaN or a failed parse no colour.  A failed parse of the expression
 * prints nothing in the value's place.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "metric_int.h"

static int load_vars(const struct pms_mlist *l, const struct pmsi_lmet *x,
		     const struct pms_mcount *cnt, int n_cnt, const struct pms_mtimes *t,
		     struct pms_mvars *v, struct pms_mvalue *out)
{
	int rc = PMS_OK;

	for (int k = 0; k < x->n_events && !rc; k++) {
		int i = x->events[k];
		const struct pmsi_pe *p = &l->ev[i].pe;
		const struct pms_mcount *c;
		double val;

		if (p->kind == PMS_MEV_TOOL) {
			val = !strcmp(p->id, "duration_time") ? t->duration_ns * 1e-9 :
			      !strcmp(p->id, "user_time") ? t->user_us * 1e-6 : t->system_us * 1e-6;
			rc = pms_mvars_set(v, p->id, val, 1);
			continue;
		}
		if (i >= n_cnt)
			return PMS_EINVAL;
		c = &cnt[i];
		out->from_multiplexed |= c->multiplexed;
		if (!c->counted || !c->supported) {
			out->missing_inputs = true;
			if (l->dialect == PMSI_D61)
				return PMS_ENOEVENT;	/* no saved value: printed empty */
		}
		if (!c->supported)
			rc = pms_mvars_set(v, p->id, NAN, 0);
		else
			rc = pms_mvars_set(v, p->id, c->counted ? c->value : 0, 1);
	}
	for (int r = 0; r < x->n_refs && !rc; r++) {
		const struct pmsi_mrow *row = &l->table->rows[x->refs[r]];

		rc = pms_mvars_ref(v, pmsi_mstr(l->set, row->name), pmsi_mstr(l->set, row->expr),
				   NULL);
		if (rc == PMS_ESYNTAX || rc == PMS_ELIMIT)
			rc = PMS_OK;	/* perf fails that reference when it gets to it */
	}
	return rc;
}

static enum pms_mcolor threshold_color(const struct pms_mlist *l, const struct pmsi_lmet *x,
				       const struct pms_mvars *v, double *mv, uint8_t *ms)
{
	const char *thr = pmsi_mstr(l->set, x->row->threshold);
	struct pmsi_mexpr *e;
	double t;
	int rc;

	if (l->dialect == PMSI_D61 || !*thr)
		return PMS_MCOLOR_NONE;
	if (pmsi_mexpr_parse(thr, l->dialect, 0, &l->c, &e, NULL))
		return PMS_MCOLOR_NONE;
	rc = pmsi_mvars_eval(e, v, mv, ms, &t);
	pmsi_mexpr_free(e);
	if (rc || isnan(t))
		return PMS_MCOLOR_NONE;
	return t == 0 ? PMS_MCOLOR_GREEN : PMS_MCOLOR_RED;
}

/* perf_pmu__convert_scale(): the leading number scales, the rest is the unit */
static double label(const struct pmsi_lmet *x, const char *unit_text, struct pms_mvalue *out)
{
	char *end;
	double scale = strtod(unit_text, &end);

	if (*unit_text) {
		out->fmt = "%8.1f";
		snprintf(out->label, 64, "%s  %s", end, x->name);
		snprintf(out->unit, sizeof(out->unit), "%s", end);
	} else {
		out->fmt = "%8.2f";
		snprintf(out->label, sizeof(out->label), "%s", x->name);
		out->unit[0] = '\0';
		scale = 1;
	}
	return scale;
}

/* The metric, or one it references, reads the #slots literal. */
static bool reads_slots(const struct pms_mlist *l, const struct pmsi_lmet *x)
{
	if (strstr(pmsi_mstr(l->set, x->row->expr), "#slots"))
		return true;
	for (int r = 0; r < x->n_refs; r++)
		if (strstr(pmsi_mstr(l->set, l->table->rows[x->refs[r]].expr), "#slots"))
			return true;
	return false;
}

PMS_API int pms_mlist_metric_value(const struct pms_mlist *l, int j,
				   const struct pms_mcount *counts, int n_counts,
				   const struct pms_mtimes *t, struct pms_mvalue *out,
				   struct pms_diag *d)
{
	static const struct pms_mtimes zero;
	const struct pmsi_lmet *x;
	struct pmsi_mexpr *e = NULL;
	struct pms_mvars *v = NULL;
	double *mv = NULL;
	uint8_t *ms = NULL;
	double scale;
	int rc, n;

	if (d)
		pms_diag_clear(d);
	if (!l || !out || j < 0 || j >= l->n_met || (n_counts && !counts))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad metric or counts");
	memset(out, 0, sizeof(*out));
	x = &l->met[j];
	out->value = NAN;
	scale = label(x, pmsi_mstr(l->set, x->row->unit), out);
	/* perf_lists.c arm_slots(): the list is built with a stand-in #slots,
	 * its value would be wrong */
	if (l->slots_stand_in && reads_slots(l, x))
		return pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
				 "%s reads #slots (caps/slots, PMMIR_EL1.SLOTS), not known for "
				 "this part: its value is not modelled", x->name);
	if ((rc = pms_mvars_new(l->perf_version, &l->c, &v)))
		return pmsi_diag(d, rc, PMS_NOPOS, 0, "out of memory");
	rc = load_vars(l, x, counts, n_counts, t ? t : &zero, v, out);
	if (rc == PMS_ENOEVENT) {
		rc = PMS_OK;		/* 6.1: printed empty */
		goto out;
	}
	if (rc) {
		pmsi_diag(d, rc, PMS_NOPOS, 0, rc == PMS_EINVAL ? "fewer counts than events" :
			  "out of memory");
		goto out;
	}
	n = pmsi_mvars_n_refs(v);
	mv = pmsi_malloc((size_t)(n ? n : 1) * sizeof(*mv));
	ms = pmsi_calloc((size_t)(n ? n : 1), 1);
	if (!mv || !ms) {
		rc = pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		goto out;
	}
	if (pmsi_mexpr_parse(pmsi_mstr(l->set, x->row->expr), l->dialect, 0, &l->c, &e, NULL) ||
	    pmsi_mvars_eval(e, v, mv, ms, &out->value)) {
		out->value = NAN;	/* perf's parse failed: nothing printed */
		goto out;
	}
	/* a metric without events hangs on no line: perf never prints it */
	out->printed = x->n_events > 0;
	out->value *= scale;
	out->color = threshold_color(l, x, v, mv, ms);
out:
	pmsi_mexpr_free(e);
	pms_mvars_free(v);
	pmsi_free(mv);
	pmsi_free(ms);
	return rc;
}

static bool id_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '#' || c == '\\';
}

/* The operand of a comparison that ends before @i (@dir -1) or starts at
 * @i (@dir 1) is a literal: a number or a '#' constant (#core_wide). */
static bool literal_at(const char *s, size_t len, size_t i, int dir)
{
	size_t a, b;

	if (dir < 0) {
		while (i > 0 && s[i - 1] == ' ')
			i--;
		b = i;
		while (i > 0 && id_char(s[i - 1]))
			i--;
		a = i;
	} else {
		while (i < len && (s[i] == ' ' || s[i] == '='))
			i++;
		a = i;
		while (i < len && id_char(s[i]))
			i++;
		b = i;
	}
	return b > a && (s[a] == '#' || isdigit((unsigned char)s[a]));
}

/*
 * Whether expression @s moves by at most its inputs' relative errors: no
 * subtraction or negation, no comparison of counts (a comparison of two
 * literals, "#core_wide < 1", is a constant).  perf's metric JSON writes a
 * '-' inside an event name escaped ("topdown\-fe\-bound", util/expr.l's
 * identifier rule), so a bare '-' is an operator unless it is a number's
 * exponent sign (1e-3).
 */
static bool linear_text(const char *s)
{
	size_t len = strlen(s);

	for (size_t i = 0; s[i]; i++) {
		if (s[i] == '%')
			return false;
		if ((s[i] == '<' || s[i] == '>') &&
		    !(literal_at(s, len, i, -1) && literal_at(s, len, i + 1, 1)))
			return false;
		if (s[i] != '-' || (i && s[i - 1] == '\\'))
			continue;
		if (i >= 2 && (s[i - 1] == 'e' || s[i - 1] == 'E') && isdigit((unsigned char)s[i - 2]) &&
		    isdigit((unsigned char)s[i + 1]))
			continue;
		return false;
	}
	return true;
}

/* @name appears in @s as a whole identifier */
static bool names(const char *s, const char *name)
{
	size_t n = strlen(name);

	for (const char *at = strstr(s, name); n && at; at = strstr(at + 1, name))
		if ((at == s || !id_char(at[-1])) && !id_char(at[n]))
			return true;
	return false;
}

/*
 * The references of metric @x its value reads (@in[r] for x->refs[r]),
 * not those only its threshold reads: a reference is read when its name
 * appears in the expression or in a read reference's.  false: no memory.
 */
static bool read_refs(const struct pms_mlist *l, const struct pmsi_lmet *x, bool **out)
{
	bool *in = pmsi_calloc((size_t)x->n_refs + 1, sizeof(*in)), grew = true;

	*out = in;
	if (!in)
		return false;
	while (grew) {
		grew = false;
		for (int r = 0; r < x->n_refs; r++) {
			const char *name = pmsi_mstr(l->set, l->table->rows[x->refs[r]].name);
			bool read = names(pmsi_mstr(l->set, x->row->expr), name);

			for (int q = 0; q < x->n_refs && !read && !in[r]; q++)
				read = in[q] && names(pmsi_mstr(l->set, l->table->rows[x->refs[q]].expr),
						      name);
			if (read && !in[r])
				in[r] = grew = true;
		}
	}
	return true;
}

PMS_API bool pms_mlist_metric_linear(const struct pms_mlist *l, int j)
{
	const struct pmsi_lmet *x;
	bool *in, ok;

	if (!l || j < 0 || j >= l->n_met)
		return false;
	x = &l->met[j];
	if (!linear_text(pmsi_mstr(l->set, x->row->expr)) || !read_refs(l, x, &in))
		return false;
	ok = true;
	for (int r = 0; r < x->n_refs && ok; r++)
		ok = !in[r] || linear_text(pmsi_mstr(l->set, l->table->rows[x->refs[r]].expr));
	pmsi_free(in);
	return ok;
}

/* @id in @text once the text's escapes are dropped ("topdown\-fe\-bound",
 * "cpu@EV\,cmask\=1@"): a substring, so a doubt reads as "read". */
static bool mentions(const char *text, const char *id)
{
	size_t n = strlen(text), k = 0;
	char *plain = pmsi_calloc(n + 1, 1);
	bool found;

	if (!plain)
		return true;
	for (size_t i = 0; i < n; i++)
		if (text[i] != '\\')
			plain[k++] = text[i];
	found = strstr(plain, id) != NULL;
	pmsi_free(plain);
	return found;
}

PMS_API bool pms_mlist_metric_reads(const struct pms_mlist *l, int j, int event)
{
	const struct pmsi_lmet *x;
	const char *id;
	bool *in, found;

	if (!l || j < 0 || j >= l->n_met || event < 0 || event >= l->n_ev)
		return false;
	id = l->ev[event].pe.id;
	if (!id || !*id)
		return true;
	x = &l->met[j];
	if (mentions(pmsi_mstr(l->set, x->row->expr), id))
		return true;
	if (!read_refs(l, x, &in))
		return true;
	found = false;
	for (int r = 0; r < x->n_refs && !found; r++)
		found = in[r] && mentions(pmsi_mstr(l->set, l->table->rows[x->refs[r]].expr), id);
	pmsi_free(in);
	return found;
}
