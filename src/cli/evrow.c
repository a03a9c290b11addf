/*
 * The per-event facts 'pmusched events' prints (see evrow.h); the row is
 * the library's.
 */
#include <string.h>
#include "evrow.h"
#include "pmusched/query.h"

void ev_row_fill(const struct pms_evlist *ev, int i, const struct pms_env *env,
		 struct pms_event_row *r)
{
	memset(r, 0, sizeof(*r));
	r->sz = sizeof(*r);
	pms_event_row(ev, i, env, 0, r);
}

void ev_json_counters(struct json *j, const char *key, const struct pms_model *m, uint64_t mask)
{
	pms_json_counters(&j->w, key, m, mask);	/* the library's one serialiser */
}

void ev_print_lint(FILE *f, const struct pms_model *m, const struct pms_env *env,
		   const struct pms_event_row *r)
{
	const struct pms_lint *l = &r->lint;
	const char *field = l->htoff_data ? "CounterHTOff" : "Counter";
	char mask[64], vers[160];

	if (l->status != PMS_LINT_FOUND)
		return;
	if (l->a) {
		pms_mask_format(l->a, mask, sizeof(mask));
		pms_event_row_kernels(m, env, r, PMS_LINT_A, vers, sizeof(vers));
		fprintf(f, "lint (a) %s: the kernel allows %s, which the vendor's %s for this "
			"encoding (%s) rules out: counts there read wrong; affected kernels, HT %s: "
			"%s\n", r->info.name, mask, field, l->row ? l->row : "?",
			env->ht ? "on" : "off", vers);
	}
	if (l->b) {
		pms_mask_format(l->b, mask, sizeof(mask));
		pms_event_row_kernels(m, env, r, PMS_LINT_B, vers, sizeof(vers));
		fprintf(f, "lint (b) %s: the kernel keeps it off %s, which the vendor's %s for this "
			"encoding (%s) allows: needless multiplexing; affected kernels, HT %s: %s\n",
			r->info.name, mask, field, l->row ? l->row : "?", env->ht ? "on" : "off", vers);
	}
}
