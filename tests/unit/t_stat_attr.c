/*
 * 'pmusched stat' opens the attrs perf stat opens: both run under strace
 * and, per event, the first perf_event_open attempt must show the same
 * fields (type, configs, exclude bits, precise_ip, read_format,
 * sample_type, disabled, enable_on_exec, inherit, pinned ...).  perf's own
 * retries after a failure (evsel__detect_missing_features) are not
 * compared: only each event's first attempt is.
 *
 * The lists avoid what perf cannot parse or open without a hardware PMU
 * (cpu/.../ terms, hardware group leaders), so they run on any machine.
 *
 * The field rules are perf's: parse_events__modifier_list() and
 * event_attr_init() (util/parse-events.c, util/util.c) for the exclude
 * bits, create_perf_stat_counter() (util/stat.c) for read_format,
 * sample_type PERF_SAMPLE_IDENTIFIER, inherit and disabled on leaders,
 * in 6.1 as installed and 6.12.
 */
#include <stdlib.h>
#include <unistd.h>
#include "../test.h"
#include "fake_hosts.h"

static bool have(const char *tool)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "command -v %s >/dev/null 2>&1", tool);
	return system(cmd) == 0;
}

/* Each distinct event's first attr text, in order; @n entries, -1 on error. */
static int first_attrs(const char *path, char attrs[][2048], int cap)
{
	FILE *f = fopen(path, "r");
	char line[8192];
	int n = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *a = strstr(line, "perf_event_open({"), *e, key[256];
		bool seen = false;

		if (!a || !(e = strstr(a, "}, ")))
			continue;
		a += strlen("perf_event_open(");
		e[1] = '\0';
		/* the key: everything up to read_format (type, size, configs) */
		snprintf(key, sizeof(key), "%.*s", (int)(strstr(a, ", read_format") ?
			 strstr(a, ", read_format") - a : 60), a);
		for (int i = 0; i < n && !seen; i++)
			seen = !strncmp(attrs[i], key, strlen(key));
		if (!seen && n < cap)
			snprintf(attrs[n++], sizeof(attrs[0]), "%s", a);
	}
	fclose(f);
	return n;
}

static int trace(const char *exe, const char *list, const char *out)
{
	char cmd[1024];

	snprintf(cmd, sizeof(cmd), "strace -f -qq -v -e trace=perf_event_open -o %s %s stat "
		 "-e '%s' true >/dev/null 2>&1", out, exe, list);
	return system(cmd);
}

static enum t_result same_attrs_as_perf(struct tctx *t)
{
	static const char *lists[] = {
		"instructions:k,cycles:upp,task-clock:u,faults:H",
		"cs:G,{cpu-clock,page-faults:k}:u,r1234:I",
		"L1-dcache-load-misses:k,major-faults:uk,branch-misses:Hk,r01c2:u,{cs,faults}:D",
	};
	static char ours[16][2048], theirs[16][2048];
	char dir[] = "/tmp/pms-attr-XXXXXX", a[64], b[64];

	if (!have("strace") || !have("perf") || access("./pmusched", X_OK))
		return t_skip(t, "needs strace, perf and ./pmusched");
	/* perf reads this machine's PMUs: a fake with others (a hybrid) is another machine */
	if (t_fake_host_unmeasurable())
		return t_skip(t, "%s", t_fake_host_unmeasurable());
	if (!mkdtemp(dir))
		return t_skip(t, "no temporary directory");
	snprintf(a, sizeof(a), "%s/perf", dir);
	snprintf(b, sizeof(b), "%s/ours", dir);
	for (size_t k = 0; k < T_ARRAY_SIZE(lists); k++) {
		int na, nb;

		trace("perf", lists[k], a);
		trace("./pmusched", lists[k], b);
		na = first_attrs(a, theirs, 16);
		nb = first_attrs(b, ours, 16);
		if (na <= 0) {
			unlink(a);
			unlink(b);
			rmdir(dir);
			return t_skip(t, "strace shows no perf_event_open for perf (no permission?)");
		}
		CHECK(t, na == nb, "'%s': perf opened %d events, pmusched %d", lists[k], na, nb);
		for (int i = 0; i < na && i < nb; i++)
			CHECK(t, !strcmp(theirs[i], ours[i]), "'%s' event %d:\nperf %s\nours %s",
			      lists[k], i, theirs[i], ours[i]);
	}
	unlink(a);
	unlink(b);
	rmdir(dir);
	return t_result(t);
}

const struct t_case t_stat_attr_cases[] = {
	{ "same_attrs_as_perf", same_attrs_as_perf },
	{ NULL, NULL }
};
