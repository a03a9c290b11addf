/* Kernel version parsing and ordering (PMS_KVER). */
#include "../test.h"

static const struct {
	int line;
	const char *in;
	int want;
	uint32_t kver;
} cases[] = {
	{ __LINE__, "4.1", PMS_OK, PMS_KVER(4, 1, 0) },
	{ __LINE__, "4.1-rc7", PMS_OK, PMS_KVER(4, 1, 7) },
	{ __LINE__, "v5.10.12", PMS_OK, PMS_KVER(5, 10, 0) },
	{ __LINE__, "2.6.34", PMS_OK, PMS_KVER26(34, 0) },
	{ __LINE__, "2.6.34-rc1", PMS_OK, PMS_KVER26(34, 1) },
	{ __LINE__, "2.6.40", PMS_ESYNTAX, 0 },
	{ __LINE__, "2.902.10", PMS_ESYNTAX, 0 },	/* would collide with 2.6.302 */
	{ __LINE__, "6.18", PMS_OK, PMS_KVER(6, 18, 0) },
	{ __LINE__, "", PMS_ESYNTAX, 0 },
	{ __LINE__, "4", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.x", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.1-rc", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.1-rc0", PMS_ESYNTAX, 0 },
	{ __LINE__, "4.1junk", PMS_ESYNTAX, 0 },
	{ __LINE__, "99999999999.1", PMS_ESYNTAX, 0 },
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
	CHECK(t, PMS_KVER(4, 1, 6) < PMS_KVER(4, 1, 7), "rc6 < rc7");
	CHECK(t, PMS_KVER(4, 1, 7) < PMS_KVER(4, 1, 0), "rc7 < release");
	CHECK(t, PMS_KVER(4, 1, 0) < PMS_KVER(4, 2, 1), "4.1 < 4.2-rc1");
	CHECK(t, PMS_KVER(4, 20, 0) < PMS_KVER(5, 0, 1), "4.20 < 5.0-rc1");
	return t_result(t);
}

static enum t_result format_roundtrip(struct tctx *t)
{
	char buf[32];

	pms_kver_format(PMS_KVER(4, 1, 7), buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "4.1-rc7"), "got %s", buf);
	pms_kver_format(PMS_KVER(5, 10, 0), buf, sizeof(buf));
	CHECK(t, !strcmp(buf, "5.10"), "got %s", buf);
	return t_result(t);
}

const struct t_case t_kver_cases[] = {
	{ "parse_table", parse_table },
	{ "ordering", ordering },
	{ "format_roundtrip", format_roundtrip },
	{ NULL, NULL }
};
