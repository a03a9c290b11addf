/*
 * plan --json: the document is the library's (pms_json_write_plan(), the
 * one the query API's plan answer writes); the CLI adds the members whose
 * text it still composes: the expected-error model and the notes.
 */
#include <stdlib.h>
#include "plan_print.h"

static const char *const note_name[] = {
	"split", "never-alone", "blocked", "pin-fails", "pin-dropped-blocks", "pin-dropped-slots",
	"promoted", "not-supported", "unreadable",
};

static void json_index(struct json *j, const char *key, int v)
{
	if (v < 0)
		json_knull(j, key);
	else
		json_kint(j, key, v);
}

static void json_notes(struct json *j, const struct predict_args *a, const struct pms_plan *p)
{
	json_open(j, "notes", '[');
	for (int i = 0; i < pms_plan_n_notes(p); i++) {
		struct pms_plan_note nt;
		char t[1200];

		pms_plan_note(p, i, &nt);
		plan_note_text(a, p, &nt, t, sizeof(t));
		json_open(j, NULL, '{');
		json_kstr(j, "kind", note_name[nt.kind]);
		json_kint(j, "event", nt.event);
		json_kint(j, "events", nt.n_events);
		json_index(j, "other", nt.other);
		json_kstr(j, "text", t);
		json_close(j);
	}
	json_close(j);
}

struct plan_ctx {
	const struct predict_args *a;
	const struct pms_plan *p;
};

/* struct json holds a struct pms_json and nothing else */
static void error_model(struct pms_json *j, void *ctx)
{
	const struct plan_ctx *c = ctx;

	predict_json_error_model((struct json *)(void *)j, c->a);
}

static void notes(struct pms_json *j, void *ctx)
{
	const struct plan_ctx *c = ctx;

	json_notes((struct json *)(void *)j, c->a, c->p);
}

void plan_print_json_mlist(FILE *f, const struct predict_args *a, const struct pms_plan *p,
			   const struct pms_plan_mlist *l)
{
	struct pms_json_plan_opts o = { .sz = sizeof(o) };
	struct plan_ctx c = { a, p };

	o.opts = &a->opts;
	o.workload = a->workload;
	o.ev = a->ev;
	o.sim = a->sim;
	o.error_model = error_model;
	o.notes = notes;
	o.ctx = &c;
	o.mlist = l;
	pms_json_write_plan(f, p, &o, NULL);
}

void plan_print_json(FILE *f, const struct predict_args *a, const struct pms_plan *p)
{
	plan_print_json_mlist(f, a, p, NULL);
}
