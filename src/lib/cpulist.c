/*
 * CPU lists as perf and sysfs write them ("0-3,6"): one parser for the
 * CPUs of a command line (stat -C), the machine's online file (stat, the
 * host probe's topology) and the fuzz target.  Moved here from
 * measure_calc.c so the host probe, a lower layer, reads it too.
 */
#include <string.h>
#include "internal.h"

#define CPU_LIST_MAX 65536	/* CPU numbers 0..65535, as perf's cpumap accepts */

static long cpu_number(const char *s, size_t *i)
{
	long v = 0;
	size_t start = *i;

	while (s[*i] >= '0' && s[*i] <= '9') {
		v = v * 10 + (s[*i] - '0');
		if (v >= CPU_LIST_MAX)
			return -2;
		(*i)++;
	}
	return *i == start ? -1 : v;
}

PMS_API int pms_cpu_list_parse(const char *s, int *out, int cap, int *n, int *dups,
			       struct pms_diag *d)
{
	uint64_t seen[CPU_LIST_MAX / 64];
	size_t i = 0;
	int cnt = 0, dup = 0;

	if (n)
		*n = 0;
	if (dups)
		*dups = 0;
	if (!s || !out || cap < 1 || !n)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad arguments to pms_cpu_list_parse");
	memset(seen, 0, sizeof(seen));
	for (;;) {
		size_t tok = i;
		long a = cpu_number(s, &i), b;

		if (a == -2) {
			pmsi_diag(d, PMS_ERANGE, tok, 1, "bad CPU list '%s': CPU number too large", s);
			pmsi_hint(d, "CPUs are numbered from 0 to %d", CPU_LIST_MAX - 1);
			return PMS_ERANGE;
		}
		if (a < 0) {
			pmsi_diag(d, PMS_ESYNTAX, tok, 1, "bad CPU list '%s': expected a CPU number at byte %zu",
				  s, tok);
			pmsi_hint(d, "a list of CPUs and ranges, e.g. 0-3,6");
			return PMS_ESYNTAX;
		}
		b = a;
		if (s[i] == '-') {
			size_t at = ++i;

			b = cpu_number(s, &i);
			if (b < 0 || b < a) {
				pmsi_diag(d, b == -1 ? PMS_ESYNTAX : PMS_ERANGE, b == -1 ? at : tok,
					  i - tok, b == -1 ? "bad CPU list '%s': expected a CPU number after '-'" :
					  "bad CPU list '%s': a range must run upwards", s);
				pmsi_hint(d, "a range runs upwards, e.g. 0-3");
				return b == -1 ? PMS_ESYNTAX : PMS_ERANGE;
			}
		}
		for (long c = a; c <= b; c++) {
			if (seen[c / 64] >> (c % 64) & 1) {
				dup++;
				continue;
			}
			seen[c / 64] |= UINT64_C(1) << (c % 64);
			if (++cnt > cap)
				return pmsi_diag(d, PMS_ELIMIT, tok, i - tok,
						 "more than %d CPUs in '%s'", cap, s);
		}
		if (s[i] == ',') {
			i++;
			continue;
		}
		if (s[i] == '\n' && s[i + 1] == '\0')
			break;	/* sysfs files end with a newline */
		if (s[i]) {
			pmsi_diag(d, PMS_ESYNTAX, i, 1, "bad CPU list '%s': unexpected '%c' at byte %zu",
				  s, s[i], i);
			pmsi_hint(d, "a list of CPUs and ranges, e.g. 0-3,6");
			return PMS_ESYNTAX;
		}
		break;
	}
	/* sorted and distinct, like perf's cpu maps */
	cnt = 0;
	for (long c = 0; c < CPU_LIST_MAX; c += 64) {
		uint64_t w = seen[c / 64];

		while (w) {
			out[cnt++] = (int)(c + pmsi_ctz64(w));
			w &= w - 1;
		}
	}
	*n = cnt;
	if (dups)
		*dups = dup;
	return PMS_OK;
}
