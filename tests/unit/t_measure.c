/*
 * The measurement backend: read_format decoding, scaling and printing
 * decisions on recorded buffers; the session's open rules and error paths
 * through injected system calls; counts on the real kernel (software
 * events) and against perf stat; the 'stat' command's exit status, crash
 * handling and atomic -o.
 */
#include <errno.h>
#include <math.h>
#include <time.h>
#include <stdint.h>
#include <stdlib.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "../test.h"

#define ENA PMS_RF_TOTAL_TIME_ENABLED
#define RUN PMS_RF_TOTAL_TIME_RUNNING

/* ---- read buffers ---- */

static enum t_result read_single(struct tctx *t)
{
	uint64_t b1[] = { 12345, 2000, 1000 };
	uint64_t b2[] = { 7, 50, 40, 99, 3 };
	uint64_t b3[] = { 42 };
	struct pms_reading r[2];
	int nr = -1, rc;

	rc = pms_read_parse(b1, sizeof(b1), ENA | RUN, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_OK && nr == 1, "rc %d nr %d", rc, nr);
	CHECK(t, r[0].value == 12345 && r[0].enabled == 2000 && r[0].running == 1000, "values");
	rc = pms_read_parse(b2, sizeof(b2), ENA | RUN | PMS_RF_ID | PMS_RF_LOST, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_OK && r[0].id == 99 && r[0].lost == 3 && r[0].running == 40, "id/lost");
	rc = pms_read_parse(b3, sizeof(b3), 0, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_OK && r[0].value == 42 && r[0].enabled == 0, "bare value");
	/* length must match the layout exactly */
	rc = pms_read_parse(b1, 16, ENA | RUN, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_ERANGE, "short buffer: %d", rc);
	rc = pms_read_parse(b1, 20, ENA | RUN, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_ERANGE, "odd length: %d", rc);
	rc = pms_read_parse(b1, 0, ENA | RUN, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_ERANGE && nr == 0, "EOF (error state): %d", rc);
	rc = pms_read_parse(b1, sizeof(b1), 1u << 7, 0, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_EINVAL, "unknown bit: %d", rc);
	CHECK(t, pms_read_size(ENA | RUN, 1) == 24, "size single");
	CHECK(t, pms_read_size(ENA | RUN | PMS_RF_GROUP | PMS_RF_ID, 3) == 8 * (3 + 6), "size group");
	CHECK(t, pms_read_size(PMS_RF_GROUP | PMS_RF_ID | PMS_RF_LOST, 2) == 8 * (1 + 6), "size lost");
	return t_result(t);
}

static enum t_result read_group(struct tctx *t)
{
	/* nr, enabled, running, then (value, id) per member */
	uint64_t g[] = { 3, 1000, 400, 11, 101, 22, 102, 33, 103 };
	uint64_t gl[] = { 2, 1000, 1000, 5, 201, 0, 6, 202, 1 };	/* with LOST */
	uint64_t rf = ENA | RUN | PMS_RF_ID | PMS_RF_GROUP;
	struct pms_reading r[4];
	struct pms_diag d;
	int nr = 0, rc;

	rc = pms_read_parse(g, sizeof(g), rf, 3, r, 4, &nr, &d);
	REQUIRE(t, rc == PMS_OK && nr == 3, "rc %d nr %d", rc, nr);
	for (int i = 0; i < 3; i++) {
		CHECK(t, r[i].value == (uint64_t)(11 * (i + 1)), "member %d value", i);
		CHECK(t, r[i].id == (uint64_t)(101 + i), "member %d id", i);
		CHECK(t, r[i].enabled == 1000 && r[i].running == 400, "member %d has the leader's times", i);
	}
	/* perf's group-read mismatch: the kernel attached fewer members than perf opened */
	rc = pms_read_parse(g, sizeof(g), rf, 4, r, 4, &nr, &d);
	CHECK(t, rc == PMS_ERANGE && strstr(d.msg, "3 members, expected 4"), "mismatch: %d %s", rc, d.msg);
	rc = pms_read_parse(g, sizeof(g), rf, 0, r, 4, &nr, NULL);
	CHECK(t, rc == PMS_OK && nr == 3, "any nr accepted with 0");
	rc = pms_read_parse(g, sizeof(g), rf, 3, r, 2, &nr, NULL);
	CHECK(t, rc == PMS_ERANGE, "cap too small: %d", rc);
	rc = pms_read_parse(g, sizeof(g) - 8, rf, 3, r, 4, &nr, NULL);
	CHECK(t, rc == PMS_ERANGE, "truncated: %d", rc);
	rc = pms_read_parse(gl, sizeof(gl), rf | PMS_RF_LOST, 2, r, 4, &nr, NULL);
	CHECK(t, rc == PMS_OK && r[1].value == 6 && r[1].id == 202 && r[1].lost == 1, "lost layout");
	/* group without times: nr, then values */
	{
		uint64_t gv[] = { 2, 9, 8 };

		rc = pms_read_parse(gv, sizeof(gv), PMS_RF_GROUP, 2, r, 4, &nr, NULL);
		CHECK(t, rc == PMS_OK && r[0].value == 9 && r[1].value == 8, "bare group");
	}
out:
	return t_result(t);
}

/* ---- scaling and the printed status ---- */

static const struct {
	int line;
	uint64_t raw, ena, run;
	bool supported, ok;
	enum pms_count_status st;
	uint64_t value;
	bool pct;
	double percent;
} scale_cases[] = {
	{ __LINE__, 1000, 500, 500, true, true, PMS_COUNT_COUNTED, 1000, false, 100 },
	{ __LINE__, 1000, 1000, 250, true, true, PMS_COUNT_COUNTED, 4000, true, 25 },
	{ __LINE__, 1000, 3, 2, true, true, PMS_COUNT_COUNTED, 1500, true, 100.0 * 2 / 3 },
	{ __LINE__, 0, 1000, 0, true, true, PMS_COUNT_NOT_COUNTED, 0, true, 0 },	/* "(0.00%)" */
	{ __LINE__, 0, 0, 0, true, true, PMS_COUNT_NOT_COUNTED, 0, false, 0 },
	{ __LINE__, 77, 100, 100, true, false, PMS_COUNT_NOT_COUNTED, 0, false, 0 },	/* failed read */
	{ __LINE__, 77, 100, 100, false, true, PMS_COUNT_NOT_SUPPORTED, 0, false, 0 },
	{ __LINE__, UINT64_C(1) << 40, 10, 5, true, true, PMS_COUNT_COUNTED, UINT64_C(1) << 41, true, 50 },
};

