/*
 * The atlas's documents: JSON (docs/schema/atlas.md) and the constraint
 * patch in perf's metric JSON format (MetricName, MetricConstraint only).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "pmusched/atlas.h"

static void cell_json(struct pms_json *j, const struct pms_atlas_cell *c)
{
	pms_json_open(j, NULL, '{');
	pms_json_kstr(j, "verdict", pms_atlas_verdict_name(c->verdict));
	pms_json_kdouble(j, "lowest_percent", c->lowest, 2);
	pms_json_kint(j, "events", c->n_events);
	pms_json_kbool(j, "together", c->together);
	pms_json_kbool(j, "perf_constraint_applied", c->perf_con_applied);
	pms_json_kbool(j, "grouped_counts", c->grouped_ok);
	if (c->best) {
		pms_json_open(j, "best", '{');
		pms_json_kstr(j, "events", c->best);
		pms_json_kint(j, "slots", c->best_slots);
		pms_json_kint(j, "lower_bound", c->best_bound);
		pms_json_kbool(j, "proven", c->best_slots == c->best_bound);
		pms_json_kdouble(j, "lowest_percent", c->best_lowest, 2);
		pms_json_kbool(j, "metrics_together", c->best_together);
		pms_json_close(j);
	}
	if (c->note && c->note[0])
		pms_json_kstr(j, "note", c->note);
	pms_json_close(j);
}

PMS_API int pms_atlas_write_json(FILE *f, const struct pms_atlas *a, struct pms_diag *d)
{
	struct pms_json j;
	struct pms_atlas_summary s;
	char buf[64], reason[1024];

	if (!f || !a)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	pmsi_json_begin_schema(&j, f, "atlas", PMS_ATLAS_JSON_SCHEMA);
	pms_json_kstr(&j, "cpu", pms_model_name(pms_atlas_model(a)));
	pms_kver_format(pms_atlas_kver(a), buf, sizeof(buf));
	pms_json_kstr(&j, "kernel", buf);
	pms_kver_format(pms_atlas_perf_version(a), buf, sizeof(buf));
	pms_json_kstr(&j, "perf_version", buf);
	pms_json_kstr(&j, "table", pms_atlas_table(a));
	pms_json_kstr(&j, "table_source", pms_atlas_table_source(a));
	pms_json_open(&j, "conditions", '[');
	for (int k = 0; k < pms_atlas_n_conds(a); k++) {
		pms_atlas_cond_name(pms_atlas_cond(a, k), buf, sizeof(buf));
		pms_json_kstr(&j, NULL, buf);
	}
	pms_json_close(&j);
	pms_atlas_summarize(a, &s);
	pms_json_open(&j, "summary", '{');
	pms_json_kint(&j, "metrics", s.metrics);
	pms_json_kint(&j, "always_count", s.always);
	pms_json_kint(&j, "multiplex", s.multiplex);
	pms_json_kint(&j, "never_count", s.never);
	pms_json_kint(&j, "not_modelled", s.not_modelled);
	pms_json_kint(&j, "perf_refuses", s.refused);
	pms_json_kint(&j, "perf_hints", s.perf_hints);
	pms_json_kint(&j, "hints_agree", s.hints_agree);
	pms_json_open(&j, "comparisons", '{');
	for (int c = 0; c <= PMS_ATLAS_NOT_JUDGED; c++)
		pms_json_kint(&j, pms_atlas_cmp_name((enum pms_atlas_cmp)c), s.cmp[c]);
	pms_json_close(&j);
	pms_json_close(&j);
	pms_json_open(&j, "entries", '[');
	for (int i = 0; i < pms_atlas_n_entries(a); i++) {
		const struct pms_atlas_entry *e = pms_atlas_entry(a, i);

		pms_json_open(&j, NULL, '{');
		pms_json_kstr(&j, "name", e->name);
		pms_json_kstr(&j, "kind", e->is_group ? "group" : "metric");
		if (!e->is_group) {
			pms_json_kstr(&j, "perf_constraint", pms_atlas_con_name(e->perf_con));
			pms_json_kstr(&j, "needed_constraint", pms_atlas_con_name(e->needed));
			pms_json_kstr(&j, "comparison", pms_atlas_cmp_name(e->cmp));
			pms_atlas_reason(a, i, reason, sizeof(reason));
			pms_json_kstr(&j, "reason", reason);
			pms_json_open(&j, "grouped_fails_under", '[');
			for (int k = 0; k < pms_atlas_n_conds(a); k++)
				if (e->fail_conds & (1u << k)) {
					pms_atlas_cond_name(pms_atlas_cond(a, k), buf,
							    sizeof(buf));
					pms_json_kstr(&j, NULL, buf);
				}
			pms_json_close(&j);
		}
		pms_json_open(&j, "cells", '[');
		for (int k = 0; k < pms_atlas_n_conds(a); k++)
			cell_json(&j, &e->cells[k]);
		pms_json_close(&j);
		pms_json_close(&j);
	}
	pms_json_end(&j);
	if (fflush(f) || ferror(f))
		return pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error: %s", strerror(errno));
	return PMS_OK;
}

PMS_API int pms_atlas_write_constraints(FILE *f, const struct pms_atlas *a, struct pms_diag *d)
{
	int n = 0;

	if (!f || !a)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "NULL argument");
	fputs("[", f);
	for (int i = 0; i < pms_atlas_n_entries(a); i++) {
		const struct pms_atlas_entry *e = pms_atlas_entry(a, i);

		if (e->is_group || e->cmp == PMS_ATLAS_AGREE || e->cmp == PMS_ATLAS_NOT_JUDGED ||
		    e->needed == PMS_ATLAS_CON_UNFIXABLE || e->needed == PMS_ATLAS_CON_NA)
			continue;
		fputs(n++ ? ",\n    {\n" : "\n    {\n", f);
		fputs("        \"MetricName\": ", f);
		pms_json_str(f, e->name);
		fputs(",\n        \"MetricConstraint\": ", f);
		pms_json_str(f, pms_atlas_con_name(e->needed));
		fputs("\n    }", f);
	}
	fputs(n ? "\n]\n" : "]\n", f);
	if (fflush(f) || ferror(f))
		return pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "write error: %s", strerror(errno));
	return n;
}
