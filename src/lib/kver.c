/*
 * Kernel version numbers: "X.Y", "X.Y.Z" (stable suffix ignored),
 * "X.Y-rcN", optional leading 'v', and the strings `uname -r` prints
 * (UTS_RELEASE: the version, then CONFIG_LOCALVERSION and the packager's
 * part): "6.8.0-45-generic", "6.12.0-55.el10.x86_64", "6.1.0-18-amd64",
 * "6.6.87.2-microsoft-standard-WSL2", "6.13.0-rc3+".  The suffix after
 * '-', '+', '_' or '~' is dropped; "4.1junk" stays an error.
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"

static int read_num(const char *s, size_t *i, unsigned max, unsigned *out)
{
	unsigned v = 0;
	size_t start = *i;

	while (s[*i] >= '0' && s[*i] <= '9') {
		v = v * 10 + (unsigned)(s[*i] - '0');
		if (v > max)
			return -1;
		(*i)++;
	}
	if (*i == start)
		return -1;
	*out = v;
	return 0;
}

PMS_API int pms_kver_parse(const char *s, uint32_t *out, struct pms_diag *d)
{
	unsigned maj, min, rc = 0, stable;
	size_t i = 0;

	if (!s || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no kernel version given");
	if (s[i] == 'v')
		i++;
	if (read_num(s, &i, 99, &maj) || maj < 2)
		goto bad;
	if (s[i] != '.')
		goto bad;
	i++;
	if (read_num(s, &i, 999, &min))
		goto bad;
	/* 2.6.x is stored as minor 600+x: no 2.7 and later to collide with */
	if (maj == 2 && min > 6)
		goto bad;
	if (s[i] == '.') {
		i++;
		if (read_num(s, &i, 99999, &stable))
			goto bad;
		if (maj == 2 && min == 6) {
			if (stable > 39)
				goto bad;
			min = 600 + stable;
		}
	} else if (maj == 2 && min == 6) {
		min = 600;
	}
	/* a fourth number (WSL's "6.6.87.2") */
	if (s[i] == '.' && s[i + 1] >= '0' && s[i + 1] <= '9') {
		unsigned extra;

		i++;
		if (read_num(s, &i, 99999, &extra))
			goto bad;
	}
	if (s[i] == '-' && s[i + 1] == 'r' && s[i + 2] == 'c') {
		i += 3;
		if (read_num(s, &i, 99, &rc) || rc == 0)
			goto bad;
	}
	if (s[i] == '-' || s[i] == '+' || s[i] == '_' || s[i] == '~') {
		size_t j = i + 1;

		while ((s[j] >= '0' && s[j] <= '9') || (s[j] >= 'a' && s[j] <= 'z') ||
		       (s[j] >= 'A' && s[j] <= 'Z') || (s[j] && strchr("._+~-", s[j])))
			j++;
		/* "-" alone is no suffix; "+" alone is a dirty tree's mark */
		if (s[j] == '\0' && (j > i + 1 || s[i] == '+'))
			i = j;
	}
	if (s[i] != '\0')
		goto bad;
	*out = PMS_KVER_RC(maj, min, rc);
	return PMS_OK;
bad:
	pmsi_diag(d, PMS_ESYNTAX, i, 1, "bad kernel version '%s' at byte %zu", s, i);
	pmsi_hint(d, "write it as X.Y, X.Y.Z, X.Y-rcN or as uname -r prints it, e.g. 4.1-rc7, "
		  "6.8.0-45-generic");
	return PMS_ESYNTAX;
}

PMS_API void pms_kver_format(uint32_t v, char *buf, size_t n)
{
	unsigned maj, min, rc;

	if (!n)
		return;
	if (v == 0)
		v = PMS_KVER_NEWEST;
	maj = v / 1000000u;
	min = (v / 1000u) % 1000u;
	rc = v % 1000u;
	if (maj == 2 && min >= 600)
		snprintf(buf, n, rc == 999 ? "2.6.%u" : "2.6.%u-rc%u", min - 600, rc);
	else if (rc == 999)
		snprintf(buf, n, "%u.%u", maj, min);
	else
		snprintf(buf, n, "%u.%u-rc%u", maj, min, rc);
}

/* The last minor of each closed major series (2.6.x is checked by the parser). */
PMS_API uint32_t pms_perf_version_for(uint32_t perf_version, uint32_t kver)
{
	if (perf_version)
		return perf_version;
	return kver ? kver : PMS_KVER_NEWEST;
}

static const struct {
	unsigned maj, last;
} closed_series[] = {
	{ 3, 19 }, { 4, 20 }, { 5, 19 }, { 6, 19 },
};

PMS_API int pms_kver_check(uint32_t v, struct pms_diag *d)
{
	unsigned maj = v / 1000000u, min = (v / 1000u) % 1000u;
	unsigned newest_maj = PMS_KVER_NEWEST / 1000000u;
	char text[32], newest[32];

	pms_kver_format(v, text, sizeof(text));
	pms_kver_format(PMS_KVER_NEWEST, newest, sizeof(newest));
	if (v < PMS_KVER26(31, 1))
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "kernel %s predates perf events (2.6.31)", text);
	for (size_t i = 0; i < sizeof(closed_series) / sizeof(closed_series[0]); i++) {
		if (maj == closed_series[i].maj && min > closed_series[i].last) {
			pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				  "there is no kernel %s: the %u.x series ended with %u.%u", text,
				  maj, maj, closed_series[i].last);
			pmsi_hint(d, "the series after it starts at %u.0", maj + 1);
			return PMS_ERANGE;
		}
	}
	/* a series after the newest is refused: its first release is not out
	 * (7.3 is the newest mainline release; 7.x is open) */
	if (maj > newest_maj)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "there is no kernel %s: the newest series modelled is %u.x",
				 text, newest_maj);
	if (v > PMS_KVER_NEWEST) {
		pmsi_diag(d, PMS_OK, PMS_NOPOS, 0,
			  "kernel %s is newer than %s, the newest release modelled: "
			  "%s's rules are assumed", text, newest, newest);
		return 1;
	}
	return PMS_OK;
}