static enum t_result scale_table(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(scale_cases); i++) {
		struct pms_reading r = { .value = scale_cases[i].raw, .enabled = scale_cases[i].ena,
					 .running = scale_cases[i].run };
		struct pms_count c;

		pms_count_from_reading(&r, scale_cases[i].supported, scale_cases[i].ok, &c);
		CHECK(t, c.status == scale_cases[i].st, "line %d: status %d", scale_cases[i].line, c.status);
		CHECK(t, c.value == scale_cases[i].value, "line %d: value %llu", scale_cases[i].line,
		      (unsigned long long)c.value);
		CHECK(t, c.print_percent == scale_cases[i].pct, "line %d: print_percent", scale_cases[i].line);
		CHECK(t, fabs(c.percent - scale_cases[i].percent) < 1e-9, "line %d: percent %f",
		      scale_cases[i].line, c.percent);
	}
	return t_result(t);
}

/* Interval mode: each interval is the delta of two readings, scaled on its own. */
static enum t_result interval_arith(struct tctx *t)
{
	struct pms_reading r1 = { .value = 1000, .enabled = 10, .running = 5 };
	struct pms_reading r2 = { .value = 3000, .enabled = 30, .running = 10 };
	struct pms_reading r3 = { .value = 3000, .enabled = 40, .running = 10 };
	struct pms_reading dl;
	struct pms_count c;

	pms_reading_delta(&r2, &r1, &dl);
	CHECK(t, dl.value == 2000 && dl.enabled == 20 && dl.running == 5, "delta");
	pms_count_from_reading(&dl, true, true, &c);
	CHECK(t, c.value == 8000 && c.print_percent && fabs(c.percent - 25) < 1e-9,
	      "interval scaled %llu %f", (unsigned long long)c.value, c.percent);
	/* enabled but not running in this interval: "<not counted> (0.00%)" */
	pms_reading_delta(&r3, &r2, &dl);
	pms_count_from_reading(&dl, true, true, &c);
	CHECK(t, c.status == PMS_COUNT_NOT_COUNTED && c.print_percent && c.percent == 0, "idle interval");
	/* a counter that went backwards restarts from its own value */
	pms_reading_delta(&r1, &r2, &dl);
	CHECK(t, dl.value == 1000 && dl.enabled == 10, "reset");
	return t_result(t);
}

static enum t_result aggregate(struct tctx *t)
{
	struct pms_reading a = { .value = 100, .enabled = 100, .running = 50 };
	struct pms_reading b = { .value = 300, .enabled = 100, .running = 100 };
	struct pms_reading z = { .value = 0, .enabled = 100, .running = 0 };
	struct pms_count ca, cb, cz, acc;

	pms_count_from_reading(&a, true, true, &ca);
	pms_count_from_reading(&b, true, true, &cb);
	pms_count_from_reading(&z, true, true, &cz);
	pms_count_init(&acc);
	pms_count_add(&acc, &ca);
	pms_count_add(&acc, &cb);
	CHECK(t, acc.status == PMS_COUNT_COUNTED && acc.value == 500, "sum of scaled: %llu",
	      (unsigned long long)acc.value);
	CHECK(t, fabs(acc.percent - 75) < 1e-9 && acc.print_percent, "percent %f", acc.percent);
	pms_count_add(&acc, &cz);
	CHECK(t, acc.status == PMS_COUNT_NOT_COUNTED && acc.value == 0, "one CPU not counted");
	return t_result(t);
}

static const struct {
	int line;
	double v;
	int dec;
	const char *want;
} fmt_cases[] = {
	{ __LINE__, 0, 0, "0" },
	{ __LINE__, 999, 0, "999" },
	{ __LINE__, 1000, 0, "1,000" },
	{ __LINE__, 1234567, 0, "1,234,567" },
	{ __LINE__, 12345678901.0, 0, "12,345,678,901" },
	{ __LINE__, -1234, 0, "-1,234" },
	{ __LINE__, 1234.567, 2, "1,234.57" },
	{ __LINE__, 0.52, 2, "0.52" },
	{ __LINE__, 999999.996, 2, "1,000,000.00" },
	{ __LINE__, 18446744073709551615.0, 0, "18,446,744,073,709,551,616" },
};

static enum t_result format_counts(struct tctx *t)
{
	char buf[64], small[6];

	for (size_t i = 0; i < T_ARRAY_SIZE(fmt_cases); i++) {
		pms_format_count(fmt_cases[i].v, fmt_cases[i].dec, buf, sizeof(buf));
		CHECK(t, !strcmp(buf, fmt_cases[i].want), "line %d: got '%s'", fmt_cases[i].line, buf);
	}
	CHECK(t, pms_format_count(1234567, 0, small, sizeof(small)) == 9 && !strcmp(small, "1,234"),
	      "truncation: '%s'", small);
	return t_result(t);
}

static enum t_result runstat(struct tctx *t)
{
	struct pms_runstat s = { 0 };

	pms_runstat_add(&s, 10);
	CHECK(t, pms_runstat_noise_pct(&s) == 0, "one run has no noise");
	pms_runstat_add(&s, 12);
	/* sample stddev sqrt(2), of the mean 1, relative to 11 */
	CHECK(t, fabs(s.mean - 11) < 1e-12, "mean %f", s.mean);
	CHECK(t, fabs(pms_runstat_noise_pct(&s) - 100.0 / 11) < 1e-9, "noise %f",
	      pms_runstat_noise_pct(&s));
	return t_result(t);
}

/* ---- the session, with injected system calls ---- */

#define FAKE_FD0 100

struct fake {
	struct pms_open_req req[64];
	int n_req;
	int live;		/* fds open */
	int next;
	int fail_index;		/* event index whose open fails; -1 none */
	bool fail_grouped_only;	/* ... only when opened into a group */
	int fail_errno;
	int ioctl_errno;
	int ioctls;
	uint64_t buf[64][16];	/* per fd: what read returns */
	long len[64];
	long read_ret;		/* if nonzero: every read returns this */
};

static int fake_open(void *ctx, const struct pms_open_req *r)
{
	struct fake *f = ctx;

	if (f->n_req < 64)
		f->req[f->n_req++] = *r;
	if (r->index == f->fail_index && (!f->fail_grouped_only || r->group_fd >= 0))
		return -f->fail_errno;
	f->live++;
	return FAKE_FD0 + f->next++;
}

static long fake_read(void *ctx, int fd, void *buf, size_t n)
{
	struct fake *f = ctx;
	long len;

	if (f->read_ret)
		return f->read_ret;
	len = f->len[fd - FAKE_FD0];
	if ((size_t)len > n)
		return -ENOSPC;
	memcpy(buf, f->buf[fd - FAKE_FD0], (size_t)len);
	return len;
}

