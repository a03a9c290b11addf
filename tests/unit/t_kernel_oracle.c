/*
 * The real kernel as the oracle: pmusched predict against perf stat run
 * under Debian's arm64 kernels in QEMU (tests/kernel/NAME.txt, recorded by
 * tools/kernel_oracle/compare.py record; each file's header names the
 * kernel, QEMU, perf and the guest's PMU).
 *
 * Each golden holds perf's own output for every command.  compare.py
 * check --write added, per 'perf stat -v -x,' command:
 *   ### FIT n: the predict arguments: the guest's model, kernel, perf,
 *       mux interval, -a, the list, the workload with the time enabled
 *       perf measured, and the fitted --timer-phase;
 *   ### FIT+ n: another piece of the same command, predicted with its own
 *       arguments and added to the first: each CPU of an -a list (a CPU
 *       context rotates on its own timer), each program of a 'sh -c' one;
 *       counts, times enabled and running are summed as perf sums them;
 *   ### EXPECT n: per event, perf's status, its share column (running /
 *       enabled) and the time running its -v line printed.
 * This suite runs predict with those arguments and holds it to the
 * targets of the comparison: statuses exactly, shares within 1 point,
 * running times within 0.1 ms.
 */
#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../test.h"

#define GOLDEN_DIR "tests/kernel"
#define SHARE_TOL 1.0
#define RUN_TOL_NS 100000.0
#define MAX_EV 64

struct expect {
	char name[256];
	char status[32];
	double pct;		/* < 0: none printed */
	double run_ns;		/* < 0: not counted */
};

struct predicted {
	char status[32];
	double pct, run_ns, ena_ns;
};

#define MAX_PIECES 8

/* The events of predict --json, in order: status, percent, running_ns. */
static int parse_json(const char *js, struct predicted *p, int max)
{
	const char *at = strstr(js, "\"events\":[");
	int n = 0;

	while (at && n < max && (at = strstr(at, "\"status\":\"")) != NULL) {
		const char *q, *r, *c;
		size_t len;

		at += 10;
		q = strchr(at, '"');
		if (!q)
			break;
		len = (size_t)(q - at) < sizeof(p[n].status) - 1 ? (size_t)(q - at) :
		      sizeof(p[n].status) - 1;
		memcpy(p[n].status, at, len);
		p[n].status[len] = '\0';
		r = strstr(q, "\"running_ns\":");
		c = strstr(q, "\"percent\":");
		if (!r || !c || !strstr(q, "\"enabled_ns\":"))
			break;
		p[n].run_ns = strtod(r + 13, NULL);
		p[n].ena_ns = strtod(strstr(q, "\"enabled_ns\":") + 13, NULL);
		p[n].pct = strtod(c + 10, NULL);
		n++;
		at = q;
	}
	return n;
}

static int parse_expect(const char *line, struct expect *e)
{
	char pct[32], run[32];
	const char *tab = strchr(line, '\t');
	size_t len;

	if (!tab)
		return -1;
	len = (size_t)(tab - line) < sizeof(e->name) - 1 ? (size_t)(tab - line) :
	      sizeof(e->name) - 1;
	memcpy(e->name, line, len);
	e->name[len] = '\0';
	if (sscanf(tab + 1, "%31s %31s %31s", e->status, pct, run) != 3)
		return -1;
	e->pct = strcmp(pct, "-") ? strtod(pct, NULL) : -1;
	e->run_ns = strcmp(run, "-") ? strtod(run, NULL) : -1;
	return 0;
}

/*
 * 0, or the general counters of the golden's boot log ("7 (0,8000003f)
 * counters available": 6 and the cycle counter) to predict with the
 * generic PMUv3 model instead of the guest's neoverse-n1.
 */
static int generic_n;

/* One piece's prediction: the number of events, or -1. */
static int predict_piece(struct tctx *t, const char *file, const char *n, const char *args,
			 struct predicted *p)
{
	char *cmd = malloc(strlen(args) + 64);
	const char *out, *err;
	int rc;

	if (!cmd) {
		CHECK(t, 0, "out of memory");
		return -1;
	}
	if (generic_n && !strncmp(args, "--cpu neoverse-n1 ", 18))
		snprintf(cmd, strlen(args) + 64, "predict --json --no-schedule --cpu armv8-pmuv3 "
			 "--counters %d %s", generic_n, args + 18);
	else
		snprintf(cmd, strlen(args) + 64, "predict --json --no-schedule %s", args);
	rc = t_cli(cmd, &out, &err);
	free(cmd);
	CHECK(t, rc == 0, "%s #%s: predict exit %d: %s", file, n, rc, err);
	if (rc)
		return -1;
	return parse_json(out, p, MAX_EV);
}

/*
 * Compare one command's prediction (the sum of its pieces) with perf's
 * figures; count the checks.  Summed as perf sums an event's instances:
 * counts, times enabled and running; the share from the sums
 * (perf_stat_process_counter() / print_running(), tools/perf 6.12).
 */
