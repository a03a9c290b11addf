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
static const struct { bool run; uint64_t ns; } sleep_shape[] = {
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

PMS_API int pms_times_parse(const char *s, uint64_t *out, unsigned cap, unsigned *n,
			     struct pms_diag *d)
{
	size_t i = 0;

	if (!s || !out || !n)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no times given");
	*n = 0;
	for (;;) {
		size_t b = i;

		if (*n >= cap)
			return pmsi_diag(d, PMS_ELIMIT, b, 1, "more than %u times in '%s'", cap, s);
		if (parse_duration_at(s, &i, &out[*n]) || (s[i] != '\0' && s[i] != ',')) {
			size_t e = b + strcspn(s + b, ",");

			pmsi_diag(d, PMS_ESYNTAX, b, e - b, "bad time '%.*s' (time %u, byte %zu of "
				  "'%s')", (int)(e - b), s + b, *n + 1, b, s);
			pmsi_hint(d, "write times separated by ',', each a number with an optional "
				  "unit ns, us, ms or s (e.g. 0,7us,18us)");
			return PMS_ESYNTAX;
		}
		(*n)++;
		if (s[i] == '\0')
			return PMS_OK;
		i++;
	}
}

PMS_API int pms_late_times_parse(const char *s, uint64_t *due, uint64_t *by, unsigned cap,
				  unsigned *n, struct pms_diag *d)
{
	size_t i = 0;

	if (!s || !due || !by || !n)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no late expiries given");
	*n = 0;
	for (;;) {
		size_t b = i;

		if (*n >= cap)
			return pmsi_diag(d, PMS_ELIMIT, b, 1, "more than %u late expiries in '%s'",
					 cap, s);
		if (parse_duration_at(s, &i, &due[*n]) || s[i] != '+' ||
		    (i++, parse_duration_at(s, &i, &by[*n])) || (s[i] != '\0' && s[i] != ',')) {
			size_t e = b + strcspn(s + b, ",");

			pmsi_diag(d, PMS_ESYNTAX, b, e - b, "bad late expiry '%.*s' (item %u, "
				  "byte %zu of '%s')", (int)(e - b), s + b, *n + 1, b, s);
			pmsi_hint(d, "write DUE+DELAY items separated by ',', each a time with an "
				  "optional unit ns, us, ms or s (e.g. 8ms+1.5ms)");
			return PMS_ESYNTAX;
		}
		(*n)++;
		if (s[i] == '\0')
			return PMS_OK;
		i++;
	}
}

/*
 * One share list from @s at *@i up to a byte in @stop (or the end):
 * NAME[=PCT] items separated by @sep.  "core"/"atom" stand for
 * "cpu_core"/"cpu_atom" as perf's --cputype takes them.
 */
static int share_at(const char *s, size_t *i, const char *seps, const char *stop,
		    struct pms_core_share *out, struct pms_diag *d)
{
	unsigned sum = 0;

	memset(out, 0, sizeof(*out));
	for (;;) {
		size_t b = *i, len;
		unsigned pct = 10000;	/* hundredths of a percent */

		while (s[*i] && s[*i] != '=' && !strchr(seps, s[*i]) && !strchr(stop, s[*i]))
			(*i)++;
		len = *i - b;
		/* a bare number is a share without its PMU, not a PMU named "70" */
		if (!len || (s[b] >= '0' && s[b] <= '9') ||
		    len + (strncmp(s + b, "cpu", 3) ? 4 : 0) >= sizeof(out->pmu[0]))
			return pmsi_diag(d, PMS_ESYNTAX, b, len ? len : 1,
					 "expected a core PMU name at byte %zu", b);
		if (out->n == PMS_MAX_CORE_PMUS)
			return pmsi_diag(d, PMS_EINVAL, b, len, "more than %d core types",
					 PMS_MAX_CORE_PMUS);
		memcpy(out->pmu[out->n] + (strncmp(s + b, "cpu", 3) ? 4 : 0), s + b, len);
		if (strncmp(s + b, "cpu", 3))
			memcpy(out->pmu[out->n], "cpu_", 4);
		for (unsigned k = 0; k < out->n; k++)
			if (!strcmp(out->pmu[k], out->pmu[out->n]))
				return pmsi_diag(d, PMS_EINVAL, b, len, "core type '%s' given twice",
						 out->pmu[k]);
		if (s[*i] == '=') {
			size_t v = ++(*i);

			pct = 0;
			while (s[*i] >= '0' && s[*i] <= '9' && pct <= 100)
				pct = pct * 10 + (unsigned)(s[(*i)++] - '0');
			pct *= 100;
			if (s[*i] == '.' && *i > v) {
				unsigned scale = 10;

				(*i)++;
				if (s[*i] < '0' || s[*i] > '9')
					return pmsi_diag(d, PMS_ESYNTAX, *i, 1, "expected a digit "
							 "after '.' at byte %zu", *i);
				while (s[*i] >= '0' && s[*i] <= '9') {
					if (!scale)
						return pmsi_diag(d, PMS_ESYNTAX, *i, 1, "more than two "
								 "decimals at byte %zu", *i);
					pct += (unsigned)(s[(*i)++] - '0') * scale;
					scale /= 10;
				}
			}
			if (*i == v || pct > 10000)
				return pmsi_diag(d, PMS_ESYNTAX, v, 1, "expected a percentage "
						 "0-100 at byte %zu", v);
			/* "70e": the byte after the digits, not the sum, is wrong */
			if (s[*i] && !strchr(seps, s[*i]) && !strchr(stop, s[*i]))
				return s[*i] > ' ' && s[*i] < 0x7f ?
				       pmsi_diag(d, PMS_ESYNTAX, *i, 1, "unexpected '%c' at byte %zu "
						 "after a percentage", s[*i], *i) :
				       pmsi_diag(d, PMS_ESYNTAX, *i, 1, "unexpected byte 0x%02x at "
						 "byte %zu after a percentage",
						 (unsigned)(unsigned char)s[*i], *i);
		}
		out->centi[out->n] = (uint16_t)pct;
		out->pct[out->n++] = (uint8_t)((pct + 50) / 100);
		sum += pct;
		if (!s[*i] || strchr(stop, s[*i]) || !strchr(seps, s[*i]))
			break;
		(*i)++;
	}
	if (sum != 10000)
		return pmsi_diag(d, PMS_EINVAL, *i ? *i - 1 : 0, 1,
				 "core shares add up to %u.%02u%%, not 100%%", sum / 100, sum % 100);
	return PMS_OK;
}

PMS_API int pms_core_share_parse(const char *s, struct pms_core_share *out, struct pms_diag *d)
{
	size_t i = 0;
	int rc;

	if (!s || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no core share given");
	rc = share_at(s, &i, ",/", "", out, d);
	if (rc == PMS_OK && s[i])
		rc = pmsi_diag(d, PMS_ESYNTAX, i, 1, "unexpected '%c' at byte %zu", s[i], i);
	if (rc)
		pmsi_hint(d, "e.g. --core-share cpu_core=70,cpu_atom=30 (or core=70,atom=30)");
	return rc;
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
		memset(out, 0, sizeof(*out));
		out[0].run = true;
		out[0].ns = duration_ns;
		*n = 1;
		return PMS_OK;
	}
	if (!strcmp(s, "sleep")) {
		if (cap < PMS_ARRAY_SIZE(sleep_shape))
			return pmsi_diag(d, PMS_ELIMIT, 0, 5, "no room for the workload");
		memset(out, 0, sizeof(sleep_shape));
		for (size_t k = 0; k < PMS_ARRAY_SIZE(sleep_shape); k++) {
			out[k].run = sleep_shape[k].run;
			out[k].ns = sleep_shape[k].ns;
		}
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
		memset(&out[*n].share, 0, sizeof(out[*n].share));
		if (run && s[i] == '@') {
			int rc;

			i++;
			if ((rc = share_at(s, &i, "/", ",", &out[*n].share, d)))
				return rc;
		}
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