static int fake_ioctl(void *ctx, int fd, enum pms_measure_op op)
{
	struct fake *f = ctx;

	(void)fd;
	(void)op;
	f->ioctls++;
	return f->ioctl_errno ? -f->ioctl_errno : 0;
}

static int fake_close(void *ctx, int fd)
{
	struct fake *f = ctx;

	(void)fd;
	f->live--;
	return 0;
}

static void fake_init(struct fake *f, struct pms_measure_hooks *h)
{
	memset(f, 0, sizeof(*f));
	memset(h, 0, sizeof(*h));
	f->fail_index = -1;
	h->open = fake_open;
	h->read = fake_read;
	h->ioctl = fake_ioctl;
	h->close = fake_close;
	h->ctx = f;
}

/* {A,B}:u pinned, C, D: a group of two and two single events */
static const struct pms_measure_event evs4[] = {
	{ "A", PMS_TYPE_HARDWARE, 0, 0, 0, 0, PMS_MOD_U, true, false, false, 0 },
	{ "B", PMS_TYPE_HARDWARE, 1, 0, 0, 0, PMS_MOD_U, false, false, false, 0 },
	{ "C", PMS_TYPE_SOFTWARE, 2, 0, 0, 2, 0, false, false, false, 0 },
	{ "D", PMS_TYPE_HARDWARE, 5, 0, 0, 3, 0, false, true, false, 0 },
};

static enum t_result open_bits(struct tctx *t)
{
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .pid = 4242, .enable_on_exec = true, .inherit = true,
				      .pmu_present = 1, .hooks = &h };
	struct pms_measure *m = NULL;
	int rc;

	fake_init(&f, &h);
	rc = pms_measure_new(evs4, 4, &o, &m, NULL);
	REQUIRE(t, rc == PMS_OK, "new %d", rc);
	rc = pms_measure_open(m, NULL);
	REQUIRE(t, rc == PMS_OK && f.n_req == 4, "open %d, %d calls", rc, f.n_req);
	/* leader of the group */
	CHECK(t, f.req[0].group_fd == -1 && f.req[0].disabled && f.req[0].enable_on_exec, "A flags");
	CHECK(t, f.req[0].read_format == (ENA | RUN | PMS_RF_ID | PMS_RF_GROUP), "A rf %llx",
	      (unsigned long long)f.req[0].read_format);
	CHECK(t, f.req[0].pinned && !f.req[0].exclusive, "A pinned");
	CHECK(t, f.req[0].exclude_kernel && f.req[0].exclude_hv && !f.req[0].exclude_user, ":u");
	CHECK(t, f.req[0].pid == 4242 && f.req[0].cpu == -1 && f.req[0].inherit, "pid/cpu/inherit");
	/* member */
	CHECK(t, f.req[1].group_fd == FAKE_FD0 && !f.req[1].disabled && !f.req[1].enable_on_exec,
	      "B joins A's fd, enabled with its leader");
	CHECK(t, f.req[1].read_format == (ENA | RUN | PMS_RF_ID | PMS_RF_GROUP), "B rf");
	CHECK(t, !f.req[1].pinned, "pinned is the leader's bit");
	/* single events: no group read */
	CHECK(t, f.req[2].group_fd == -1 && f.req[2].read_format == (ENA | RUN), "C rf");
	CHECK(t, f.req[2].disabled && f.req[2].enable_on_exec, "C is its own leader");
	CHECK(t, f.req[3].exclusive, "D exclusive");
	CHECK(t, pms_measure_n_fds(m) == 4 && f.live == 4, "fds");
	CHECK(t, !strcmp(pms_measure_event_name(m, 1), "B"), "name");
	CHECK(t, pms_measure_open(m, NULL) == PMS_EINVAL, "second open refused");
	rc = pms_measure_enable(m, NULL);
	CHECK(t, rc == PMS_OK && f.ioctls == 3, "enable reaches the 3 leaders: %d", f.ioctls);
out:
	pms_measure_free(m);
	CHECK(t, f.live == 0, "%d fds left open", f.live);
	return t_result(t);
}

/* Recorded buffers through the session: group read, scaling, nr mismatch, EOF. */
static enum t_result session_reads(struct tctx *t)
{
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .pid = 1, .pmu_present = 1, .hooks = &h };
	struct pms_measure *m = NULL;
	struct pms_count c;
	uint64_t g1[] = { 2, 1000, 500, 100, 1, 200, 2 };
	uint64_t g2[] = { 2, 3000, 1000, 300, 1, 700, 2 };
	uint64_t s1[] = { 50, 1000, 1000 };

	fake_init(&f, &h);
	REQUIRE(t, pms_measure_new(evs4, 3, &o, &m, NULL) == PMS_OK, "new");
	REQUIRE(t, pms_measure_open(m, NULL) == PMS_OK, "open");
	CHECK(t, pms_measure_count(m, 0, false, &c) == PMS_OK && c.status == PMS_COUNT_NOT_COUNTED,
	      "nothing read yet");
	memcpy(f.buf[0], g1, sizeof(g1));
	f.len[0] = sizeof(g1);
	memcpy(f.buf[2], s1, sizeof(s1));
	f.len[2] = sizeof(s1);
	REQUIRE(t, pms_measure_read(m, NULL) == PMS_OK, "read");
	pms_measure_count(m, 0, false, &c);
	CHECK(t, c.status == PMS_COUNT_COUNTED && c.value == 200 && c.print_percent, "A scaled: %llu",
	      (unsigned long long)c.value);
	pms_measure_count(m, 1, false, &c);
	CHECK(t, c.value == 400 && fabs(c.percent - 50) < 1e-9, "B scaled with the leader's times");
	pms_measure_count(m, 2, false, &c);
	CHECK(t, c.value == 50 && !c.print_percent, "C raw");
	/* second reading: interval deltas */
	memcpy(f.buf[0], g2, sizeof(g2));
	REQUIRE(t, pms_measure_read(m, NULL) == PMS_OK, "read 2");
	pms_measure_count(m, 1, true, &c);
	CHECK(t, c.value == 2000 && fabs(c.percent - 25) < 1e-9, "B interval: %llu %f",
	      (unsigned long long)c.value, c.percent);
	pms_measure_count(m, 2, true, &c);
	CHECK(t, c.status == PMS_COUNT_NOT_COUNTED, "C: no time in the interval");
	/* the kernel attached one member only: both are <not counted> */
	f.buf[0][0] = 1;
	f.len[0] = 8 * 5;
	pms_measure_read(m, NULL);
	pms_measure_count(m, 0, false, &c);
	CHECK(t, c.status == PMS_COUNT_NOT_COUNTED && !c.print_percent, "nr mismatch, leader");
	pms_measure_count(m, 1, false, &c);
	CHECK(t, c.status == PMS_COUNT_NOT_COUNTED, "nr mismatch, member");
	/* error state: read returns 0 */
	f.read_ret = 0;
	f.len[2] = 0;
	pms_measure_read(m, NULL);
	pms_measure_count(m, 2, false, &c);
	CHECK(t, c.status == PMS_COUNT_NOT_COUNTED, "EOF");
	f.read_ret = -EIO;
	pms_measure_read(m, NULL);
	pms_measure_count(m, 0, false, &c);
	CHECK(t, c.status == PMS_COUNT_NOT_COUNTED, "EIO");
