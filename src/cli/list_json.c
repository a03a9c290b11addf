/*
 * 'pmusched list --json': every model, or one model's counters,
 * constraint rows, generic events and dynamic rules (with the arm64
 * facts of list_arm.c), through the JSON writer.
 */
#include "predict.h"
#include "list.h"
#include "list_arm.h"

/* JSON: the platform's PMUs (every model has at least one). */
static void json_pmus(struct json *j, const struct pms_model *m, const struct pms_env *env)
{
	json_open(j, "pmus", '[');
	for (size_t k = 0; k < pms_model_n_pmus(m); k++) {
		const struct pms_model *p = pms_model_pmu(m, k);

		json_open(j, NULL, '{');
		json_kstr(j, "name", pms_model_pmu_name(p));
		json_kuint(j, "core_type", (unsigned)pms_model_core_type(p));
		json_khex(j, "counters", pms_model_counter_mask(p, env));
		json_kstr(j, "allocator", pms_alloc_name(pms_model_alloc(p)));
		json_close(j);
	}
	json_close(j);
}

void list_all_json(struct cli *cli)
{
	struct pms_env on = PMS_ENV_DEFAULT, off = PMS_ENV_DEFAULT;
	struct json j;

	off.ht = false;
	json_begin(&j, cli->out, "list");
	json_open(&j, "models", '[');
	for (size_t i = 0; i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);

		json_open(&j, NULL, '{');
		json_kstr(&j, "name", pms_model_name(m));
		json_kstr(&j, "long_name", pms_model_long_name(m));
		json_kstr(&j, "aliases", pms_model_aliases(m));
		json_kstr(&j, "description", pms_model_desc(m));
		json_kstr(&j, "libpfm4_pmu", pms_model_pfm_pmu(m));
		json_kint(&j, "gp_ht_on", pms_model_n_gp(m, &on));
		json_kint(&j, "gp_ht_off", pms_model_n_gp(m, &off));
		json_kint(&j, "fixed", pms_model_n_fixed(m));
		json_kint(&j, "metrics", pms_model_n_metrics(m));
		json_pmus(&j, m, &on);
		json_close(&j);
	}
	json_end(&j);
}

/* JSON names of rule_bits, in its order */
static const char *const rule_names[] = {
	"ht-erratum", "tsx-force-abort", "pair", "topdown", "pebs", "pebs-all", "tsx-filters",
	"xreg-per-core", "ibs",
};
_Static_assert(sizeof(rule_names) / sizeof(rule_names[0]) ==
	       LIST_N_RULES, "a JSON name for every rule");

static void flags_json(struct json *j, const char *key, unsigned f)
{
	static const struct { unsigned bit; const char *name; } names[] = {
		{ PMS_CF_FIXED, "fixed" }, { PMS_CF_METRIC, "metric" }, { PMS_CF_EXCL, "excl" },
		{ PMS_CF_PAIR, "pair" }, { PMS_CF_OVERLAP, "overlap" }, { PMS_CF_REFUSED, "refused" },
		{ PMS_CF_PEBS, "pebs" },
	};

	json_open(j, key, '[');
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (f & names[i].bit)
			json_kstr(j, NULL, names[i].name);
	json_close(j);
}

void list_show_json(struct cli *cli, const struct pms_model *m, const struct pms_env *env)
{
	char kv[32], buf[256];
	struct pms_cstr_row row;
	struct json j;

	pms_kver_format(env->kver, kv, sizeof(kv));
	json_begin(&j, cli->out, "list");
	json_kstr(&j, "cpu", pms_model_name(m));
	json_kstr(&j, "name", pms_model_name(m));
	json_kstr(&j, "long_name", pms_model_long_name(m));
	json_kstr(&j, "description", pms_model_desc(m));
	json_kstr(&j, "aliases", pms_model_aliases(m));
	json_kstr(&j, "libpfm4_pmu", pms_model_pfm_pmu(m));
	json_kstr(&j, "kernel", kv);
	json_kbool(&j, "ht", env->ht);
	if (pms_model_rules(m, env) & PMS_RULE_TFA)
		json_kbool(&j, "allow_tsx_force_abort", env->allow_tfa);
	else
		json_knull(&j, "allow_tsx_force_abort");
	json_kint(&j, "gp", pms_model_n_gp(m, env));
	json_open(&j, "fixed", '[');
	for (int k = 0; k < 16; k++)	/* enumerated ones: Skymont has holes */
		if (pms_model_fixed_event(m, k))
			json_kstr(&j, NULL, pms_model_fixed_event(m, k));
	json_close(&j);
	json_kint(&j, "metrics", pms_model_n_metrics(m));
	json_pmus(&j, m, env);
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		list_arm_json(&j, m, env);
	json_open(&j, "constraints", '[');
	for (size_t i = 0; pms_model_cstr_row(m, env, i, &row, buf, sizeof(buf)) == PMS_OK; i++) {
		json_open(&j, NULL, '{');
		json_kstr(&j, "match", row.match);
		json_khex(&j, "mask", row.mask);
		json_counters(&j, "counters", m, row.mask);
		flags_json(&j, "flags", row.flags);
		json_kstr(&j, "kernels", row.versions);
		json_kstr(&j, "source", row.source);
		json_close(&j);
	}
	json_close(&j);
	json_open(&j, "generic", '{');
	for (int g = 0; g < PMS_HW_MAX; g++) {
		uint64_t cfg;

		if (pms_model_generic(m, env, (enum pms_generic)g, &cfg) == PMS_OK)
			json_khex(&j, list_generic_names[g], cfg);
		else
			json_knull(&j, list_generic_names[g]);
	}
	json_close(&j);
	json_open(&j, "rules", '[');
	for (size_t i = 0; i < LIST_N_RULES; i++) {
		list_rules_text(m, env, list_rule_bits[i], buf, sizeof(buf));
		if (!buf[0])
			continue;
		json_open(&j, NULL, '{');
		json_kstr(&j, "name", rule_names[i]);
		json_kbool(&j, "in_force", (pms_model_rules(m, env) & list_rule_bits[i]) != 0);
		json_kstr(&j, "text", buf);
		json_close(&j);
	}
	json_end(&j);
}
