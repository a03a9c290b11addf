/* Kernel version parsing and ordering (PMS_KVER). */
#include "../test.h"

static const struct {
	int line;
	const char *in;
	int want;
	uint32_t kver;
} cases[] = {
	{ __LINE__, "4.1", PMS_OK, PMS_KVER(4, 1) },
	{ __LINE__, "4.1-rc7", PMS_OK, PMS_KVER_RC(4, 1, 7) },
	{ __LINE__, "v5.10.12", PMS_OK, PMS_KVER(5, 10) },
	{ __LINE__, "2.6.34", PMS_OK, PMS_KVER26(34, 0) },
	{ __LINE__, "2.6.34-rc1", PMS_OK, PMS_KVER26(34, 1) },
	{ __LINE__, "2.6.40", PMS_ESYNTAX, 0 },
	{ __LINE__, "2.902.10", PMS_ESYNTAX, 0 },	/* would collide with 2.6.302 */
	{ __LINE__, "6.18", PMS_OK, PMS_KVER(6, 18) },
	{ __LINE__, "", PMS_ESYNTAX, 0 },
	{ __LINE__, "4", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.x", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.1-rc", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.1-rc0", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.1junk", PMS_ESYNTAX, 0 },
	{ __LINE__, "99999999999.1", PMS_ESYNTAX, 0 },
	/* uname -r strings of distribution kernels (UTS_RELEASE with the
	 * packager's suffix): Ubuntu, RHEL 10, Debian, WSL2, a dirty tree */
	{ __LINE__, "6.8.0-45-generic", PMS_OK, PMS_KVER(6, 8) },
	{ __LINE__, "6.12.0-55.el10.x86_64", PMS_OK, PMS_KVER(6, 12) },
	{ __LINE__, "6.1.0-18-amd64", PMS_OK, PMS_KVER(6, 1) },
	{ __LINE__, "6.6.87.2-microsoft-standard-WSL2", PMS_OK, PMS_KVER(6, 6) },
	{ __LINE__, "6.13.0-rc3+", PMS_OK, PMS_KVER_RC(6, 13, 3) },
	{ __LINE__, "5.15.0-1051-azure", PMS_OK, PMS_KVER(5, 15) },
	{ __LINE__, "6.8.0-", PMS_ESYNTAX, 0 },
	{ __LINE__, "6.8.0-45 generic", PMS_ESYNTAX, 0 },
};

static enum t_result parse_table(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		uint32_t v = 0;
		struct pms_diag d;
		int rc = pms_kver_parse(cases[i].in, &v, &d);

		CHECK(t, rc == cases[i].want, "line %d: '%s' -> %d", cases[i].line, cases[i].in, rc);
		if (rc == PMS_OK)
			CHECK(t, v == cases[i].kver, "line %d: %u", cases[i].line, v);
	}
	return t_result(t);
}

/* rc releases sort before the release, which sorts before the next rc1. */
static enum t_result ordering(struct tctx *t)
{
	CHECK(t, PMS_KVER_RC(4, 1, 6) < PMS_KVER_RC(4, 1, 7), "rc6 < rc7");
	CHECK(t, PMS_KVER_RC(4, 1, 7) < PMS_KVER(4, 1), "rc7 < release");
	CHECK(t, PMS_KVER(4, 1) < PMS_KVER_RC(4, 2, 1), "4.1 < 4.2-rc1");
	CHECK(t, PMS_KVER(4, 20) < PMS_KVER_RC(5, 0, 1), "4.20 < 5.0-rc1");
	return t_result(t);
}

static enum t_result format_roundtrip(struct tctx *t)
{
	char buf[32];

	pms_kver_format(PMS_KVER_RC(4, 1, 7), buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "4.1-rc7"), "got %s", buf);
	pms_kver_format(PMS_KVER(5, 10), buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "5.10"), "got %s", buf);
	return t_result(t);
}

/*
 * Which versions exist: the 2.6, 3, 4 and 5 series closed at 2.6.39, 3.19,
 * 4.20 and 5.19 (the releases that followed were 3.0, 4.0, 5.0 and 6.0);
 * perf events arrived in 2.6.31.  Versions after the newest modelled one
 * are accepted with a note; a major number past the next one is refused.
 */