out:
	pms_measure_free(m);
	CHECK(t, f.live == 0, "%d fds left open", f.live);
	return t_result(t);
}

static const struct {
	int line;
	int fail_index;
	bool grouped_only;
	int err;
	int pmu_present;
	int want_open;			/* pms_measure_open's result */
	const char *msg;		/* in the open diag, or in the event's status */
	const char *hint;
	int want_status;		/* pms_measure_event_status of fail_index (open OK only) */
	bool no_pmu;
} err_cases[] = {
	{ __LINE__, 0, false, EACCES, 1, PMS_ESYS, "no permission to open 'A'", "perf_event_paranoid", 0, false },
	{ __LINE__, 2, false, EPERM, 1, PMS_ESYS, "no permission", "CAP_PERFMON", 0, false },
	{ __LINE__, 3, false, EMFILE, 1, PMS_ESYS, "too many open files", "ulimit -n", 0, false },
	{ __LINE__, 3, false, EBUSY, 1, PMS_ESYS, "busy", "another perf session", 0, false },
	{ __LINE__, 3, false, EIO, 1, PMS_ESYS, "cannot open 'D'", "", 0, false },
	{ __LINE__, 3, false, ENOENT, 1, PMS_OK, "'D' is not supported", "does not provide", PMS_ENOTSUP, false },
	{ __LINE__, 3, false, EOPNOTSUPP, 0, PMS_OK, "no hardware PMU", "virtual machine", PMS_ENOTSUP, true },
	{ __LINE__, 2, false, ENOENT, 0, PMS_OK, "'C' is not supported", "", PMS_ENOTSUP, false },
	{ __LINE__, 1, false, EINVAL, 1, PMS_OK, "'B' cannot join the group led by 'A'", ":W", PMS_ENOTSUP, false },
	{ __LINE__, 0, false, ENOENT, 0, PMS_ESYS, "cannot open 'A', the leader of a group of 2", "no hardware PMU", 0, false },
};

static enum t_result open_errors(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(err_cases); i++) {
		struct fake f;
		struct pms_measure_hooks h;
		struct pms_measure_opts o = { .pid = 7, .pmu_present = err_cases[i].pmu_present,
					      .hooks = &h };
		struct pms_measure *m = NULL;
		struct pms_diag d, ds;
		int rc, line = err_cases[i].line;

		fake_init(&f, &h);
		f.fail_index = err_cases[i].fail_index;
		f.fail_errno = err_cases[i].err;
		pms_diag_clear(&d);
		if (pms_measure_new(evs4, 4, &o, &m, NULL) != PMS_OK) {
			CHECK(t, 0, "line %d: new", line);
			continue;
		}
		rc = pms_measure_open(m, &d);
		CHECK(t, rc == err_cases[i].want_open, "line %d: open %d", line, rc);
		if (rc != PMS_OK) {
			CHECK(t, strstr(d.msg, err_cases[i].msg), "line %d: msg '%s'", line, d.msg);
			CHECK(t, strstr(d.hint, err_cases[i].hint), "line %d: hint '%s'", line, d.hint);
			CHECK(t, d.sys_errno == err_cases[i].err, "line %d: errno %d", line, d.sys_errno);
			CHECK(t, f.live == 0, "line %d: %d fds left after a failed open", line, f.live);
		} else {
			rc = pms_measure_event_status(m, err_cases[i].fail_index, &ds);
			CHECK(t, rc == err_cases[i].want_status, "line %d: status %d", line, rc);
			CHECK(t, strstr(ds.msg, err_cases[i].msg), "line %d: msg '%s'", line, ds.msg);
			CHECK(t, strstr(ds.hint, err_cases[i].hint), "line %d: hint '%s'", line, ds.hint);
			CHECK(t, pms_measure_no_pmu(m) == err_cases[i].no_pmu, "line %d: no_pmu", line);
			CHECK(t, pms_measure_event_status(m, 0, &ds) == PMS_OK, "line %d: A opened", line);
		}
		pms_measure_free(m);
		CHECK(t, f.live == 0, "line %d: fds leaked", line);
	}
	return t_result(t);
}

