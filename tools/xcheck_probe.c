/*
 * Probe for tools/xcheck_kernel.py: reads "model kernel ht config precise"
 * lines and prints, per line, the mask pmusched gives (hex), "E<errno>"
 * when the open fails, or "NOMODEL".  Precise events sample (perf record);
 * the others count.  "adl/cpu_atom" names a core PMU of a platform.
 */
#include <stdio.h>
#include <string.h>
#include "pmusched/pmusched.h"

static const struct pms_model *find(char *name)
{
	char *slash = strchr(name, '/');
	const struct pms_model *m;

	if (slash)
		*slash = '\0';
	m = pms_model_find(name);
	return m && slash ? pms_model_pmu_find(m, slash + 1) : m;
}

int main(void)
{
	char model[64], kv[32];
	unsigned long long cfg;
	int ht, prec;

	while (scanf("%63s %31s %d %llx %d", model, kv, &ht, &cfg, &prec) == 5) {
		const struct pms_model *m = find(model);
		struct pms_env env = PMS_ENV_DEFAULT;
		struct pms_hwev ev = { .config = cfg, .precise = prec };
		struct pms_constraint c;
		struct pms_open o;

		if (!m || pms_kver_parse(kv, &env.kver, NULL)) {
			puts("NOMODEL");
			continue;
		}
		env.ht = ht != 0;
		ev.sample_period = prec ? 100003 : 0;
		pms_model_open(m, &env, &ev, &o);
		if (o.err) {
			printf("E%d\n", o.err);
			continue;
		}
		pms_model_constraint(m, &env, &ev, &c);
		printf("%llx\n", (unsigned long long)c.mask);
	}
	return 0;
}