static enum t_result existence(struct tctx *t)
{
	static const struct { const char *v; int want; } c[] = {
		{ "2.6.31", PMS_OK }, { "2.6.30", PMS_ERANGE }, { "3.19", PMS_OK },
		{ "3.20", PMS_ERANGE }, { "4.20", PMS_OK }, { "4.21", PMS_ERANGE },
		{ "5.19", PMS_OK }, { "5.20-rc1", PMS_ERANGE }, { "6.12", PMS_OK },
		{ "6.12-rc3", PMS_OK },
		/* 6.13 to 6.19 and 7.0 to 7.3 are modelled (the 7.3.4 and 7.2.13
		 * trees, docs/kernel-eras.md); 6.18 is the 2026 LTS release */
		{ "6.13", PMS_OK }, { "6.18", PMS_OK }, { "6.19", PMS_OK }, { "7.0-rc1", PMS_OK },
		{ "7.2", PMS_OK }, { "7.3", PMS_OK },
		/* 6.19 was followed by 7.0 (the 7.0 release, Apr 2026) */
		{ "6.20", PMS_ERANGE }, { "7.4-rc1", 1 }, { "7.9", 1 }, { "8.0", PMS_ERANGE },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(c); i++) {
		struct pms_diag d;
		uint32_t v = 0;
		int rc;

		REQUIRE(t, pms_kver_parse(c[i].v, &v, NULL) == PMS_OK, "parse %s", c[i].v);
		pms_diag_clear(&d);
		rc = pms_kver_check(v, &d);
		CHECK(t, rc == c[i].want, "%s: %d, want %d (%s)", c[i].v, rc, c[i].want, d.msg);
		CHECK(t, rc == PMS_OK || d.msg[0], "%s: a message", c[i].v);
	}
out:
	return t_result(t);
}

/*
 * The messages name the newest release modelled: a later 7.x is assumed
 * to behave as 7.3; 8.0 is refused, naming the 7.x series.
 */
static enum t_result newest_named(struct tctx *t)
{
	struct pms_diag d;
	uint32_t v = 0;

	REQUIRE(t, pms_kver_parse("7.4", &v, NULL) == PMS_OK, "parse");
	pms_diag_clear(&d);
	CHECK(t, pms_kver_check(v, &d) == 1, "7.4 noted");
	CHECK(t, strstr(d.msg, "than 7.3, the newest release modelled") && strstr(d.msg, "7.3's rules"),
	      "7.4: %s", d.msg);
	REQUIRE(t, pms_kver_parse("8.0", &v, NULL) == PMS_OK, "parse");
	pms_diag_clear(&d);
	CHECK(t, pms_kver_check(v, &d) == PMS_ERANGE, "8.0 refused");
	CHECK(t, strstr(d.msg, "newest series modelled is 7.x") != NULL, "8.0: %s", d.msg);
	REQUIRE(t, pms_kver_parse("6.18.5", &v, NULL) == PMS_OK, "parse");
	pms_diag_clear(&d);
	CHECK(t, pms_kver_check(v, &d) == PMS_OK && !d.msg[0], "6.18: no note (%s)", d.msg);
out:
	return t_result(t);
}

/* PMS_KVER(X, Y) is the release, PMS_KVER_RC(X, Y, N) its candidate N,
 * ordered before it and after the previous release; the three-argument
 * PMS_KVER is PMS_KVER_RC (the older spelling). */
static enum t_result release_and_rc(struct tctx *t)
{
	char buf[32];

	CHECK(t, PMS_KVER(5, 13) == PMS_KVER_RC(5, 13, 0), "release");
	CHECK(t, PMS_KVER(5, 13, 7) == PMS_KVER_RC(5, 13, 7), "three arguments: an rc");
	CHECK(t, PMS_KVER(5, 12) < PMS_KVER_RC(5, 13, 1) && PMS_KVER_RC(5, 13, 1) <
	      PMS_KVER_RC(5, 13, 7) && PMS_KVER_RC(5, 13, 7) < PMS_KVER(5, 13), "order");
	pms_kver_format(PMS_KVER_RC(5, 13, 7), buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "5.13-rc7"), "rc formats as '%s'", buf);
	pms_kver_format(PMS_KVER(5, 13), buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "5.13"), "release formats as '%s'", buf);
	return t_result(t);
}

const struct t_case t_kver_cases[] = {
	{ "release_and_rc", release_and_rc },
	{ "parse_table", parse_table },
	{ "ordering", ordering },
	{ "format_roundtrip", format_roundtrip },
	{ "existence", existence },
	{ "newest_named", newest_named },
	{ NULL, NULL }
};