/* A weak group whose member does not fit is reopened as single events. */
static enum t_result weak_group(struct tctx *t)
{
	struct pms_measure_event ev[3] = {
		{ "A", PMS_TYPE_HARDWARE, 0, 0, 0, 0, 0, false, false, true, 0 },
		{ "B", PMS_TYPE_HARDWARE, 1, 0, 0, 0, 0, false, false, true, 0 },
		{ "C", PMS_TYPE_HARDWARE, 2, 0, 0, 0, 0, false, false, true, 0 },
	};
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .pid = 7, .pmu_present = 1, .start_disabled = true, .hooks = &h };
	struct pms_measure *m = NULL;
	uint64_t one[] = { 10, 100, 100 };

	fake_init(&f, &h);
	f.fail_index = 2;		/* C cannot join, but opens alone */
	f.fail_grouped_only = true;
	f.fail_errno = EINVAL;
	REQUIRE(t, pms_measure_new(ev, 3, &o, &m, NULL) == PMS_OK, "new");
	REQUIRE(t, pms_measure_open(m, NULL) == PMS_OK, "open");
	REQUIRE(t, f.n_req == 6, "3 grouped tries, then 3 single opens: %d", f.n_req);
	for (int i = 3; i < 6; i++) {
		CHECK(t, f.req[i].group_fd == -1 && f.req[i].disabled, "req %d single", i);
		CHECK(t, f.req[i].read_format == (ENA | RUN), "req %d: no group read", i);
	}
	for (int i = 0; i < 3; i++) {
		CHECK(t, pms_measure_weak_fallback(m, i), "event %d fell back", i);
		CHECK(t, pms_measure_event_status(m, i, NULL) == PMS_OK, "event %d open", i);
	}
	CHECK(t, f.live == 3, "live %d", f.live);
	CHECK(t, pms_measure_enable(m, NULL) == PMS_OK && f.ioctls == 3, "each enabled");
	for (int fd = 0; fd < 8; fd++) {
		memcpy(f.buf[fd], one, sizeof(one));
		f.len[fd] = sizeof(one);
	}
	pms_measure_read(m, NULL);
	for (int i = 0; i < 3; i++) {
		struct pms_count c;

		pms_measure_count(m, i, false, &c);
		CHECK(t, c.status == PMS_COUNT_COUNTED && c.value == 10, "event %d counted", i);
	}
	/* weak, but the member is unknown to the kernel (ENOENT): no fallback, as perf */
	pms_measure_free(m);
	m = NULL;
	fake_init(&f, &h);
	f.fail_index = 2;
	f.fail_errno = ENOENT;
	REQUIRE(t, pms_measure_new(ev, 3, &o, &m, NULL) == PMS_OK, "new 1");
	REQUIRE(t, pms_measure_open(m, NULL) == PMS_OK, "open 1");
	CHECK(t, f.n_req == 3 && !pms_measure_weak_fallback(m, 0), "ENOENT: no fallback");
	CHECK(t, pms_measure_event_status(m, 2, NULL) == PMS_ENOTSUP, "ENOENT: C not supported");
	/* non-weak: the member is <not supported>, the group stays */
	pms_measure_free(m);
	m = NULL;
	for (int i = 0; i < 3; i++)
		ev[i].weak = false;
	fake_init(&f, &h);
	f.fail_index = 2;
	f.fail_grouped_only = true;
	f.fail_errno = EINVAL;
	REQUIRE(t, pms_measure_new(ev, 3, &o, &m, NULL) == PMS_OK, "new 2");
	REQUIRE(t, pms_measure_open(m, NULL) == PMS_OK, "open 2");
	CHECK(t, f.n_req == 3 && !pms_measure_weak_fallback(m, 0), "no fallback");
	CHECK(t, pms_measure_event_status(m, 2, NULL) == PMS_ENOTSUP, "C not supported");
out:
	pms_measure_free(m);
	CHECK(t, f.live == 0, "%d fds left open", f.live);
	return t_result(t);
}

static enum t_result session_misc_errors(struct tctx *t)
{
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .pid = 7, .pmu_present = 1, .hooks = &h };
	struct pms_measure_opts sys = { .pid = -1, .hooks = &h };
	struct pms_measure_event bad[2] = { { "x", 1, 0, 0, 0, 1, 0, false, false, false, 0 },
					    { "y", 1, 0, 0, 0, 1, 0, false, false, false, 0 } };
	struct pms_measure *m = NULL;
	struct pms_diag d;
	int cpus[2] = { 0, 1 };

	fake_init(&f, &h);
	CHECK(t, pms_measure_new(evs4, 0, &o, &m, NULL) == PMS_EINVAL, "no events");
	CHECK(t, pms_measure_new(bad, 2, &o, &m, NULL) == PMS_EINVAL, "leader after member");
	CHECK(t, pms_measure_new(evs4, 1, &sys, &m, NULL) == PMS_EINVAL, "pid -1 without CPUs");
	CHECK(t, pms_measure_read(NULL, NULL) == PMS_EINVAL, "read without session");
	REQUIRE(t, pms_measure_new(evs4, 4, &o, &m, NULL) == PMS_OK, "new");
	CHECK(t, pms_measure_read(m, NULL) == PMS_EINVAL, "read before open");
	CHECK(t, pms_measure_enable(m, NULL) == PMS_EINVAL, "enable before open");
	REQUIRE(t, pms_measure_open(m, NULL) == PMS_OK, "open");
	f.ioctl_errno = ENODEV;
	CHECK(t, pms_measure_enable(m, &d) == PMS_ESYS && d.sys_errno == ENODEV &&
	      strstr(d.msg, "cannot enable 'A'"), "ioctl failure: %s", d.msg);
	CHECK(t, pms_measure_count(m, 9, false, NULL) == PMS_ERANGE, "range");
	CHECK(t, pms_measure_event_status(m, 9, NULL) == PMS_ERANGE, "status range");
	pms_measure_free(m);
	m = NULL;
	/* per-CPU: one fd per event per CPU, members join the leader on the same CPU */
	fake_init(&f, &h);
	sys.cpus = cpus;
	sys.n_cpus = 2;
	REQUIRE(t, pms_measure_new(evs4, 2, &sys, &m, NULL) == PMS_OK, "new cpus");
	REQUIRE(t, pms_measure_open(m, NULL) == PMS_OK && f.n_req == 4, "open cpus");
	CHECK(t, f.req[0].cpu == 0 && f.req[1].cpu == 1 && f.req[0].pid == -1 && !f.req[0].inherit,
	      "leader on each CPU");
	CHECK(t, f.req[2].group_fd == FAKE_FD0 && f.req[3].group_fd == FAKE_FD0 + 1, "members per CPU");
out:
	pms_measure_free(m);
	CHECK(t, f.live == 0, "%d fds left open", f.live);
	return t_result(t);
}

/* Every allocation of pms_measure_new fails in turn: ENOMEM, no leak. */
static enum t_result alloc_faults(struct tctx *t)
{
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .pid = 7, .pmu_present = 1, .hooks = &h };
	long live0 = pms_alloc_live();	/* other modules may keep caches */
	int n;

	fake_init(&f, &h);
	for (n = 0; n < 100; n++) {
		struct pms_measure *m = NULL;
		int rc;

		pms_alloc_fail_at(n);
		rc = pms_measure_new(evs4, 4, &o, &m, NULL);
		pms_alloc_fail_at(-1);
		if (rc == PMS_OK) {
			pms_measure_free(m);
			break;
		}
		CHECK(t, rc == PMS_ENOMEM && m == NULL, "alloc %d: rc %d", n, rc);
		CHECK(t, pms_alloc_live() == live0, "alloc %d: leak", n);
	}
	CHECK(t, n > 5 && n < 100, "walked %d allocations", n);
	return t_result(t);
}

/* ---- the real kernel: software events on this thread ---- */

