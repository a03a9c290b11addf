/*
 * Which perf version's metric tables apply, and which table a CPU gets.
 */
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "metric_int.h"

/*
 * The metric JSON of the perf releases whose trees are generated
 * (models/metrics/), oldest first, and the perf code rules each is read
 * with: 6.1's, or 6.12's for every later table (6.3's jevents.py rewrite of
 * the expressions, which perf 6.4's metricgroup.c reads).
 */
static const struct {
	uint32_t release;		/* the tree's series */
	const struct pmsi_mset *set;
	uint32_t code;			/* the metricgroup.c rules modelled */
} sets[] = {
	{ PMS_KVER(6, 1), &pmsi_mset_6_1, PMS_KVER(6, 1) },
	{ PMS_KVER(6, 12), &pmsi_mset_6_12, PMS_KVER(6, 12) },
	{ PMS_KVER(7, 2), &pmsi_mset_7_2, PMS_KVER(6, 12) },
	{ PMS_KVER(7, 3), &pmsi_mset_7_3, PMS_KVER(6, 12) },
};

/*
 * The table of the newest release not newer than @perf_version, except
 * that perf 6.4 to 6.11 take 6.12's: 6.1's JSON predates the 6.3 rewrite
 * and the thresholds and Default groups 6.4's code reads.  0 (not given)
 * is the newest release, as pms_perf_version_for(0, 0) is.
 */
static size_t pick(uint32_t perf_version)
{
	size_t k = 1;

	perf_version = pms_perf_version_for(perf_version, 0);
	if (perf_version < PMS_KVER(6, 4))
		return 0;
	for (size_t i = 2; i < PMS_ARRAY_SIZE(sets); i++)
		if (perf_version >= sets[i].release)
			k = i;
	return k;
}

const struct pmsi_mset *pmsi_mset_for(uint32_t perf_version, uint32_t *modelled)
{
	size_t k = pick(perf_version);

	if (modelled)
		*modelled = sets[k].code;
	return sets[k].set;
}

uint32_t pmsi_mset_release(uint32_t perf_version, bool *exact)
{
	size_t k = pick(perf_version);

	if (exact)
		*exact = !perf_version || (perf_version / 1000 == sets[k].release / 1000 &&
					   perf_version >= sets[k].release);
	return sets[k].release;
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

/*
 * strcmp_cpuid_str() of arch/arm64/util/header.c (7.2.13, 7.3.4): the
 * MIDRs must agree outside the variant (bits 23:20) and revision (3:0)
 * fields; then the CPU's variant.revision must not be below the map's
 * (r1p0 > r0p3).  Both are hexadecimal strings.
 */
int pmsi_arm_cpuid_match(const char *map, const char *id)
{
	const unsigned long long var = 0xfull << 20, rev = 0xf;
	unsigned long long m, i;
	char *end;

	if (strncmp(map, "0x", 2) || strncmp(id, "0x", 2))
		return 0;
	m = strtoull(map, &end, 16);
	if (*end)
		return 0;
	i = strtoull(id, &end, 16);
	if (*end)
		return 0;
	if ((m & ~(var | rev)) != (i & ~(var | rev)))
		return 0;
	if ((i & var) != (m & var))
		return (i & var) > (m & var);
	return (i & rev) >= (m & rev);
}

int pmsi_cpuid_match(const char *re, const char *id)
{
	if (!strncmp(id, "0x", 2))
		return pmsi_arm_cpuid_match(re, id);
	return pmsi_x86_cpuid_match(re, id);
}

const struct pmsi_mtable *pmsi_mset_for_cpuid(const struct pmsi_mset *s, const char *cpuid)
{
	if (!cpuid || !*cpuid)
		return NULL;
	for (uint32_t i = 0; i < s->n_map; i++)
		if (pmsi_cpuid_match(s->map[i].cpuid, cpuid))
			return s->map[i].table < 0 ? NULL : &s->tables[s->map[i].table];
	return NULL;
}
