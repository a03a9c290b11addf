/*
 * predict --json: the document is the library's (pms_json_write_predict(),
 * the one the query API's answers use); the CLI adds perf's metric values
 * and the -I lines after "events".  The names below are the CLI's for the
 * library's serialisers, which the other commands' documents reuse.
 */
#include <stdlib.h>
#include <string.h>
#include "predict.h"

/* struct json holds a struct pms_json and nothing else */
static struct json *cli_json(struct pms_json *j)
{
	return (struct json *)(void *)j;
}

void json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask)
{
	pms_json_counters(&j->w, key, m, mask);
}

void json_reasons(struct json *j, const char *key, unsigned why)
{
	pms_json_reasons(&j->w, key, why);
}

void predict_json_env(struct json *j, const struct predict_args *a)
{
	pms_json_conditions(&j->w, a->common.model, &a->opts, a->workload, a->sim);
}

void predict_json_detail(struct json *j, const struct pms_ev_result *r)
{
	pms_json_ev_detail(&j->w, r);
}

void predict_json_event(struct json *j, const struct pms_evlist *ev, const struct pms_sim *s, int i)
{
	pms_json_sim_event(&j->w, ev, s, i);
}

void predict_json_events(struct json *j, const char *key, const struct pms_evlist *ev,
			 const struct pms_sim *s)
{
	pms_json_sim_events(&j->w, key, ev, s);
}

/* After "events": perf's metric values, then the -I lines. */
static void extra(struct pms_json *pj, void *ctx)
{
	const struct predict_args *a = ctx;

	plist_json_metrics(cli_json(pj), &a->plist, a->ev, a->sim);
	if (a->interval_ns)
		predict_json_intervals(cli_json(pj), a);
}

int predict_print_json(struct cli *cli, const struct predict_args *a)
{
	struct pms_json_predict_opts o = { .sz = sizeof(o) };
	struct pms_diag d;
	int rc;

	pms_diag_clear(&d);
	o.opts = &a->opts;
	o.workload = a->workload;
	o.flags = (a->no_schedule ? PMS_JSON_NO_SCHEDULE : 0) | (a->full ? PMS_JSON_FULL : 0);
	o.extra = extra;
	o.ctx = (void *)(uintptr_t)a;
	rc = pms_json_write_predict(cli->out, a->ev, a->sim, &o, &d);
	if (rc) {
		cli_error(cli, "%s", d.msg);
		return EXIT_FAIL;
	}
	return EXIT_OK;
}

void predict_json_error_model(struct json *j, const struct predict_args *a)
{
	json_open(j, "expected_error_model", '{');
	json_kdouble(j, "confidence", a->confidence, 4);
	json_kdouble(j, "variability", a->variability.cv, 4);
	json_kint(j, "variability_window_ns", (long long)a->variability.scale_ns);
	/* where the variability comes from: a default, --variability, --variability-from */
	json_kstr(j, "variability_source", a->variability_from ? "measured" :
		  a->variability_given ? "given" : "assumed");
	if (a->variability_from) {
		json_kstr(j, "variability_from", a->variability_from);
		json_kint(j, "variability_series", a->n_variability_series);
	}
	json_close(j);
}