static void compare_cmd(struct tctx *t, const char *file, const char *n, char **args,
			int npieces, const struct expect *ex, int nex, int *checked)
{
	static struct predicted p[MAX_EV], q[MAX_EV];
	int np = predict_piece(t, file, n, args[0], p);

	if (np < 0)
		return;
	for (int i = 1; i < npieces; i++) {
		int nq = predict_piece(t, file, n, args[i], q);

		if (nq < 0)
			return;
		CHECK(t, nq == np, "%s #%s: piece %d predicts %d events, piece 0 %d", file, n,
		      i, nq, np);
		for (int k = 0; k < np && k < nq; k++) {
			p[k].run_ns += q[k].run_ns;
			p[k].ena_ns += q[k].ena_ns;
			/* counted in one piece is counted in the sum */
			if (!strcmp(q[k].status, "counted"))
				snprintf(p[k].status, sizeof(p[k].status), "counted");
		}
	}
	if (npieces > 1)
		for (int k = 0; k < np; k++)
			p[k].pct = p[k].ena_ns > 0 ? 100.0 * p[k].run_ns / p[k].ena_ns : 0;
	CHECK(t, np == nex, "%s #%s: %d events predicted, perf printed %d", file, n, np, nex);
	for (int k = 0; k < np && k < nex; k++) {
		(*checked)++;
		CHECK(t, !strcmp(p[k].status, ex[k].status), "%s #%s %s: status %s, perf %s",
		      file, n, ex[k].name, p[k].status, ex[k].status);
		if (strcmp(ex[k].status, "counted"))
			continue;
		if (ex[k].pct >= 0)
			CHECK(t, fabs(p[k].pct - ex[k].pct) <= SHARE_TOL,
			      "%s #%s %s: share %.2f%%, perf %.2f%%", file, n, ex[k].name,
			      p[k].pct, ex[k].pct);
		if (ex[k].run_ns >= 0)
			CHECK(t, fabs(p[k].run_ns - ex[k].run_ns) <= RUN_TOL_NS,
			      "%s #%s %s: running %.0f ns, perf %.0f ns", file, n, ex[k].name,
			      p[k].run_ns, ex[k].run_ns);
	}
}

static int check_file(struct tctx *t, const char *path, const char *base, bool generic)
{
	const char *dm;
	static struct expect ex[MAX_EV];
	char line[8192], n[16] = "", *args[MAX_PIECES];
	int nex = 0, checked = 0, cmds = 0, want, npieces = 0;
	FILE *f = fopen(path, "r");

	generic_n = 0;
	if (!f) {
		CHECK(t, 0, "%s: cannot open", path);
		return 0;
	}
	for (;;) {
		bool eof = !fgets(line, sizeof(line), f);
		char num[16];
		int off = 0;

		if (!eof)
			line[strcspn(line, "\n")] = '\0';
		/* a FIT line starts the next command: check the one before */
		if ((eof || !strncmp(line, "### FIT ", 8)) && npieces) {
			compare_cmd(t, base, n, args, npieces, ex, nex, &checked);
			cmds++;
			while (npieces)
				free(args[--npieces]);
			nex = 0;
		}
		if (eof)
			break;
		if (generic && !strncmp(line, "# dmesg:", 8) &&
		    (dm = strstr(line, "enabled with ")) &&
		    sscanf(dm, "enabled with %*s PMU driver, %d", &generic_n) == 1)
			generic_n--;
		if (sscanf(line, "### FIT %15[0-9]: %n", num, &off) == 1 && off) {
			snprintf(n, sizeof(n), "%s", num);
			args[npieces++] = strdup(line + off);
		} else if (npieces && sscanf(line, "### FIT+ %15[0-9]: %n", num, &off) == 1 && off &&
			   !strcmp(num, n)) {
			CHECK(t, npieces < MAX_PIECES, "%s #%s: more than %d pieces", base, n,
			      MAX_PIECES);
			if (npieces < MAX_PIECES)
				args[npieces++] = strdup(line + off);
		} else if (npieces && sscanf(line, "### EXPECT %15[0-9]: %n", num, &off) == 1 && off &&
			   !strcmp(num, n) && nex < MAX_EV) {
			CHECK(t, parse_expect(line + off, &ex[nex]) == 0, "%s: bad EXPECT '%s'",
			      base, line);
			nex++;
		}
	}
	fclose(f);
	/* a golden of the task lists holds about 30 of them, the mux and -a
	 * ones 5 or 6; a run that lost most of its lists to differences is a
	 * regression of the oracle */
	want = strstr(base, "-task") ? 20 : strstr(base, "-mux") ? 5 : 1;
	CHECK(t, cmds >= want, "%s: %d fitted lists, want at least %d", base, cmds, want);
	CHECK(t, !generic || generic_n > 0, "%s: no counter count in the boot log header", base);
	(void)checked;
	return cmds;
}

static enum t_result goldens(struct tctx *t, bool generic)
{
	DIR *d = opendir(GOLDEN_DIR);
	struct dirent *de;
	int files = 0, cmds = 0;

	REQUIRE(t, d, "no %s", GOLDEN_DIR);
	while ((de = readdir(d)) != NULL) {
		char path[512];
		size_t len = strlen(de->d_name);

		if (len < 5 || strcmp(de->d_name + len - 4, ".txt"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", GOLDEN_DIR, de->d_name);
		cmds += check_file(t, path, de->d_name, generic);
		files++;
	}
	closedir(d);
	/* the issue asks for at least 60 lists across the three kernels */
	CHECK(t, cmds >= 60, "%d lists compared in %d goldens, want at least 60", cmds, files);
out:
	return t_result(t);
}

static enum t_result test_goldens(struct tctx *t) { return goldens(t, false); }

/*
 * The generic PMUv3 model (models/arm64/cores.c "armv8-pmuv3") with the
 * guest's counter count from its boot log, and nothing of neoverse-n1:
 * the driver places events the same way whatever the core (armv8pmu_
 * get_event_idx(), arm_pmuv3.c 6.12), so every list must agree as well.
 */
static enum t_result test_goldens_generic(struct tctx *t) { return goldens(t, true); }

const struct t_case t_kernel_oracle_cases[] = {
	{ "predict matches perf under the real kernel (QEMU arm64 goldens)", test_goldens },
	{ "the generic PMUv3 model matches perf under the real kernel", test_goldens_generic },
	{ NULL, NULL },
};