static enum t_result real_software(struct tctx *t)
{
	struct pms_measure_event ev[3] = {
		{ "task-clock", PMS_TYPE_SOFTWARE, 1, 0, 0, 0, 0, false, false, false, 0 },
		{ "page-faults", PMS_TYPE_SOFTWARE, 2, 0, 0, 0, 0, false, false, false, 0 },
		{ "minor-faults", PMS_TYPE_SOFTWARE, 5, 0, 0, 2, 0, false, false, false, 0 },
	};
	struct pms_measure_opts o = { .pid = 0, .start_disabled = true, .pmu_present = -1 };
	struct pms_measure *m = NULL;
	struct pms_diag d;
	struct pms_count c[3];
	size_t pages = 256, pg = (size_t)sysconf(_SC_PAGESIZE);
	volatile char *mem = NULL;
	int rc;

	REQUIRE(t, pms_measure_new(ev, 3, &o, &m, &d) == PMS_OK, "new");
	rc = pms_measure_open(m, &d);
	if (rc == PMS_ESYS && (d.sys_errno == EACCES || d.sys_errno == EPERM || d.sys_errno == ENOSYS)) {
		pms_measure_free(m);
		return t_skip(t, "perf_event_open not permitted: %s", d.msg);
	}
	REQUIRE(t, rc == PMS_OK, "open: %s", d.msg);
	REQUIRE(t, pms_measure_enable(m, &d) == PMS_OK, "enable: %s", d.msg);
	/* fresh anonymous pages: malloc may hand back pages already faulted in */
	mem = mmap(NULL, pages * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	REQUIRE(t, mem != MAP_FAILED, "mmap");
	madvise((void *)mem, pages * pg, MADV_NOHUGEPAGE);
	for (size_t i = 0; i < pages; i++)
		mem[i * pg] = 1;
	REQUIRE(t, pms_measure_disable(m, &d) == PMS_OK, "disable");
	REQUIRE(t, pms_measure_read(m, &d) == PMS_OK, "read");
	for (int i = 0; i < 3; i++)
		pms_measure_count(m, i, false, &c[i]);
	CHECK(t, c[0].status == PMS_COUNT_COUNTED && c[0].value > 0, "task-clock counted");
	CHECK(t, c[1].value >= pages / 2 && c[1].value < pages * 4, "page-faults %llu for %zu pages",
	      (unsigned long long)c[1].value, pages);
	CHECK(t, c[2].value + 8 >= c[1].value && c[2].value <= c[1].value, "minor <= page-faults");
	CHECK(t, !c[1].print_percent && c[1].running == c[1].enabled, "software events never multiplex");
out:
	if (mem && mem != MAP_FAILED)
		munmap((void *)mem, pages * pg);
	pms_measure_free(m);
	return t_result(t);
}

/* ---- the command ---- */

static bool perf_usable(void)
{
	return access("/usr/bin/perf", X_OK) == 0 || system("command -v perf >/dev/null 2>&1") == 0;
}

/* Value of @event in perf-style CSV @csv (first field), or -1. */
static double csv_value(const char *csv, const char *event)
{
	const char *p = csv;

	while (p && *p) {
		const char *eol = strchr(p, '\n'), *c1 = strchr(p, ','), *c2;
		size_t el = strlen(event);

		if (c1 && (!eol || c1 < eol)) {
			c2 = strchr(c1 + 1, ',');
			if (c2 && !strncmp(c2 + 1, event, el) && c2[1 + el] == ',')
				return strtod(p, NULL);
		}
		p = eol ? eol + 1 : NULL;
	}
	return -1;
}

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * Our counts against perf stat's for the same child, median of 3 runs each.
 * Tolerances: faults within 10% (+8), context switches within 3, task-clock
 * within a factor of 6 (+2 ms): CPU time varies with the machine's load,
 * fault counts barely.
 */
static enum t_result agrees_with_perf(struct tctx *t)
{
	static const char *evn[] = { "page-faults", "minor-faults", "context-switches", "task-clock" };
	const char *child = "dd if=/dev/zero of=/dev/null bs=2M count=3 status=none";
	double ours[4][3], theirs[4][3];
	char cmd[512], buf[4096];

	if (!perf_usable())
		return t_skip(t, "perf is not installed");
	for (int k = 0; k < 3; k++) {
		const char *out, *err;
		FILE *p;
		size_t n;
		int rc;

		snprintf(cmd, sizeof(cmd), "stat -x , -e page-faults,minor-faults,context-switches,"
			 "task-clock -- %s", child);
		rc = t_cli(cmd, &out, &err);
		if (rc == 77)
			return t_skip(t, "perf_event_open not permitted");
		REQUIRE(t, rc == 0, "pmusched rc %d: %s", rc, err);
		for (int e = 0; e < 4; e++)
			ours[e][k] = csv_value(out, evn[e]);
		snprintf(cmd, sizeof(cmd), "perf stat -x , -e page-faults,minor-faults,"
			 "context-switches,task-clock -- %s 2>&1 >/dev/null", child);
		p = popen(cmd, "r");
		REQUIRE(t, p != NULL, "popen");
		n = fread(buf, 1, sizeof(buf) - 1, p);
		buf[n] = '\0';
		rc = pclose(p);
		if (rc != 0 || strstr(buf, "ermission") || strstr(buf, "not supported"))
			return t_skip(t, "perf stat cannot count here: %.100s", buf);
		for (int e = 0; e < 4; e++)
			theirs[e][k] = csv_value(buf, evn[e]);
	}
	for (int e = 0; e < 4; e++) {
		double a, b;

		qsort(ours[e], 3, sizeof(double), cmp_dbl);
		qsort(theirs[e], 3, sizeof(double), cmp_dbl);
		a = ours[e][1];
		b = theirs[e][1];
		CHECK(t, a >= 0 && b >= 0, "%s missing: ours %f perf %f", evn[e], a, b);
		if (e < 2)
			CHECK(t, fabs(a - b) <= 0.10 * b + 8, "%s: ours %.0f perf %.0f", evn[e], a, b);
		else if (e == 2)
			CHECK(t, fabs(a - b) <= 3, "%s: ours %.0f perf %.0f", evn[e], a, b);
		else	/* CPU time moves with machine load: same order of magnitude */
			CHECK(t, a <= 6 * b + 2 && b <= 6 * a + 2, "%s: ours %.3f perf %.3f ms",
			      evn[e], a, b);
	}
out:
	return t_result(t);
}

static enum t_result exit_status(struct tctx *t)
{
	const char *out, *err;
	int rc;

	rc = t_cli("stat -e page-faults -- sh -c 'exit 3'", &out, &err);
	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 3, "exit 3 -> %d (%s)", rc, err);
	CHECK(t, strstr(out, "Performance counter stats for 'sh -c exit 3'"), "header: %s", out);
	CHECK(t, strstr(out, "seconds time elapsed") && strstr(out, "seconds user"), "footer");
	rc = t_cli("stat -e page-faults true", &out, &err);
	CHECK(t, rc == 0, "true -> %d", rc);
	rc = t_cli("stat -e page-faults -- /nonexistent/cmd", &out, &err);
	CHECK(t, rc == 127 && strstr(err, "cannot run '/nonexistent/cmd'"), "exec failure %d: %s", rc, err);
	return t_result(t);
}

