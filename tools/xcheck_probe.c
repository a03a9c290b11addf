/*
 * Probe for tools/xcheck_kernel.py: reads "model kernel ht config precise"
 * lines and prints, per line, the mask pmusched gives (hex), "E<errno>"
 * when the open fails, or "NOMODEL".  Precise events sample (perf record);
 * the others count.  "adl/cpu_atom" names a core PMU of a platform.
 * "cache model kernel key" lines (key: id | op << 8 | result << 16) print
 * the hw-cache map entry as "config:config1" (hex), or "NS" when the
 * model's map has none (perf's <not supported>).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "pmusched/pmusched.h"

/* the library's own lookup, for config1 (src/lib/internal.h) */
int pmsi_model_cache(const struct pms_model *m, const struct pms_env *env, uint64_t key,
		     uint64_t *config, uint64_t *config1);

static const struct pms_model *find(char *name)
{
	char *slash = strchr(name, '/');
	const struct pms_model *m;

	if (slash)
		*slash = '\0';
	m = pms_model_find(name);
	return m && slash ? pms_model_pmu_find(m, slash + 1) : m;
}

static void cache_line(char *model, const char *kv, unsigned long long key)
{
	const struct pms_model *m = find(model);
	struct pms_env env = PMS_ENV_DEFAULT;
	uint64_t cfg = 0, cfg1 = 0;

	if (!m || pms_kver_parse(kv, &env.kver, NULL)) {
		puts("NOMODEL");
		return;
	}
	if (pmsi_model_cache(m, &env, key, &cfg, &cfg1))
		puts("NS");
	else
		printf("%" PRIx64 ":%" PRIx64 "\n", cfg, cfg1);
}

int main(void)
{
	char line[256], model[64], kv[32];
	unsigned long long cfg;
	int ht, prec;

	while (fgets(line, sizeof(line), stdin)) {
		if (sscanf(line, "cache %63s %31s %llx", model, kv, &cfg) == 3) {
			cache_line(model, kv, cfg);
			continue;
		}
		if (sscanf(line, "%63s %31s %d %llx %d", model, kv, &ht, &cfg, &prec) != 5)
			continue;
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
