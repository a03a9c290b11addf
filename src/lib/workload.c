/*
 * Workload shapes and durations for the simulator, and the one parser of
 * times every option uses: a number with an optional unit ns, us, ms or s,
 * a bare number being milliseconds (perf's unit for -I and the mux
 * interval), with up to nine digits after the point.
 */
#include <string.h>
#include "internal.h"

#define MAX_NS (UINT64_C(1) << 62)

/* perf stat's 'sleep 1': exec to nanosleep, the sleep, wake to exit. */
static const struct pms_phase sleep_shape[] = {
	{ true, 500000 }, { false, 1000000000 }, { true, 200000 },
};

static int parse_duration_at(const char *s, size_t *i, uint64_t *ns)
{
	uint64_t v = 0, frac = 0, frac_div = 1, mult;
	size_t start = *i;

	while (s[*i] >= '0' && s[*i] <= '9') {
		if (v > MAX_NS / 10)
			return -1;
		v = v * 10 + (uint64_t)(s[*i] - '0');
		(*i)++;
	}
	if (s[*i] == '.') {
		(*i)++;
		while (s[*i] >= '0' && s[*i] <= '9') {
			if (frac_div < UINT64_C(1000000000)) {
				frac = frac * 10 + (uint64_t)(s[*i] - '0');
				frac_div *= 10;
			}
			(*i)++;
		}
	}
	if (*i == start)
		return -1;
	if (!strncmp(s + *i, "ns", 2)) {
		mult = 1;
		*i += 2;
	} else if (!strncmp(s + *i, "us", 2)) {
		mult = 1000;
		*i += 2;
	} else if (!strncmp(s + *i, "ms", 2)) {
		mult = 1000000;
		*i += 2;
	} else if (s[*i] == 's') {
		mult = 1000000000;
		*i += 1;
	} else {
		mult = 1000000;	/* a bare number: milliseconds */
	}
	if (v > MAX_NS / mult)
		return -1;
	*ns = v * mult + frac * mult / frac_div;
	return 0;
}

PMS_API int pms_duration_parse(const char *s, uint64_t *ns, struct pms_diag *d)
{
	size_t i = 0;

	if (!s || !ns)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no duration given");
	if (parse_duration_at(s, &i, ns) || s[i] != '\0') {
		pmsi_diag(d, PMS_ESYNTAX, i, 1, "bad duration '%s' at byte %zu", s, i);
		pmsi_hint(d, "write a number with an optional unit ns, us, ms or s; a bare "
			  "number is milliseconds (e.g. 4ms, 1.5s, 250)");
		return PMS_ESYNTAX;
	}
	return PMS_OK;
}

PMS_API int pms_workload_parse(const char *s, uint64_t duration_ns, struct pms_phase *out,
			       unsigned cap, unsigned *n, struct pms_diag *d)
{
	size_t i = 0;

	if (!s || !out || !n)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no workload given");
	*n = 0;
	if (!strcmp(s, "busy")) {
		if (!cap)
			return pmsi_diag(d, PMS_ELIMIT, 0, 4, "no room for the workload");
		out[0].run = true;
		out[0].ns = duration_ns;
		*n = 1;
		return PMS_OK;
	}
	if (!strcmp(s, "sleep")) {
		if (cap < PMS_ARRAY_SIZE(sleep_shape))
			return pmsi_diag(d, PMS_ELIMIT, 0, 5, "no room for the workload");
		memcpy(out, sleep_shape, sizeof(sleep_shape));
		*n = PMS_ARRAY_SIZE(sleep_shape);
		return PMS_OK;
	}
	while (s[i]) {
		size_t tok = i;
		bool run;

		if (!strncmp(s + i, "run:", 4)) {
			run = true;
			i += 4;
		} else if (!strncmp(s + i, "sleep:", 6)) {
			run = false;
			i += 6;
		} else {
			pmsi_diag(d, PMS_ESYNTAX, i, 1, "bad workload phase at byte %zu of '%s'", i, s);
			pmsi_hint(d, "use busy, sleep, or phases like run:5ms,sleep:1s,run:2ms");
			return PMS_ESYNTAX;
		}
		if (*n >= cap)
			return pmsi_diag(d, PMS_ELIMIT, tok, i - tok, "more than %u workload phases", cap);
		if (parse_duration_at(s, &i, &out[*n].ns)) {
			pmsi_diag(d, PMS_ESYNTAX, i, 1, "bad duration at byte %zu of '%s'", i, s);
			pmsi_hint(d, "write a number with an optional unit ns, us, ms or s; a bare "
				  "number is milliseconds (e.g. run:5ms,sleep:1s)");
			return PMS_ESYNTAX;
		}
		out[*n].run = run;
		(*n)++;
		if (s[i] == ',') {
			i++;
			if (!s[i]) {
				pmsi_diag(d, PMS_ESYNTAX, i, 1, "trailing ',' in workload '%s'", s);
				return PMS_ESYNTAX;
			}
		} else if (s[i]) {
			pmsi_diag(d, PMS_ESYNTAX, i, 1, "unexpected '%c' at byte %zu of '%s'", s[i], i, s);
			return PMS_ESYNTAX;
		}
	}
	if (!*n)
		return pmsi_diag(d, PMS_ESYNTAX, 0, 0, "empty workload");
	return PMS_OK;
}