static enum t_result crashing_child(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -e page-faults,task-clock -- sh -c 'kill -SEGV $$'", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 128 + 11, "exit %d", rc);
	/* perf's psignal(): "CMD: Segmentation fault" (builtin-stat.c, 6.1) */
	CHECK(t, strstr(err, "sh: Segmentation fault"), "stderr: %s", err);
	CHECK(t, strstr(out, "page-faults") && strstr(out, "msec task-clock") &&
	      !strstr(out, "<not counted>"), "counts still printed: %s", out);
	return t_result(t);
}

static char *slurp_path(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	size_t n;

	if (!f)
		return NULL;
	buf = calloc(1, 65536);
	if (buf) {
		n = fread(buf, 1, 65535, f);
		buf[n] = '\0';
	}
	fclose(f);
	return buf;
}

static int count_dir_entries(const char *dir)
{
	char cmd[300];
	FILE *p;
	int n = -1;

	snprintf(cmd, sizeof(cmd), "ls -A '%s' | wc -l", dir);
	p = popen(cmd, "r");
	if (p) {
		if (fscanf(p, "%d", &n) != 1)
			n = -1;
		pclose(p);
	}
	return n;
}

static enum t_result output_atomic(struct tctx *t)
{
	char dir[] = "/tmp/pms-stat-XXXXXX", path[128], cmd[512];
	const char *out, *err;
	char *text = NULL;
	FILE *f;
	int rc;

	REQUIRE(t, mkdtemp(dir) != NULL, "mkdtemp");
	snprintf(path, sizeof(path), "%s/counts.txt", dir);
	f = fopen(path, "w");
	REQUIRE(t, f != NULL, "create");
	fputs("old\n", f);
	fclose(f);
	/* while the command runs the old file is untouched, then replaced whole */
	snprintf(cmd, sizeof(cmd), "stat -o %s -e page-faults -- grep -qx old %s", path, path);
	rc = t_cli(cmd, &out, &err);
	if (rc == 77) {
		unlink(path);
		rmdir(dir);
		return t_skip(t, "perf_event_open not permitted");
	}
	CHECK(t, rc == 0, "the command saw a changed file during the run (%d): %s", rc, err);
	CHECK(t, out[0] == '\0', "stdout not empty with -o");
	text = slurp_path(path);
	CHECK(t, text && strstr(text, "Performance counter stats") && strstr(text, "page-faults"),
	      "file: %s", text ? text : "(none)");
	CHECK(t, count_dir_entries(dir) == 1, "temporary file left behind");
	free(text);
	/* a failing run leaves the old file alone and no temporary */
	rc = t_cli("stat -o /nonexistent-dir/x -e page-faults true", &out, &err);
	CHECK(t, rc == 2 && strstr(err, "cannot create"), "bad directory: %d %s", rc, err);
	snprintf(cmd, sizeof(cmd), "stat -o %s -e no-such-event true", path);
	rc = t_cli(cmd, &out, &err);
	CHECK(t, rc == 2, "bad event: %d", rc);
	text = slurp_path(path);
	CHECK(t, text && strstr(text, "Performance counter stats"), "file kept after a failed run");
	CHECK(t, count_dir_entries(dir) == 1, "temporary file left behind after failure");
	free(text);
	unlink(path);
	rmdir(dir);
out:
	return t_result(t);
}

static enum t_result csv_json_fields(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -x ; -e task-clock,page-faults,cycles true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	REQUIRE(t, rc == 0, "csv rc %d %s", rc, err);
	/* value;unit;event;run time;percentage;metric;metric unit */
	CHECK(t, strstr(out, ";msec;task-clock;"), "task-clock line: %s", out);
	CHECK(t, strstr(out, ";;page-faults;"), "page-faults line: %s", out);
	CHECK(t, strstr(out, "<not supported>;;cycles;0;100.00;;") ||
	      strstr(out, ";;cycles;"), "cycles line: %s", out);
	rc = t_cli("stat --json -e task-clock,page-faults true", &out, &err);
	REQUIRE(t, rc == 0, "json rc %d", rc);
	CHECK(t, strstr(out, "{\"counter-value\" : \"") && strstr(out, "\"unit\" : \"msec\"") &&
	      strstr(out, "\"event\" : \"page-faults\"") && strstr(out, "\"event-runtime\" : ") &&
	      strstr(out, "\"pcnt-running\" : 100.00"), "json: %s", out);
	rc = t_cli("stat -r 3 -x , -e page-faults true", &out, &err);
	CHECK(t, rc == 0 && strstr(out, ",,page-faults,") && strchr(out, '%'), "repeat csv: %s", out);
	rc = t_cli("stat -r 3 -e page-faults true", &out, &err);
	CHECK(t, rc == 0 && strstr(out, "(3 runs)") && strstr(out, "( +- "), "repeat: %s", out);
out:
	return t_result(t);
}

static enum t_result interval_cli(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -I 50 -x , -e task-clock,page-faults -- sh -c 'i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done'",
		       &out, &err);
	int lines = 0;

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "rc %d %s", rc, err);
	for (const char *p = out; (p = strstr(p, ",page-faults,")); p++)
		lines++;
	CHECK(t, lines >= 1, "interval lines: %s", out);
	CHECK(t, !strstr(out, "Performance counter stats"), "no summary in interval mode");
	return t_result(t);
}

static enum t_result usage_errors(struct tctx *t)
{
	const char *out, *err;

	CHECK(t, t_cli("stat true", &out, &err) == 2 && strstr(err, "no events"), "no -e");
	CHECK(t, t_cli("stat -e page-faults", &out, &err) == 2 && strstr(err, "nothing to count"),
	      "no command");
	CHECK(t, t_cli("stat -x , --json -e page-faults true", &out, &err) == 2, "-x with --json");
	CHECK(t, t_cli("stat -I 5 -e page-faults true", &out, &err) == 2, "-I below 10 ms");
	CHECK(t, t_cli("stat -r 0 -e page-faults true", &out, &err) == 2, "-r 0");
	CHECK(t, t_cli("stat -r 2 -I 100 -e page-faults true", &out, &err) == 2, "-r with -I");
	CHECK(t, t_cli("stat -p 1 -e page-faults true", &out, &err) == 2, "-p with a command");
	CHECK(t, t_cli("stat -C 3-1 -e page-faults true", &out, &err) == 2 && strstr(err, "CPU list"),
	      "bad CPU list: %s", err);
	CHECK(t, t_cli("stat --bogus -e page-faults true", &out, &err) == 2, "unknown option");
	CHECK(t, t_cli("stat -e '{page-faults' true", &out, &err) == 2, "unbalanced group");
	CHECK(t, t_cli("stat -h", &out, &err) == 0 && strstr(out, "usage: pmusched stat"), "-h");
	return t_result(t);
}

