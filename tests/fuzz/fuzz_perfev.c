/*
 * Fuzz target: perf's event tables (pmu_events.h).  The first byte picks
 * an entry point, the rest is its input:
 *   0  a CPUID string matched against both mapfiles (x86 POSIX regex rows,
 *      arm64 MIDR rows): a table, when found, is one of the registered;
 *   1  a name looked up in every table: a hit has that name, any case;
 *   2  an encoding (8 bytes config, 8 bytes config1, model index, HT) for
 *      the constraint lint: its findings stay inside what it judged.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "pmusched/pmusched.h"

int pms_fuzz_perfev(const uint8_t *data, size_t size);

static int registered(const struct pms_perf_table *t)
{
	for (size_t i = 0; i < pms_perf_table_count(); i++)
		if (pms_perf_table_at(i) == t)
			return 1;
	return 0;
}

static void lookups(const char *s)
{
	const struct pms_perf_table *t;
	char terms[160];

	if ((t = pms_perf_table_for_cpuid("x86", s)) && !registered(t))
		abort();
	if ((t = pms_perf_table_for_cpuid("arm64", s)) && !registered(t))
		abort();
	for (size_t i = 0; i < pms_perf_table_count(); i++) {
		struct pms_perf_event e;
		struct pms_perf_metric mt;

		t = pms_perf_table_at(i);
		if (pms_perf_event_find(t, s, NULL, &e) == PMS_OK) {
			if (strcasecmp(e.name, s))
				abort();
			pms_perf_event_terms(t, &e, terms, sizeof(terms));
		}
		if (pms_perf_metric_find(t, s, &mt) == PMS_OK && strcasecmp(mt.name, s))
			abort();
	}
}

static void lint(const uint8_t *p)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_hwev hw = { 0 };
	const struct pms_model *m;
	struct pms_kver_range r[4];
	struct pms_lint l;
	size_t n;

	memcpy(&hw.config, p, 8);
	memcpy(&hw.config1, p + 8, 8);
	m = pms_model_at(p[16] % pms_model_count());
	env.ht = p[17] & 1;
	env.kver = (p[17] & 2) ? PMS_KVER(4, 6) : 0;
	if (pms_lint_event(m, &env, &hw, &l) != PMS_OK)
		abort();
	if ((l.a | l.b) & ~l.judged || l.a & ~l.kernel || l.b & ~l.vendor)
		abort();
	if (l.a && pms_lint_versions(m, &env, &hw, PMS_LINT_A, l.a, r, 4, &n) != PMS_OK)
		abort();
}

int pms_fuzz_perfev(const uint8_t *data, size_t size)
{
	char buf[256];

	if (size < 1 || size >= sizeof(buf))
		return 0;
	if (data[0] % 3 == 2) {
		if (size >= 19)
			lint(data + 1);
		return 0;
	}
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	lookups(buf);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_perfev(data, size);
}
#endif
