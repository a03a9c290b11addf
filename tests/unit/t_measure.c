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
	{ "A", PMS_TYPE_HARDWARE, 0, 0, 0, 0, PMS_MOD_U, true, false, false, 0, 0, false, false, false, false, false, false, false },
	{ "B", PMS_TYPE_HARDWARE, 1, 0, 0, 0, PMS_MOD_U, false, false, false, 0, 0, false, false, false, false, false, false, false },
	{ "C", PMS_TYPE_SOFTWARE, 2, 0, 0, 2, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
	{ "D", PMS_TYPE_HARDWARE, 5, 0, 0, 3, 0, false, true, false, 0, 0, false, false, false, false, false, false, false },
};

static enum t_result open_bits(struct tctx *t)
{
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .sz = sizeof(o),
				    .pid = 4242, .enable_on_exec = true, .inherit = true,
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

/*
 * struct pms_measure_opts under the one size rule (libbpf's): an older
 * caller whose struct ends before user_fallback is accepted and its
 * fallback reads as off; a newer caller's set tail byte is refused with a
 * message naming the struct; its zero tail is accepted.
 */
static enum t_result measure_opts_sz(struct tctx *t)
{
	struct fake f;
	struct pms_measure_hooks h;
	struct {
		struct pms_measure_opts o;
		unsigned char tail[8];
	} big;
	struct pms_measure *m = NULL;
	struct pms_diag d = { 0 };

	fake_init(&f, &h);
	memset(&big, 0, sizeof(big));
	big.o.pid = 1;
	big.o.pmu_present = 1;
	big.o.hooks = &h;
	big.o.user_fallback = true;
	big.o.sz = offsetof(struct pms_measure_opts, user_fallback);
	REQUIRE(t, pms_measure_new(evs4, 3, &big.o, &m, &d) == PMS_OK, "older size: %s", d.msg);
	pms_measure_free(m);
	m = NULL;
	big.o.user_fallback = false;
	big.o.sz = sizeof(big);
	CHECK(t, pms_measure_new(evs4, 3, &big.o, &m, &d) == PMS_OK, "newer, zero tail: %s", d.msg);
	pms_measure_free(m);
	m = NULL;
	big.tail[3] = 1;
	CHECK(t, pms_measure_new(evs4, 3, &big.o, &m, &d) == PMS_EINVAL && !m &&
	      strstr(d.msg, "struct pms_measure_opts") && strstr(d.msg, "does not know"),
	      "newer, set tail: %s", d.msg);
	big.o.sz = 4;
	CHECK(t, pms_measure_new(evs4, 3, &big.o, &m, &d) == PMS_EINVAL && !m, "size 4 accepted");
	big.o.sz = 0;
	CHECK(t, pms_measure_new(evs4, 3, &big.o, &m, &d) == PMS_EINVAL && !m &&
	      strstr(d.msg, "struct pms_measure_opts: sz 0"), "size 0: %s", d.msg);
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
	struct pms_measure_opts o = { .sz = sizeof(o), .pid = 1, .pmu_present = 1, .hooks = &h };
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
		struct pms_measure_opts o = { .sz = sizeof(o),
					    .pid = 7, .pmu_present = err_cases[i].pmu_present,
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
		{ "A", PMS_TYPE_HARDWARE, 0, 0, 0, 0, 0, false, false, true, 0, 0, false, false, false, false, false, false, false },
		{ "B", PMS_TYPE_HARDWARE, 1, 0, 0, 0, 0, false, false, true, 0, 0, false, false, false, false, false, false, false },
		{ "C", PMS_TYPE_HARDWARE, 2, 0, 0, 0, 0, false, false, true, 0, 0, false, false, false, false, false, false, false },
	};
	struct fake f;
	struct pms_measure_hooks h;
	struct pms_measure_opts o = { .sz = sizeof(o),
				    .pid = 7, .pmu_present = 1, .start_disabled = true,
				    .hooks = &h };
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
	struct pms_measure_opts o = { .sz = sizeof(o), .pid = 7, .pmu_present = 1, .hooks = &h };
	struct pms_measure_opts sys = { .sz = sizeof(sys), .pid = -1, .hooks = &h };
	struct pms_measure_event bad[2] = { { "x", 1, 0, 0, 0, 1, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
					    { "y", 1, 0, 0, 0, 1, 0, false, false, false, 0, 0, false, false, false, false, false, false, false } };
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
	struct pms_measure_opts o = { .sz = sizeof(o), .pid = 7, .pmu_present = 1, .hooks = &h };
	long live0 = pmsi_alloc_live();	/* other modules may keep caches */
	int n;