static enum t_result predict_note(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat --predict -e page-faults true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "rc %d", rc);
	/* with no parser or simulator linked in, a note and no invented numbers */
	if (!strstr(out, "[predicted"))
		CHECK(t, strstr(err, "--predict: no prediction"), "note missing: %s", err);
	return t_result(t);
}

/* Groups of software events open as real kernel groups and read as one. */
static enum t_result group_cli(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -x , -e '{task-clock,page-faults,minor-faults}' -- true", &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "rc %d %s", rc, err);
	CHECK(t, !strstr(out, "<not"), "group counted: %s", out);
	CHECK(t, csv_value(out, "page-faults") > 0, "page-faults: %s", out);
	return t_result(t);
}

/* Ctrl-C reaches pmusched and the command: the counts are still printed. */
static enum t_result sigint_prints(struct tctx *t)
{
	const char *out, *err;
	int rc = t_cli("stat -e page-faults,task-clock -- sh -c 'kill -INT $PPID; kill -INT $$'",
		       &out, &err);

	if (rc == 77)
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 128 + 2, "exit %d (%s)", rc, err);
	CHECK(t, strstr(out, "page-faults") && strstr(out, "seconds time elapsed"), "out: %s", out);
	return t_result(t);
}

/* perf stat -p counts every thread of the process, not just its first. */
static int spin_report_fd = -1;

/* Spin 300 ms of wall time, then report the CPU time the thread got (ns). */
static void *spin_300ms(void *arg)
{
	struct timespec a, b, cpu;
	long long ns;

	(void)arg;
	clock_gettime(CLOCK_MONOTONIC, &a);
	do
		clock_gettime(CLOCK_MONOTONIC, &b);
	while ((b.tv_sec - a.tv_sec) * 1000000000L + (b.tv_nsec - a.tv_nsec) < 300000000L);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
	ns = (long long)cpu.tv_sec * 1000000000LL + cpu.tv_nsec;
	if (spin_report_fd >= 0 && write(spin_report_fd, &ns, sizeof(ns)) != sizeof(ns))
		(void)0;
	return NULL;
}

static enum t_result pid_counts_threads(struct tctx *t)
{
	const char *out, *err, *p;
	char cmd[64];
	int go[2], idp[2], cpup[2] = { -1, -1 }, rc, target = -1;
	pid_t mid;
	double ms;
	long long spun = 0;

	REQUIRE(t, pipe(go) == 0 && pipe(idp) == 0 && pipe(cpup) == 0, "pipe");
	/*
	 * The target is a grandchild, re-parented once its parent exits, so it
	 * is reaped when it ends and 'stat -p' sees it go (a child of ours
	 * would stay a zombie until we wait for it).
	 */
	mid = fork();
	REQUIRE(t, mid >= 0, "fork");
	if (mid == 0) {
		pid_t target_pid = fork();

		if (target_pid == 0) {
			pthread_t th;
			char c;

			close(go[1]);
			spin_report_fd = cpup[1];
			if (read(go[0], &c, 1) != 1)
				_exit(1);
			/* the main thread only waits: its own task-clock stays near 0 */
			if (pthread_create(&th, NULL, spin_300ms, NULL) == 0)
				pthread_join(th, NULL);
			_exit(0);
		}
		if (write(idp[1], &target_pid, sizeof(target_pid)) != sizeof(target_pid))
			_exit(1);
		/* start the thread after the counters can have been opened */
		{
			struct timespec ts = { 0, 100000000L };

			nanosleep(&ts, NULL);
		}
		if (write(go[1], "x", 1) != 1)
			_exit(1);
		_exit(0);
	}
	close(go[0]);
	close(go[1]);
	close(idp[1]);
	close(cpup[1]);
	if (read(idp[0], &target, sizeof(target)) != sizeof(target))
		target = -1;
	close(idp[0]);
	REQUIRE(t, target > 0, "no target pid");
	snprintf(cmd, sizeof(cmd), "stat -e task-clock -p %d", target);
	rc = t_cli(cmd, &out, &err);
	waitpid(mid, NULL, 0);
	if (rc == 77 || strstr(err, "paranoid"))
		return t_skip(t, "perf_event_open not permitted");
	CHECK(t, rc == 0, "exit %d: %s", rc, err);
	p = strstr(out, "msec task-clock");
	REQUIRE(t, p != NULL, "no task-clock line: %s", out);
	while (p > out && p[-1] == ' ')
		p--;
	while (p > out && p[-1] != ' ')
		p--;
	ms = atof(p);
	if (read(cpup[0], &spun, sizeof(spun)) != sizeof(spun))
		spun = 0;
	/* the CPU time the thread got (a loaded machine gives it less than 300 ms) */
	CHECK(t, spun > 0 && ms > 0.8 * (double)spun / 1e6,
	      "task-clock %.2f ms, the spinning thread ran %.2f ms: it was not counted", ms,
	      (double)spun / 1e6);
out:
	close(cpup[0]);
	return t_result(t);
}

const struct t_case t_measure_cases[] = {
	{ "read_single", read_single },
	{ "read_group", read_group },
	{ "scale_table", scale_table },
	{ "interval_arith", interval_arith },
	{ "aggregate", aggregate },
	{ "format_counts", format_counts },
	{ "runstat", runstat },
	{ "open_bits", open_bits },
	{ "session_reads", session_reads },
	{ "open_errors", open_errors },
	{ "weak_group", weak_group },
	{ "session_misc_errors", session_misc_errors },
	{ "alloc_faults", alloc_faults },
	{ "real_software", real_software },
	{ "agrees_with_perf", agrees_with_perf },
	{ "exit_status", exit_status },
	{ "crashing_child", crashing_child },
	{ "output_atomic", output_atomic },
	{ "csv_json_fields", csv_json_fields },
	{ "interval_cli", interval_cli },
	{ "usage_errors", usage_errors },
	{ "predict_note", predict_note },
	{ "group_cli", group_cli },
	{ "sigint_prints", sigint_prints },
	{ "pid_counts_threads", pid_counts_threads },
	{ NULL, NULL }
};
