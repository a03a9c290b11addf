/*
 * Which perf version's metric tables apply, and which table a CPU gets.
 */
#include <regex.h>
#include <string.h>
#include "metric_int.h"

const struct pmsi_mset *pmsi_mset_for(uint32_t perf_version, uint32_t *modelled)
{
	bool old = perf_version && perf_version < PMS_KVER(6, 4, 1);

	if (modelled)
		*modelled = old ? PMS_KVER(6, 1, 0) : PMS_KVER(6, 12, 0);
	return old ? &pmsi_mset_6_1 : &pmsi_mset_6_12;
}

const struct pmsi_mtable *pmsi_mset_table(const struct pmsi_mset *s, const char *dir)
{
	for (uint32_t i = 0; dir && i < s->n_tables; i++)
		if (!strcmp(s->tables[i].dir, dir))
			return &s->tables[i];
	return NULL;
}

static int dashes(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '-';
	return n;
}

/*
 * strcmp_cpuid_str() of arch/x86/util/header.c (6.1 and 6.12): a pattern
 * with a stepping needs an identifier with one; the leftmost match must be
 * as long as the identifier, or as the identifier without its stepping when
 * the pattern has none.
 */
int pmsi_x86_cpuid_match(const char *re, const char *id)
{
	bool full_re = dashes(re) == 3, full_id = dashes(id) == 3;
	regmatch_t m[1];
	regex_t rx;
	size_t want;
	int hit;

	if (full_re && !full_id)
		return 0;
	if (regcomp(&rx, re, REG_EXTENDED))
		return 0;
	hit = !regexec(&rx, id, 1, m, 0);
	regfree(&rx);
	if (!hit)
		return 0;
	want = !full_re && full_id ? (size_t)(strrchr(id, '-') - id) : strlen(id);
	return (size_t)(m[0].rm_eo - m[0].rm_so) == want;
}

const struct pmsi_mtable *pmsi_mset_for_cpuid(const struct pmsi_mset *s, const char *cpuid)
{
	if (!cpuid || !*cpuid)
		return NULL;
	for (uint32_t i = 0; i < s->n_map; i++)
		if (pmsi_x86_cpuid_match(s->map[i].cpuid, cpuid))
			return s->map[i].table < 0 ? NULL : &s->tables[s->map[i].table];
	return NULL;
}