	fake_init(&f, &h);
	for (n = 0; n < 100; n++) {
		struct pms_measure *m = NULL;
		int rc;

		pmsi_alloc_fail_at(n);
		rc = pms_measure_new(evs4, 4, &o, &m, NULL);
		pmsi_alloc_fail_at(-1);
		if (rc == PMS_OK) {
			pms_measure_free(m);
			break;
		}
		CHECK(t, rc == PMS_ENOMEM && m == NULL, "alloc %d: rc %d", n, rc);
		CHECK(t, pmsi_alloc_live() == live0, "alloc %d: leak", n);
	}
	CHECK(t, n > 5 && n < 100, "walked %d allocations", n);
	return t_result(t);
}

/* ---- the real kernel: software events on this thread ---- */

static enum t_result real_software(struct tctx *t)
{
	struct pms_measure_event ev[3] = {
		{ "task-clock", PMS_TYPE_SOFTWARE, 1, 0, 0, 0, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
		{ "page-faults", PMS_TYPE_SOFTWARE, 2, 0, 0, 0, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
		{ "minor-faults", PMS_TYPE_SOFTWARE, 5, 0, 0, 2, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
	};
	struct pms_measure_opts o = { .sz = sizeof(o),
				    .pid = 0, .start_disabled = true, .pmu_present = -1 };
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

/* ---- perf stat's fallbacks, aggregation and metrics ---- */

struct fb {
	int calls, live, dead_tid, paranoid;
	bool exclude_kernel_seen;
};

static int fb_open(void *ctx, const struct pms_open_req *r)
{
	struct fb *f = ctx;

	f->calls++;
	if (r->pid == f->dead_tid)
		return -ESRCH;
	/* paranoid 2: kernel counting refused, user-only allowed; CPU-wide refused */
	if (f->paranoid > 1 && (!r->exclude_kernel || r->pid < 0))
		return -EACCES;
	f->exclude_kernel_seen |= r->exclude_kernel;
	f->live++;
	return 100 + f->calls;
}

static int fb_close(void *ctx, int fd)
{
	(void)fd;
	((struct fb *)ctx)->live--;
	return 0;
}

static int fb_paranoid(void *ctx)
{
	return ((struct fb *)ctx)->paranoid;
}

/*
 * evsel__fallback() (util/evsel.c, 6.1): EACCES with paranoid > 1 on an
 * event counting user and kernel reopens it user-only (exclude_kernel,
 * exclude_hv) and renames it NAME:u, or NAMEu when the name has ':' or
 * '/'; an event that excludes user space is not retried; EPERM is not
 * EACCES; CPU-wide counting stays refused.
 */
static enum t_result paranoid_fallback(struct tctx *t)
{
	struct pms_measure_event ev[2] = {
		{ "task-clock", PMS_TYPE_SOFTWARE, 1, 0, 0, 0, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
		{ "cpu/event=0x3c/", PMS_TYPE_RAW, 0x3c, 0, 0, 1, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
	};
	struct fb f = { .dead_tid = -99, .paranoid = 2 };
	struct pms_measure_hooks h = { .open = fb_open, .close = fb_close, .paranoid = fb_paranoid,
				       .ctx = &f };
	struct pms_measure_opts o = { .sz = sizeof(o), .pid = 4242, .pmu_present = 1, .hooks = &h,
				      .user_fallback = true };
	struct pms_measure *m = NULL;
	struct pms_diag d;
	int cpus[1] = { 0 };

	REQUIRE(t, pms_measure_new(ev, 2, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_OK, "open: %s", d.msg);
	CHECK(t, !strcmp(pms_measure_event_name(m, 0), "task-clock:u") &&
	      !strcmp(pms_measure_event_name(m, 1), "cpu/event=0x3c/u"), "names %s %s",
	      pms_measure_event_name(m, 0), pms_measure_event_name(m, 1));
	CHECK(t, pms_measure_user_fallback(m, 0) && f.exclude_kernel_seen, "user-only reopen");
	pms_measure_free(m);
	m = NULL;
	/* :k excludes user space: no retry, the EACCES stands */
	ev[0].mods = PMS_MOD_K;
	REQUIRE(t, pms_measure_new(ev, 1, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_ESYS && d.sys_errno == EACCES, ":k retried");
	pms_measure_free(m);
	m = NULL;
	/* without the option, or with paranoid 1, no retry */
	ev[0].mods = 0;
	o.user_fallback = false;
	REQUIRE(t, pms_measure_new(ev, 1, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_ESYS, "retried without user_fallback");
	pms_measure_free(m);
	m = NULL;
	/* CPU-wide: still refused after the retry */
	o.user_fallback = true;
	o.pid = -1;
	o.cpus = cpus;
	o.n_cpus = 1;
	REQUIRE(t, pms_measure_new(ev, 1, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_ESYS && d.sys_errno == EACCES, "-a opened");
out:
	pms_measure_free(m);
	CHECK(t, f.live == 0, "%d descriptors left", f.live);
	return t_result(t);
}

/* perf stat -p: a thread gone before its open is left out (ignore_missing_thread) */
static enum t_result missing_threads(struct tctx *t)
{
	struct pms_measure_event ev[1] = {
		{ "task-clock", PMS_TYPE_SOFTWARE, 1, 0, 0, 0, 0, false, false, false, 0, 0, false, false, false, false, false, false, false },
	};
	struct fb f = { .dead_tid = 11, .paranoid = -1 };
	struct pms_measure_hooks h = { .open = fb_open, .close = fb_close, .paranoid = fb_paranoid,
				       .ctx = &f };
	int tids[3] = { 10, 11, 12 }, gone[2] = { 11, 11 };
	struct pms_measure_opts o = { .sz = sizeof(o),
				    .pid = 10, .pmu_present = 1, .hooks = &h, .tids = tids,
				      .n_tids = 3, .ignore_missing = true };
	struct pms_measure *m = NULL;
	struct pms_diag d;

	REQUIRE(t, pms_measure_new(ev, 1, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_OK, "open: %s", d.msg);
	CHECK(t, pms_measure_n_missing(m) == 1 && pms_measure_n_fds(m) == 2, "missing %d, fds %d",
	      pms_measure_n_missing(m), pms_measure_n_fds(m));
	pms_measure_free(m);
	m = NULL;
	/* every thread gone: ESRCH */
	o.tids = gone;
	o.n_tids = 2;
	REQUIRE(t, pms_measure_new(ev, 1, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_ESYS && d.sys_errno == ESRCH, "all gone");
	pms_measure_free(m);
	m = NULL;
	/* without ignore_missing, one gone thread stops the open */
	o.tids = tids;
	o.n_tids = 3;
	o.ignore_missing = false;
	REQUIRE(t, pms_measure_new(ev, 1, &o, &m, &d) == PMS_OK, "new");
	CHECK(t, pms_measure_open(m, &d) == PMS_ESYS, "ESRCH ignored without the option");
out:
	pms_measure_free(m);
	CHECK(t, f.live == 0, "%d descriptors left", f.live);
	return t_result(t);
}

/*
 * perf_counts_values__scale() (tools/lib/perf/evsel.c, 6.1) truncates:
 * 1000 * 3 / 7 = 428.57 -> 428.  AGGR_GLOBAL sums raw values and times
 * over CPUs and scales the sum once: 100 in 50 of 100 ns and 300 in 100 of
 * 100 ns are 400 in 150 of 200 ns -> 533 (per-CPU scaling gave 500).
 */
static enum t_result global_aggregation(struct tctx *t)
{
	struct pms_reading r = { .value = 1000, .enabled = 3, .running = 7 };
	struct pms_reading s7 = { .value = 1000, .enabled = 7, .running = 3 };
	struct pms_count c;

	pms_count_from_reading(&r, true, true, &c);
	CHECK(t, c.value == 1000, "running > enabled: %llu", (unsigned long long)c.value);
	pms_count_from_reading(&s7, true, true, &c);
	CHECK(t, c.value == 2333, "1000 * 7 / 3 truncated: %llu", (unsigned long long)c.value);
	r = (struct pms_reading){ .value = 400, .enabled = 200, .running = 150 };
	pms_count_from_reading(&r, true, true, &c);
	CHECK(t, c.value == 533, "sum scaled once: %llu", (unsigned long long)c.value);
	return t_result(t);
}

static struct pms_stat_event SE(uint32_t type, uint64_t config, double count)
{
	struct pms_stat_event e = { type, config, 0, true, count };

	return e;
}

/*
 * perf_stat__print_shadow_stats() (stat-shadow.c, 6.1), case by case:
 * the formulas and formats there, the values worked out by hand.
 */
static enum t_result shadow_metrics(struct tctx *t)
{
	struct pms_stat_event ev[8];
	struct pms_stat_metric m[2];

	/* task-clock 2,000,000 ns over 4,000,000 ns of wall time: 0.5 CPUs */
	ev[0] = SE(PMS_TYPE_SOFTWARE, 1, 2e6);
	ev[1] = SE(PMS_TYPE_SOFTWARE, 2, 1500);		/* page-faults */
	ev[2] = SE(PMS_TYPE_SOFTWARE, 3, 0);		/* context-switches */
	ev[3] = SE(PMS_TYPE_HARDWARE, 0, 4e6);		/* cycles */
	ev[4] = SE(PMS_TYPE_HARDWARE, 1, 6e6);		/* instructions */
	ev[5] = SE(PMS_TYPE_HARDWARE, 4, 1e6);		/* branches */
	ev[6] = SE(PMS_TYPE_HARDWARE, 5, 25000);	/* branch-misses */
	ev[7] = SE(PMS_TYPE_HARDWARE, 3, 10);		/* cache-misses, no cache-references */
	pms_stat_metric(ev, 8, 0, 4e6, m);
	CHECK(t, m[0].present && !strcmp(m[0].fmt, "%8.3f") && !strcmp(m[0].unit, "CPUs utilized") &&
	      fabs(m[0].value - 0.5) < 1e-12, "CPUs utilized %f", m[0].value);
	/* 1500 faults in 2 ms: 750,000/s -> "750.000 K/sec" (convert_unit_double) */
	pms_stat_metric(ev, 8, 1, 4e6, m);
	CHECK(t, !strcmp(m[0].unit, "K/sec") && fabs(m[0].value - 750) < 1e-9, "%s %f", m[0].unit,
	      m[0].value);
	/* 0 switches: "0.000 /sec", the unit without a prefix */
	pms_stat_metric(ev, 8, 2, 4e6, m);
	CHECK(t, !strcmp(m[0].unit, "/sec") && m[0].value == 0, "%s %f", m[0].unit, m[0].value);
	/* 4e6 cycles in 2e6 ns: 2 GHz */
	pms_stat_metric(ev, 8, 3, 4e6, m);
	CHECK(t, !strcmp(m[0].unit, "GHz") && fabs(m[0].value - 2) < 1e-12, "GHz %f", m[0].value);
	/* 6e6 / 4e6: 1.50 insn per cycle, "%7.2f " */
	pms_stat_metric(ev, 8, 4, 4e6, m);
	CHECK(t, !strcmp(m[0].fmt, "%7.2f ") && !strcmp(m[0].unit, "insn per cycle") &&
	      fabs(m[0].value - 1.5) < 1e-12 && !m[1].present, "IPC %f", m[0].value);
	/* 25000 / 1e6: 2.50% of all branches */
	pms_stat_metric(ev, 8, 6, 4e6, m);
	CHECK(t, !strcmp(m[0].fmt, "%7.2f%%") && !strcmp(m[0].unit, "of all branches") &&
	      fabs(m[0].value - 2.5) < 1e-12, "branch misses %f", m[0].value);
	/* cache-misses without cache-references: the unit alone */
	pms_stat_metric(ev, 8, 7, 4e6, m);
	CHECK(t, m[0].present && !m[0].fmt && !strcmp(m[0].unit, "of all cache refs"), "cache refs");
	/* no clock at all: cycles says "Ghz" without a value, page-faults nothing */
	ev[0].processed = false;
	pms_stat_metric(ev, 8, 3, 4e6, m);
	CHECK(t, m[0].present && !m[0].fmt && !strcmp(m[0].unit, "Ghz"), "Ghz without a base");
	pms_stat_metric(ev, 8, 1, 4e6, m);
	CHECK(t, !m[0].present, "a rate without a clock");
	/* clock time ignores the context (saved_value_lookup()); cycles do not */
	ev[0].processed = true;
	ev[0].ctx = 1;
	pms_stat_metric(ev, 8, 1, 4e6, m);
	CHECK(t, !strcmp(m[0].unit, "K/sec"), "clock in another context still counts");
	ev[4].ctx = 1;
	pms_stat_metric(ev, 8, 4, 4e6, m);
	CHECK(t, !m[0].fmt && !strcmp(m[0].unit, "insn per cycle"), "cycles of another context");
	/* stalled cycles without cycles: 6.1's print_stalled_cycles_frontend()
	 * prints a ratio of 0 as the unit alone, _backend() prints "0.00%" */
	{
		struct pms_stat_event st[2] = { SE(PMS_TYPE_HARDWARE, 7, 500),
						SE(PMS_TYPE_HARDWARE, 8, 500) };

		pms_stat_metric(st, 2, 0, 4e6, m);
		CHECK(t, m[0].present && !m[0].fmt && !strcmp(m[0].unit, "frontend cycles idle"),
		      "frontend without cycles");
		pms_stat_metric(st, 2, 1, 4e6, m);
		CHECK(t, m[0].fmt && !strcmp(m[0].fmt, "%7.2f%%") && m[0].value == 0 &&
			 !strcmp(m[0].unit, "backend cycles idle"), "backend without cycles");
	}
	/* a rate of exactly 1000/s stays "/sec": the prefix needs more than 1000 */
	ev[1].count = 2;
	ev[4].ctx = 0;
	pms_stat_metric(ev, 8, 1, 4e6, m);
	CHECK(t, !strcmp(m[0].unit, "/sec") && fabs(m[0].value - 1000) < 1e-9, "%s", m[0].unit);
	return t_result(t);
}

/*
 * pms_stat_metric_rules(): the rules of the release the lines are written
 * for, with the list's groups.  The figures are real perf's, recorded under
 * the kernel of the same release in QEMU (tests/kernel/interval/
 * {6.1,6.12,7.3}-hw-text.txt, command 3: `perf stat -e
 * 'task-clock,{cycles,instructions}'`, cycles and instructions 100199051,
 * task-clock 100.20 ms):
 * - 6.1.176 prints "1.000 GHz" on cycles: its runtime stats ignore groups;
 * - 6.12.117 prints nothing on cycles (find_stat(), util/stat-shadow.c:
 *   a grouped event looks in its group only, and task-clock is not in it)
 *   and "1.00 insn per cycle" on instructions;
 * - 7.3.4 prints no metric on any of the three lines (7.2 removed them).
 * Without the group (command 1 of the 6.12 recording) 6.12 prints "1.000 GHz".
 */
static enum t_result stat_metric_releases(struct tctx *t)
{
	struct pms_stat_event ev[3] = { SE(PMS_TYPE_SOFTWARE, 1, 100.20e6),
					SE(PMS_TYPE_HARDWARE, 0, 100199051),
					SE(PMS_TYPE_HARDWARE, 1, 100199051) };
	int lead[3] = { 0, 1, 1 }, bad[3] = { 0, 2, 2 };
	struct pms_stat_rules r = { .sz = sizeof(r), .leader = lead };
	struct pms_stat_metric m[2];

	r.perf_version = PMS_KVER(6, 1);
	REQUIRE(t, pms_stat_metric_rules(ev, 3, 1, 101e6, &r, m) == PMS_OK, "6.1");
	CHECK(t, m[0].fmt && !strcmp(m[0].unit, "GHz") && fabs(m[0].value - 1.0) < 0.001,
	      "6.1 cycles: %s %f", m[0].unit, m[0].value);
	r.perf_version = PMS_KVER(6, 12);
	REQUIRE(t, pms_stat_metric_rules(ev, 3, 1, 101e6, &r, m) == PMS_OK, "6.12");
	CHECK(t, !m[0].present || !m[0].fmt, "6.12 grouped cycles: no GHz (%s)", m[0].unit);
	pms_stat_metric_rules(ev, 3, 2, 101e6, &r, m);
	CHECK(t, m[0].fmt && !strcmp(m[0].unit, "insn per cycle") && fabs(m[0].value - 1) < 1e-9,
	      "6.12 grouped instructions: %s", m[0].unit);
	pms_stat_metric_rules(ev, 3, 0, 101e6, &r, m);
	CHECK(t, m[0].fmt && !strcmp(m[0].unit, "CPUs utilized"), "6.12 task-clock");
	r.leader = NULL;
	pms_stat_metric_rules(ev, 3, 1, 101e6, &r, m);
	CHECK(t, m[0].fmt && !strcmp(m[0].unit, "GHz"), "6.12 ungrouped cycles: GHz");
	r.leader = lead;
	r.perf_version = PMS_KVER(7, 3);
	for (int i = 0; i < 3; i++) {
		pms_stat_metric_rules(ev, 3, i, 101e6, &r, m);
		CHECK(t, !m[0].present && !m[1].present, "7.3 event %d: no metric", i);
	}
	/* a member before its leader, and NULL rules as pms_stat_metric() */
	r.leader = bad;
	CHECK(t, pms_stat_metric_rules(ev, 3, 1, 101e6, &r, m) == PMS_EINVAL, "bad leader");
	pms_stat_metric_rules(ev, 3, 1, 101e6, NULL, m);
	CHECK(t, m[0].fmt && !strcmp(m[0].unit, "GHz"), "NULL: 6.1's rules");
out:
	return t_result(t);
}

/*
 * print_footer(): get_precision(sd) + 2 decimals, get_precision() being 0
 * above one and ceil(-log10(sd)) below: 0.000279 -> 4 + 2 = 6 (perf printed
 * "0.011842 +- 0.000279"), 0.0000626 -> 7, 2.5 -> 2, 0 -> 2 (lround of
 * infinity cast to int).
 */
static enum t_result elapsed_precision(struct tctx *t)
{
	CHECK(t, pms_stat_elapsed_precision(0.000279) == 6, "0.000279");
	CHECK(t, pms_stat_elapsed_precision(0.0000626) == 7, "0.0000626");
	CHECK(t, pms_stat_elapsed_precision(0.5) == 3, "0.5");
	CHECK(t, pms_stat_elapsed_precision(1.0) == 2, "1.0");
	CHECK(t, pms_stat_elapsed_precision(2.5) == 2, "2.5");
	CHECK(t, pms_stat_elapsed_precision(0) == 2, "0");
	return t_result(t);
}

static const struct {
	int line;
	const char *in;
	int rc, n, dups, first, last;
} cpu_cases[] = {
	{ __LINE__, "0-3,6", PMS_OK, 5, 0, 0, 6 },
	{ __LINE__, "0,0,0,1", PMS_OK, 2, 2, 0, 1 },
	{ __LINE__, "3,1-2,1", PMS_OK, 3, 1, 1, 3 },	/* sorted, as perf's cpu maps */
	{ __LINE__, "0-1\n", PMS_OK, 2, 0, 0, 1 },		/* the sysfs file */
	{ __LINE__, "3-1", PMS_ERANGE, 0, 0, 0, 0 },
	{ __LINE__, "0-x", PMS_ESYNTAX, 0, 0, 0, 0 },
	{ __LINE__, "", PMS_ESYNTAX, 0, 0, 0, 0 },
	{ __LINE__, ",1", PMS_ESYNTAX, 0, 0, 0, 0 },
	{ __LINE__, "65536", PMS_ERANGE, 0, 0, 0, 0 },
	{ __LINE__, "1,", PMS_ESYNTAX, 0, 0, 0, 0 },
};

static enum t_result cpu_list_parse(struct tctx *t)
{
	int cpus[16], n, dups;
	struct pms_diag d;

	for (size_t i = 0; i < T_ARRAY_SIZE(cpu_cases); i++) {
		int rc = pms_cpu_list_parse(cpu_cases[i].in, cpus, 16, &n, &dups, &d);

		CHECK(t, rc == cpu_cases[i].rc, "line %d: rc %d", cpu_cases[i].line, rc);
		if (rc || cpu_cases[i].rc)
			continue;
		CHECK(t, n == cpu_cases[i].n && dups == cpu_cases[i].dups &&
		      cpus[0] == cpu_cases[i].first && cpus[n - 1] == cpu_cases[i].last,
		      "line %d: n %d dups %d", cpu_cases[i].line, n, dups);
	}
	CHECK(t, pms_cpu_list_parse("0-20", cpus, 16, &n, NULL, &d) == PMS_ELIMIT, "cap");
	return t_result(t);
}

/* The temporary's template: same directory, NAME_MAX kept, 6 X's. */
static enum t_result outfile_template(struct tctx *t)
{
	char buf[4096], name[300];

	CHECK(t, pms_outfile_tmp_template("dir/out.txt", buf, sizeof(buf)) == PMS_OK &&
	      !strcmp(buf, "dir/.out.txt.XXXXXX"), "'%s'", buf);
	CHECK(t, pms_outfile_tmp_template("x", buf, sizeof(buf)) == PMS_OK &&
	      !strcmp(buf, ".x.XXXXXX"), "'%s'", buf);
	memset(name, 'n', 255);
	name[255] = '\0';
	CHECK(t, pms_outfile_tmp_template(name, buf, sizeof(buf)) == PMS_OK &&
	      strlen(buf) == 255 && !strcmp(buf + 249, "XXXXXX"), "NAME_MAX: %zu", strlen(buf));
	CHECK(t, pms_outfile_tmp_template("dir/", buf, sizeof(buf)) == PMS_EINVAL, "no name");
	CHECK(t, pms_outfile_tmp_template("abc", buf, 8) == PMS_ELIMIT, "no room");
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
	{ "paranoid_fallback", paranoid_fallback },
	{ "missing_threads", missing_threads },
	{ "global_aggregation", global_aggregation },
	{ "shadow_metrics", shadow_metrics },
	{ "stat_metric_releases", stat_metric_releases },
	{ "elapsed_precision", elapsed_precision },
	{ "cpu_list_parse", cpu_list_parse },
	{ "outfile_template", outfile_template },
	{ "measure_opts_sz", measure_opts_sz },
	{ NULL, NULL }
};
