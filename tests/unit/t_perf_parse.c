/*
 * perf's own tests of its event parser, Linux 6.12, with perf's
 * expectations: tools/perf/tests/parse-events.c (test__events[],
 * test__events_pmu[], test__terms[], test__pmu_events()),
 * tests/evsel-roundtrip-name.c, the -e cases of tests/attr/ and
 * tests/shell/stat.sh.  Each row names the line of its case in that file.
 *
 * The expectations are the TEST_ASSERT_VALs of the check function perf
 * runs on the case, written as a small spec (see check_event()):
 *   t=type c=config c1= c2= c3=  hw=N (perf's assert_hw(): type HARDWARE
 *   with config N, or the core PMU's sysfs event for it)  xu xk xh xG xH xI
 *   (exclude_user/kernel/hv/guest/host/idle set; "!xu" clear)  pip=precise_ip
 *   D (pinned) e (exclusive) S (sample_read) W (weak)  L=leader index
 *   gi=index in its group  mem=members of its group  nm=evsel name
 *   gn=group name ("-": none)  bpt=bp_type bpl=bp_len  sp=sample_period
 *   st=sample_type per=period term.  A spec starting with '*' applies to
 *   every event; the others apply to events 0, 1, ... in turn.
 * List specs: N=entries (N>k, N>=k), G=groups of two or more (perf's
 * evlist__nr_groups()).
 *
 * perf's test parses without parse_events__shrink_config_terms(), so the
 * parse-events.c tables run with PMS_EVLIST_ALL_TERMS; the stat cases do
 * not.  Tracepoints: perf's test uses fake tracepoints (config -1) unless
 * the name has a glob; globbed cases run against a small tracefs built in
 * a temporary directory.  With one core PMU, perf's num_core_entries() is 1.
 *
 * Not applicable (not extracted): kvm-s390:kvm_s390_create_vm (s390
 * only), test__alias() (sysfs alias files of non-core PMUs), and
 * test__pmu_events_alias2() (perf's fake PMU).
 */
#include <stddef.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../test.h"

#define DEFAULT_MODELS "skl,icl,zen3"
#define O_TRACEFS 1u	/* needs the temporary tracefs */
#define O_STAT 2u	/* perf stat's terms (no PMS_EVLIST_ALL_TERMS) */

struct pcase {
	int line;
	const char *models;	/* NULL: DEFAULT_MODELS */
	unsigned opt;
	const char *text;
	const char *list;
	const char *ev[6];
};

static char tracefs[256];	/* the temporary tracefs, "" when none */

/* ---- spec checks ---- */

static bool parse_u64(const char *s, uint64_t *v)
{
	char *end;

	*v = strtoull(s, &end, 0);
	return end != s && !*end;
}

static bool check_hw(const struct pms_model *m, const struct pms_event_attr *a,
		     const struct pms_event_info *info, uint64_t id)
{
	uint64_t raw;

	if (a->type == PMS_TYPE_HARDWARE)
		return a->config == id;
	return a->type == PMS_TYPE_RAW && info->resolved_by && !strcmp(info->resolved_by, "sysfs") &&
	       pms_model_generic(m, NULL, (enum pms_generic)id, &raw) == PMS_OK && raw == a->config;
}

static bool flag_value(const struct pms_event_attr *a, const char *key, bool *v)
{
	static const struct { const char *k; size_t off; } flags[] = {
		{ "xu", offsetof(struct pms_event_attr, exclude_user) },
		{ "xk", offsetof(struct pms_event_attr, exclude_kernel) },
		{ "xh", offsetof(struct pms_event_attr, exclude_hv) },
		{ "xG", offsetof(struct pms_event_attr, exclude_guest) },
		{ "xH", offsetof(struct pms_event_attr, exclude_host) },
		{ "xI", offsetof(struct pms_event_attr, exclude_idle) },
		{ "D", offsetof(struct pms_event_attr, pinned) },
		{ "e", offsetof(struct pms_event_attr, exclusive) },
		{ "S", offsetof(struct pms_event_attr, sample_read) },
		{ "W", offsetof(struct pms_event_attr, weak_group) },
		{ "P", offsetof(struct pms_event_attr, precise_max) },
		{ "b", offsetof(struct pms_event_attr, bpf_counter) },
		{ "R", offsetof(struct pms_event_attr, retire_lat) },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(flags); i++)
		if (!strcmp(flags[i].k, key)) {
			*v = *(const bool *)((const char *)a + flags[i].off);
			return true;
		}
	return false;
}

static bool num_value(const struct pms_event_attr *a, int i, const char *key, uint64_t *v)
{
	if (!strcmp(key, "t")) *v = a->type;
	else if (!strcmp(key, "c")) *v = a->config;
	else if (!strcmp(key, "c1")) *v = a->config1;
	else if (!strcmp(key, "c2")) *v = a->config2;
	else if (!strcmp(key, "c3")) *v = a->config3;
	else if (!strcmp(key, "pip")) *v = a->precise_ip;
	else if (!strcmp(key, "L")) *v = (uint64_t)a->leader;
	else if (!strcmp(key, "gi")) *v = (uint64_t)(i - a->leader);
	else if (!strcmp(key, "mem")) *v = (uint64_t)a->group_size;
	else if (!strcmp(key, "bpt")) *v = a->bp_type;
	else if (!strcmp(key, "bpl")) *v = a->bp_len;
	else if (!strcmp(key, "bpa")) *v = a->bp_addr;
	else if (!strcmp(key, "sp")) *v = a->sample_period;
	else if (!strcmp(key, "st")) *v = a->sample_type;
	else if (!strcmp(key, "per")) *v = a->has_period ? a->period : UINT64_MAX;
	else return false;
	return true;
}

/* One token of a spec against event @i; returns false with @why filled. */
static bool check_token(const struct pms_model *m, const struct pms_evlist *ev, int i,
			const char *tok, char *why, size_t n)
{
	struct pms_event_attr a = { .sz = sizeof(a) };
	struct pms_event_info info;
	const char *eq = strchr(tok, '=');
	char key[16];
	uint64_t want, got;
	bool flag;

	pms_evlist_attr(ev, i, &a);
	pms_evlist_event(ev, i, &info);
	snprintf(key, sizeof(key), "%.*s", (int)(eq ? (size_t)(eq - tok) : strlen(tok)),
		 tok[0] == '!' ? tok + 1 : tok);
	if (!eq && flag_value(&a, key, &flag)) {
		if (flag == (tok[0] != '!'))
			return true;
		snprintf(why, n, "%s is %d", key, flag);
		return false;
	}
	if (eq && !strcmp(key, "nm")) {
		if (a.name && !strcmp(a.name, eq + 1))
			return true;
		snprintf(why, n, "name '%s'", a.name ? a.name : "(null)");
		return false;
	}
	if (eq && !strcmp(key, "gn")) {
		const char *g = a.leader == i ? a.group_name : NULL;

		if (!strcmp(eq + 1, "-") ? !g : g && !strcmp(g, eq + 1))
			return true;
		snprintf(why, n, "group name '%s'", g ? g : "(none)");
		return false;
	}
	if (eq && !strcmp(key, "hw") && parse_u64(eq + 1, &want)) {
		if (check_hw(m, &a, &info, want))
			return true;
		snprintf(why, n, "not hardware event %llu: type %u config 0x%llx",
			 (unsigned long long)want, a.type, (unsigned long long)a.config);
		return false;
	}
	if (eq && num_value(&a, i, key, &got) && parse_u64(eq + 1, &want)) {
		if (got == want)
			return true;
		snprintf(why, n, "%s = 0x%llx, want 0x%llx", key, (unsigned long long)got,
			 (unsigned long long)want);
		return false;
	}
	snprintf(why, n, "bad spec token '%s'", tok);
	return false;
}

static bool check_event(const struct pms_model *m, const struct pms_evlist *ev, int i,
			const char *spec, char *why, size_t n)
{
	char buf[512], *save = NULL;

	snprintf(buf, sizeof(buf), "%s", spec[0] == '*' ? spec + 1 : spec);
	for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		if (!check_token(m, ev, i, tok, why, n))
			return false;
	return true;
}

static int nr_groups(const struct pms_evlist *ev)
{
	int g = 0;

	for (int i = 0; i < pms_evlist_count(ev); i++) {
		struct pms_event_info info;

		pms_evlist_event(ev, i, &info);
		g += info.is_leader && info.group_size > 1;
	}
	return g;
}

static bool check_list(const struct pms_evlist *ev, const char *spec, char *why, size_t n)
{
	char buf[128], *save = NULL;

	snprintf(buf, sizeof(buf), "%s", spec ? spec : "");
	for (char *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		int have = tok[0] == 'N' ? pms_evlist_count(ev) : nr_groups(ev);
		const char *v = tok + 1;
		bool ok;

		if (v[0] == '>' && v[1] == '=')
			ok = have >= atoi(v + 2);
		else if (v[0] == '>')
			ok = have > atoi(v + 1);
		else
			ok = have == atoi(v + 1);
		if (!ok) {
			snprintf(why, n, "%c is %d, want %s", tok[0], have, v);
			return false;
		}
	}
	return true;
}

/* Parse @c on model @m and check it; true when every expectation holds. */
static bool run_case(struct tctx *t, const char *file, const struct pcase *c,
		     const struct pms_model *m, unsigned flags)
{
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct pms_evlist *ev = NULL;
	struct pms_diag d;
	char why[200] = "";
	bool ok = true;
	int rc;

	o.flags = flags;
	o.perf_version = PMS_KVER(6, 12);	/* the release of these tests */
	if (c->opt & O_TRACEFS)
		o.tracefs = tracefs;
	rc = pms_evlist_parse_opts(m, c->text, &o, &ev, &d);
	if (rc) {
		t_fail(t, file, c->line, "%s on %s: %s", c->text, pms_model_name(m), d.msg);
		return false;
	}
	if (!check_list(ev, c->list, why, sizeof(why)))
		ok = false;
	/* a '*' spec checks every event; the others check events 0, 1, ... in turn */
	for (int k = 0, at = 0; ok && k < 6 && c->ev[k]; k++) {
		bool all = c->ev[k][0] == '*';
		int from = all ? 0 : at, to = all ? pms_evlist_count(ev) : at + 1;

		at += !all;
		for (int i = from; ok && i < to; i++) {
			if (i >= pms_evlist_count(ev)) {
				snprintf(why, sizeof(why), "no event %d", i);
				ok = false;
			} else if (!check_event(m, ev, i, c->ev[k], why, sizeof(why))) {
				char w2[200];

				snprintf(w2, sizeof(w2), "event %d: %s", i, why);
				snprintf(why, sizeof(why), "%s", w2);
				ok = false;
			}
		}
	}
	if (!ok)
		t_fail(t, file, c->line, "%s on %s: %s", c->text, pms_model_name(m), why);
	pms_evlist_free(ev);
	return ok;
}

static enum t_result run_table(struct tctx *t, const char *file, const struct pcase *cs,
			       size_t n, unsigned flags)
{
	for (size_t i = 0; i < n; i++) {
		char models[64], *save = NULL;

		if ((cs[i].opt & O_TRACEFS) && !tracefs[0]) {
			t_fail(t, file, cs[i].line, "no temporary tracefs");
			continue;
		}
		snprintf(models, sizeof(models), "%s", cs[i].models ? cs[i].models : DEFAULT_MODELS);
		for (char *mn = strtok_r(models, ",", &save); mn; mn = strtok_r(NULL, ",", &save)) {
			const struct pms_model *m = pms_model_find(mn);

			if (!m) {
				t_fail(t, file, cs[i].line, "no model %s", mn);
				continue;
			}
			run_case(t, file, &cs[i], m, (cs[i].opt & O_STAT) ? flags & ~PMS_EVLIST_ALL_TERMS
									     : flags);
		}
	}
	return t_result(t);
}

/* ---- a tracefs of four tracepoints ---- */

static const struct {
	const char *sys, *event;
	int id;
} tp_tree[] = {
	{ "syscalls", "sys_enter_openat", 101 },
	{ "syscalls", "sys_exit_openat", 102 },
	{ "sched", "sched_switch", 200 },
	{ "9p", "9p_client_req", 300 },
};
/* Not tracepoints, as perf skips them (add_tracepoint_multi_sys/_event()). */
static const char *const tp_noise[] = {
	"events/enable", "events/header_page", "events/header_event", "events/syscalls/enable",
	"events/syscalls/filter",
};

static bool write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return false;
	fputs(text, f);
	return fclose(f) == 0;
}

static void remove_tracefs(void)
{
	char path[512];

	if (!tracefs[0])
		return;
	for (size_t i = 0; i < T_ARRAY_SIZE(tp_noise); i++) {
		snprintf(path, sizeof(path), "%s/%s", tracefs, tp_noise[i]);
		unlink(path);
	}
	for (size_t i = 0; i < T_ARRAY_SIZE(tp_tree); i++) {
		snprintf(path, sizeof(path), "%s/events/%s/%s/id", tracefs, tp_tree[i].sys,
			 tp_tree[i].event);
		unlink(path);
		*strrchr(path, '/') = '\0';
		rmdir(path);
		*strrchr(path, '/') = '\0';
		rmdir(path);	/* fails until the system's last event is gone */
	}
	snprintf(path, sizeof(path), "%s/events", tracefs);
	rmdir(path);
	rmdir(tracefs);
	tracefs[0] = '\0';
}

static bool make_tracefs(void)
{
	const char *tmp = getenv("TMPDIR");
	char path[512], id[16];
	bool ok = true;

	snprintf(tracefs, sizeof(tracefs), "%s/pmusched-tracefs-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(tracefs)) {
		tracefs[0] = '\0';
		return false;
	}
	snprintf(path, sizeof(path), "%s/events", tracefs);
	ok &= mkdir(path, 0700) == 0;
	for (size_t i = 0; ok && i < T_ARRAY_SIZE(tp_tree); i++) {
		snprintf(path, sizeof(path), "%s/events/%s", tracefs, tp_tree[i].sys);
		mkdir(path, 0700);
		snprintf(path, sizeof(path), "%s/events/%s/%s", tracefs, tp_tree[i].sys,
			 tp_tree[i].event);
		ok &= mkdir(path, 0700) == 0;
		snprintf(path + strlen(path), sizeof(path) - strlen(path), "/id");
		snprintf(id, sizeof(id), "%d\n", tp_tree[i].id);
		ok &= write_file(path, id);
	}
	for (size_t i = 0; ok && i < T_ARRAY_SIZE(tp_noise); i++) {
		snprintf(path, sizeof(path), "%s/%s", tracefs, tp_noise[i]);
		ok &= write_file(path, "0\n");
	}
	if (!ok)
		remove_tracefs();
	return ok;
}

/* ---- tools/perf/tests/parse-events.c: test__events[] ---- */

/* The check functions, as specs. */
#define TP "t=2 st=0x584 sp=1"			/* test__checkevent_tracepoint() */
#define BP "t=5 c=0 bpt=3 bpl=4"		/* test__checkevent_breakpoint() */
#define BP_X "t=5 c=0 bpt=4 bpl=8"		/* _x: default_breakpoint_len() */
#define BP_R "t=5 c=0 bpt=1 bpl=4"
#define BP_W "t=5 c=0 bpt=2 bpl=4"
#define GENHW "*t=3 c=0x10000"			/* test__checkevent_genhw() */
#define GROUP1_0 "hw=1 xu !xk xh !xG !xH pip=0 L=0 mem=2 gi=0 !S"	/* test__group1() */
#define GROUP1_1 "hw=0 !xu xk xh xG !xH pip=2 L=0 gi=1 !S"
#define GROUP4_0 "hw=0 !xu xk xh xG !xH pip=1 gn=- L=0 mem=2 gi=0 !S"	/* test__group4() */
#define GROUP4_1 "hw=1 xu !xk xh xG !xH pip=2 L=0 gi=1 !S"
#define GH(a, b) "hw=0 !xu !xk !xh " a " pip=0 gn=- L=0 mem=2 gi=0", \
		 "hw=3 !xu !xk !xh " b " pip=0 L=0 gi=1"
#define GH_U(a, b) "hw=0 !xu xk xh " a " pip=0 gn=- L=0 mem=2 gi=0", \
		   "hw=3 !xu xk xh " b " pip=0 L=0 gi=1"
#define SAMPLE1 "*!xu !xk !xh xG !xH pip=0 L=0 S", "hw=0 gn=-", "hw=3", "hw=5 gn=-"
#define SAMPLE2 "*!xu xk xh xG !xH pip=0 L=0 S", "hw=1 gn=-", "hw=5 gn=-"
#define PINNED1 "*!xu xk xh pip=1 D hw=1"	/* test__checkevent_pinned_modifier() */
#define PINNED3 "hw=0 gn=- L=0 D", "hw=3 !D", "hw=5 !D"	/* test__pinned_group() */
#define EXCL1 "*!xu xk xh pip=1 e hw=1"
#define EXCL3 "hw=0 gn=- L=0 e", "hw=3 !e", "hw=5 !e"
#define IDLE "xI !xG !xH !xu !xk !xh pip=0 hw=1"
#define IDLE1 "xI !xG xH xu !xk xh pip=0 hw=1"
#define COMPLEX "nm=COMPLEX_CYCLES_NAME:orig=cycles,desc=chip-clock-ticks"

static const struct pcase events[] = {
	{ 1885, NULL, 0, "syscalls:sys_enter_openat", "N=1 G=0", { TP } },
	{ 1890, NULL, O_TRACEFS, "syscalls:*", "N>1 G=0", { "*" TP } },
	{ 1896, NULL, 0, "r1a", "N>0", { "*c=0x1a t=4" } },
	{ 1901, NULL, 0, "1:1", "N=1", { "t=1 c=1" } },
	{ 1906, NULL, 0, "instructions", "N>0", { "*hw=1" } },
	{ 1911, NULL, 0, "cycles/period=100000,config2/", "N>0", { "*hw=0 sp=0 c1=0 c2=1" } },
	{ 1916, NULL, 0, "faults", "N=1", { "t=1 c=2" } },
	{ 1921, NULL, 0, "L1-dcache-load-miss", "N>0", { GENHW } },
	{ 1926, NULL, 0, "mem:0", "N=1", { BP } },
	{ 1931, NULL, 0, "mem:0:x", "N=1", { BP_X } },
	{ 1936, NULL, 0, "mem:0:r", "N=1", { BP_R } },
	{ 1941, NULL, 0, "mem:0:w", "N=1", { BP_W } },
	{ 1947, NULL, 0, "syscalls:sys_enter_openat:k", "N=1 G=0", { "xu !xk xh pip=0 " TP } },
	{ 1952, NULL, O_TRACEFS, "syscalls:*:u", "N>1 G=0", { "*!xu xk xh pip=0 " TP } },
	{ 1958, NULL, 0, "r1a:kp", "N>0", { "*xu !xk xh pip=1 c=0x1a t=4" } },
	{ 1963, NULL, 0, "1:1:hp", "N=1", { "xu xk !xh pip=1 t=1 c=1" } },
	{ 1968, NULL, 0, "instructions:h", "N=1", { "*xu xk !xh pip=0 hw=1" } },
	{ 1973, NULL, 0, "faults:u", "N=1", { "!xu xk xh pip=0 t=1 c=2" } },
	{ 1978, NULL, 0, "L1-dcache-load-miss:kp", "N>0", { "*xu !xk xh pip=1 t=3 c=0x10000" } },
	{ 1983, NULL, 0, "mem:0:u", "N=1", { "!xu xk xh pip=0 nm=mem:0:u " BP } },
	{ 1988, NULL, 0, "mem:0:x:k", "N=1", { "xu !xk xh pip=0 nm=mem:0:x:k " BP_X } },
	{ 1993, NULL, 0, "mem:0:r:hp", "N=1", { "xu xk !xh pip=1 nm=mem:0:r:hp " BP_R } },
	{ 1998, NULL, 0, "mem:0:w:up", "N=1", { "!xu xk xh pip=1 nm=mem:0:w:up " BP_W } },
	{ 2004, NULL, 0, "r1,syscalls:sys_enter_openat:k,1:1:hp", "N>=3",
	  { "t=4 c=1 c1=0 c2=0 c3=0 !xu !xk !xh pip=0", TP " xu !xk xh pip=0",
	    "t=1 c=1 xu xk !xh pip=1" } },
	{ 2010, NULL, 0, "instructions:G", NULL, { "*!xG xH hw=1" } },
	{ 2015, NULL, 0, "instructions:H", NULL, { "*xG !xH hw=1" } },
	{ 2020, NULL, 0, "mem:0:rw", "N=1", { BP } },
	{ 2025, NULL, 0, "mem:0:rw:kp", "N=1", { "xu !xk xh pip=1 " BP } },
	{ 2030, NULL, 0, "{instructions:k,cycles:upp}", "N=2 G=1", { GROUP1_0, GROUP1_1 } },
	{ 2035, NULL, 0, "{faults:k,branches}:u,cycles:k", "N=3 G=1",
	  { "t=1 c=2 !xu !xk xh xG !xH pip=0 L=0 mem=2 gi=0 !S",
	    "t=0 c=4 !xu xk xh xG !xH pip=0 L=0 gi=1 !S",
	    "hw=0 xu !xk xh !xG !xH pip=0 L=2 !S" } },
	{ 2041, NULL, 0,
	  "group1{syscalls:sys_enter_openat:H,cycles:kppp},group2{cycles,1:3}:G,instructions:u",
	  "N=5 G=2",
	  { TP " !xu !xk !xh xG !xH pip=0 L=0 gn=group1 mem=2 gi=0 !S",
	    "hw=0 xu !xk xh xG !xH pip=3 L=0 gi=1 !S",
	    "hw=0 !xk !xh !xG xH pip=0 L=2 mem=2 gi=0 !S",
	    "t=1 c=3 !xu !xk !xh !xG xH pip=0 L=2 gi=1 !S",
	    "hw=1 !xu xk xh xG !xH pip=0 L=4 !S" } },
	{ 2047, NULL, 0, "{cycles:u,instructions:kp}:p", "N=2 G=1", { GROUP4_0, GROUP4_1 } },
	{ 2052, NULL, 0, "{cycles,instructions}:G,{cycles:G,instructions:G},cycles", "N=5 G=2",
	  { "hw=0 !xu !xk !xh !xG xH pip=0 gn=- L=0 mem=2 gi=0 !S",
	    "hw=1 !xu !xk !xh !xG xH pip=0 L=0 gi=1 !S",
	    "hw=0 !xu !xk !xh !xG xH pip=0 gn=- L=2 mem=2 gi=0 !S",
	    "hw=1 !xu !xk !xh !xG xH pip=0 L=2 gi=1",
	    "hw=0 !xu !xk !xh xG !xH pip=0 L=4" } },
	{ 2058, NULL, O_TRACEFS, "*:*", "N=4 G=0", { "*" TP } },	/* count_tracepoints() */
	{ 2064, NULL, 0, "{cycles,cache-misses:G}:H", "N=2 G=1", { GH("xG !xH", "!xG !xH") } },
	{ 2069, NULL, 0, "{cycles,cache-misses:H}:G", "N=2 G=1", { GH("!xG xH", "!xG !xH") } },
	{ 2074, NULL, 0, "{cycles:G,cache-misses:H}:u", "N=2 G=1", { GH_U("!xG xH", "xG !xH") } },
	{ 2079, NULL, 0, "{cycles:G,cache-misses:H}:uG", "N=2 G=1", { GH_U("!xG xH", "!xG !xH") } },
	{ 2084, NULL, 0, "{cycles,cache-misses,branch-misses}:S", "N=3", { SAMPLE1 } },
	{ 2089, NULL, 0, "{instructions,branch-misses}:Su", "N=2", { SAMPLE2 } },
	{ 2094, NULL, 0, "instructions:uDp", "N=1", { PINNED1 } },
	{ 2099, NULL, 0, "{cycles,cache-misses,branch-misses}:D", "N=3", { PINNED3 } },
	{ 2104, NULL, 0, "mem:0/1", "N=1", { "t=5 c=0 bpt=3 bpl=1" } },
	{ 2109, NULL, 0, "mem:0/2:w", "N=1", { "t=5 c=0 bpt=2 bpl=2" } },
	{ 2114, NULL, 0, "mem:0/4:rw:u", "N=1", { "!xu xk xh pip=0 " BP } },
	{ 2127, NULL, 0, "instructions:I", NULL, { IDLE } },
	{ 2132, NULL, 0, "instructions:kIG", NULL, { IDLE1 } },
	{ 2137, NULL, 0, "task-clock:P,cycles", "N=2", { "t=1 c=1" } },
	{ 2142, NULL, 0, "instructions/name=insn/", NULL, { "nm=insn" } },
	{ 2147, NULL, 0, "r1234/name=rawpmu/", NULL, { "nm=rawpmu" } },
	{ 2152, NULL, 0, "4:0x6530160/name=numpmu/", NULL, { "nm=numpmu" } },
	{ 2157, NULL, 0, "L1-dcache-misses/name=cachepmu/", NULL, { "nm=cachepmu", GENHW } },
	/* .valid: test__intel_pt_valid(): Intel models only */
	{ 2162, "skl,icl", 0, "intel_pt//u", NULL, { "nm=intel_pt//u" } },
	{ 2168, NULL, 0,
	  "cycles/name='COMPLEX_CYCLES_NAME:orig=cycles,desc=chip-clock-ticks'/Duk", NULL,
	  { COMPLEX } },
	{ 2173, NULL, 0, "cycles//u", NULL, { "hw=0 xk" } },
	{ 2178, NULL, 0, "cycles:k", NULL, { "hw=0 xu" } },
	{ 2183, NULL, 0, "instructions:uep", NULL, { EXCL1 } },
	{ 2188, NULL, 0, "{cycles,cache-misses,branch-misses}:e", "N=3", { EXCL3 } },
	{ 2193, NULL, 0, "cycles/name=name/", NULL, { "hw=0 nm=name" } },
	{ 2198, NULL, 0, "cycles/name=l1d/", NULL, { "hw=0 nm=l1d" } },
	{ 2203, NULL, 0, "mem:0/name=breakpoint/", "N=1", { BP } },
	{ 2208, NULL, 0, "mem:0:x/name=breakpoint/", "N=1", { BP_X } },
	{ 2213, NULL, 0, "mem:0:r/name=breakpoint/", "N=1", { BP_R } },
	{ 2218, NULL, 0, "mem:0:w/name=breakpoint/", "N=1", { BP_W } },
	{ 2223, NULL, 0, "mem:0/name=breakpoint/u", "N=1", { "!xu xk xh pip=0 nm=breakpoint " BP } },
	{ 2228, NULL, 0, "mem:0:x/name=breakpoint/k", "N=1",
	  { "xu !xk xh pip=0 nm=breakpoint " BP_X } },
	{ 2233, NULL, 0, "mem:0:r/name=breakpoint/hp", "N=1",
	  { "xu xk !xh pip=1 nm=breakpoint " BP_R } },
	{ 2238, NULL, 0, "mem:0:w/name=breakpoint/up", "N=1",
	  { "!xu xk xh pip=1 nm=breakpoint " BP_W } },
	{ 2243, NULL, 0, "mem:0:rw/name=breakpoint/", "N=1", { BP } },
	{ 2248, NULL, 0, "mem:0:rw/name=breakpoint/kp", "N=1", { "xu !xk xh pip=1 nm=breakpoint " BP } },
	{ 2253, NULL, 0, "mem:0/1/name=breakpoint/", "N=1", { "t=5 c=0 bpt=3 bpl=1" } },
	{ 2258, NULL, 0, "mem:0/2:w/name=breakpoint/", "N=1", { "t=5 c=0 bpt=2 bpl=2" } },
	{ 2263, NULL, 0, "mem:0/4:rw/name=breakpoint/u", "N=1", { "!xu xk xh pip=0 " BP } },
	{ 2268, NULL, 0, "mem:0/1/name=breakpoint1/,mem:0/4:rw/name=breakpoint2/", "N=2",
	  { "t=5 nm=breakpoint1", "t=5 nm=breakpoint2" } },
	{ 2274, NULL, 0, "9p:9p_client_req", "N=1 G=0", { TP } },
};

/* ---- test__events_pmu[] (the PMU "cpu" exists on every modelled CPU) ---- */

static const struct pcase events_pmu[] = {
	{ 2283, NULL, 0, "cpu/config=10,config1=1,config2=3,period=1000/u", "N=1",
	  { "t=4 c=10 c1=1 c2=3 c3=0 sp=0" } },
	{ 2289, NULL, 0, "cpu/config=1,name=krava/u,cpu/config=2/u", "N=2",
	  { "t=4 c=1 nm=krava", "t=4 c=2 nm=cpu/config=2/u" } },
	{ 2295, NULL, 0,
	  "cpu/config=1,call-graph=fp,time,period=100000/,cpu/config=2,call-graph=no,time=0,period=2000/",
	  "N=2", { "t=4 c=1 sp=0 st=0", "t=4 c=2 sp=0 st=0" } },
	{ 2301, NULL, 0,
	  "cpu/name='COMPLEX_CYCLES_NAME:orig=cycles,desc=chip-clock-ticks',period=0x1,event=0x2/ukp",
	  NULL, { COMPLEX } },
	{ 2307, NULL, 0, "software/r1a/", "N=1", { "t=1 c=0x1a" } },
	{ 2312, NULL, 0, "software/r0x1a/", "N=1", { "t=1 c=0x1a" } },
	{ 2317, NULL, 0, "cpu/L1-dcache-load-miss/", "N>0", { GENHW } },
	{ 2323, NULL, 0, "cpu/L1-dcache-load-miss/kp", "N>0", { "*xu !xk xh pip=1 t=3 c=0x10000" } },
	{ 2329, NULL, 0, "cpu/L1-dcache-misses,name=cachepmu/", NULL, { "nm=cachepmu", GENHW } },
	{ 2335, NULL, 0, "cpu/instructions/", "N>0", { "*hw=1" } },
	{ 2341, NULL, 0, "cpu/cycles,period=100000,config2/", "N>0", { "*hw=0 sp=0 c1=0 c2=1" } },
	{ 2347, NULL, 0, "cpu/instructions/h", "N=1", { "*xu xk !xh pip=0 hw=1" } },
	{ 2353, NULL, 0, "cpu/instructions/G", NULL, { "*!xG xH hw=1" } },
	{ 2359, NULL, 0, "cpu/instructions/H", NULL, { "*xG !xH hw=1" } },
	{ 2365, NULL, 0, "{cpu/instructions/k,cpu/cycles/upp}", "N=2 G=1", { GROUP1_0, GROUP1_1 } },
	{ 2371, NULL, 0, "{cpu/cycles/u,cpu/instructions/kp}:p", "N=2 G=1", { GROUP4_0, GROUP4_1 } },
	{ 2377, NULL, 0, "{cpu/cycles/,cpu/cache-misses/G}:H", "N=2 G=1", { GH("xG !xH", "!xG !xH") } },
	{ 2383, NULL, 0, "{cpu/cycles/,cpu/cache-misses/H}:G", "N=2 G=1", { GH("!xG xH", "!xG !xH") } },
	{ 2389, NULL, 0, "{cpu/cycles/G,cpu/cache-misses/H}:u", "N=2 G=1",
	  { GH_U("!xG xH", "xG !xH") } },
	{ 2395, NULL, 0, "{cpu/cycles/G,cpu/cache-misses/H}:uG", "N=2 G=1",
	  { GH_U("!xG xH", "!xG !xH") } },
	{ 2401, NULL, 0, "{cpu/cycles/,cpu/cache-misses/,cpu/branch-misses/}:S", "N=3", { SAMPLE1 } },
	{ 2407, NULL, 0, "{cpu/instructions/,cpu/branch-misses/}:Su", "N=2", { SAMPLE2 } },
	{ 2413, NULL, 0, "cpu/instructions/uDp", "N=1", { PINNED1 } },
	{ 2419, NULL, 0, "{cpu/cycles/,cpu/cache-misses/,cpu/branch-misses/}:D", "N=3", { PINNED3 } },
	{ 2425, NULL, 0, "cpu/instructions/I", NULL, { IDLE } },
	{ 2431, NULL, 0, "cpu/instructions/kIG", NULL, { IDLE1 } },
	{ 2437, NULL, 0, "cpu/cycles/u", NULL, { "hw=0 xk" } },
	{ 2443, NULL, 0, "cpu/cycles/k", NULL, { "hw=0 xu" } },
	{ 2449, NULL, 0, "cpu/instructions/uep", NULL, { EXCL1 } },
	{ 2455, NULL, 0, "{cpu/cycles/,cpu/cache-misses/,cpu/branch-misses/}:e", "N=3", { EXCL3 } },
	{ 2461, NULL, 0, "cpu/cycles,name=name/", NULL, { "hw=0 nm=name" } },
	{ 2467, NULL, 0, "cpu/cycles,name=l1d/", NULL, { "hw=0 nm=l1d" } },
};

#define PARSE_EVENTS "tools/perf/tests/parse-events.c"

static enum t_result perf_events(struct tctx *t)
{
	if (!make_tracefs())
		return t_skip(t, "no temporary directory for a tracefs");
	run_table(t, PARSE_EVENTS, events, T_ARRAY_SIZE(events), PMS_EVLIST_ALL_TERMS);
	remove_tracefs();
	return t_result(t);
}

static enum t_result perf_events_pmu(struct tctx *t)
{
	return run_table(t, PARSE_EVENTS, events_pmu, T_ARRAY_SIZE(events_pmu),
			 PMS_EVLIST_ALL_TERMS);
}

/*
 * test__terms[] (line 2481): the term lexer and grammar.  Inside cpu/.../
 * the terms act as parse_events_add_pmu() makes them act: config=10, then
 * "read" and "r0xead" are raw terms (the lexer's r{num_raw_hex} and
 * r0x{num_raw_hex} win over names, as the test's comment says) that
 * fix_raw() turns into config=0xead; config1 without a value is 1;
 * umask=1 is a format term OR-ed into config (pmu_format_value()).
 */
static const struct pcase terms[] = {
	{ 2481, "skl,icl", 0, "cpu/config=10,config1,config2=3,config3=4,umask=1,read,r0xead/",
	  "N=1", { "t=4 c=0xfad c1=1 c2=3 c3=4" } },
};

static enum t_result perf_terms(struct tctx *t)
{
	return run_table(t, PARSE_EVENTS, terms, T_ARRAY_SIZE(terms), PMS_EVLIST_ALL_TERMS);
}

/*
 * test__pmu_events() (lines 2696, 2723): "cpu/event=NAME/u" for every file of
 * the core PMU's sysfs events/ directory, and "NAME:u,cpu/event=NAME/u"
 * for names without '-' (test__checkevent_pmu_events(),
 * test__checkevent_pmu_events_mix()).  The directory per model, read
 * from Linux 6.12: events_attr[] with is_visible() (the kernel's event
 * map: intel_perfmon_event_map[] plus the stalled-cycles entries
 * intel_pmu_init() sets for Nehalem..Ivy Bridge; amd_perfmon_event_map,
 * amd_zen2_perfmon_event_map), and intel_pmu_init()'s mem_attr, td_attr
 * and tsx_attr (TSX events as on a CPU with RTM).
 */
#define GEN_INTEL "cpu-cycles instructions cache-references cache-misses branch-instructions " \
	"branch-misses bus-cycles ref-cycles"
#define TD_SNB "topdown-total-slots topdown-slots-issued topdown-slots-retired " \
	"topdown-fetch-bubbles topdown-recovery-bubbles"
#define TSX_HSW "tx-start tx-commit tx-abort tx-capacity tx-conflict el-start el-commit " \
	"el-abort el-capacity el-conflict cycles-t cycles-ct"
#define TSX_ICL "tx-start tx-abort tx-commit tx-capacity-read tx-capacity-write tx-conflict " \
	"el-start el-abort el-commit el-capacity-read el-capacity-write el-conflict cycles-t cycles-ct"
#define TD_ICL "slots topdown-retiring topdown-bad-spec topdown-fe-bound topdown-be-bound"

static const struct {
	const char *model, *names;
} sysfs_events[] = {
	{ "nhm", GEN_INTEL " stalled-cycles-frontend stalled-cycles-backend mem-loads" },
	{ "snb", GEN_INTEL " stalled-cycles-frontend stalled-cycles-backend mem-loads mem-stores "
		 TD_SNB },
	{ "hsw", GEN_INTEL " mem-loads mem-stores " TD_SNB " " TSX_HSW },
	{ "skl", GEN_INTEL " mem-loads mem-stores " TD_SNB " " TSX_HSW },
	{ "icl", GEN_INTEL " mem-loads mem-stores " TD_ICL " " TSX_ICL },
	{ "spr", GEN_INTEL " mem-loads mem-stores mem-loads-aux " TD_ICL " topdown-heavy-ops "
		 "topdown-br-mispredict topdown-fetch-lat topdown-mem-bound tx-start tx-abort "
		 "tx-commit tx-capacity-read tx-capacity-write tx-conflict cycles-t cycles-ct" },
	{ "fam15h", "cpu-cycles instructions cache-references cache-misses branch-instructions "
		    "branch-misses stalled-cycles-frontend stalled-cycles-backend" },
	{ "zen3", "cpu-cycles instructions cache-references cache-misses branch-instructions "
		  "branch-misses stalled-cycles-frontend" },
};

static int sysfs_strings;	/* strings tested, for the record */

static enum t_result perf_pmu_events(struct tctx *t)
{
	sysfs_strings = 0;
	for (size_t i = 0; i < T_ARRAY_SIZE(sysfs_events); i++) {
		char names[1024], *save = NULL, text[256], mix[256];
		struct pcase c = { 2696, sysfs_events[i].model, 0, text, "N=1",
				   { "t=4 !xu xk xh pip=0 !D !e" } };
		struct pcase cm = { 2723, sysfs_events[i].model, 0, mix, "N>=2",
				    { "*!xu xk xh pip=0 !D !e" } };
		const struct pms_model *m = pms_model_find(sysfs_events[i].model);

		REQUIRE(t, m != NULL, "no model %s", sysfs_events[i].model);
		snprintf(names, sizeof(names), "%s", sysfs_events[i].names);
		for (char *n = strtok_r(names, " ", &save); n; n = strtok_r(NULL, " ", &save)) {
			snprintf(text, sizeof(text), "cpu/event=%s/u", n);
			run_case(t, PARSE_EVENTS, &c, m, PMS_EVLIST_ALL_TERMS);
			sysfs_strings++;
			if (strchr(n, '-'))
				continue;
			snprintf(mix, sizeof(mix), "%s:u,cpu/event=%s/u", n, n);
			run_case(t, PARSE_EVENTS, &cm, m, PMS_EVLIST_ALL_TERMS);
			sysfs_strings++;
		}
	}
	/* an event the directory does not have is refused, as perf refuses it */
	{
		struct pms_evlist *ev = NULL;
		int rc = pms_evlist_parse(pms_model_find("zen3"), "cpu/event=bus-cycles/u", &ev, NULL);

		CHECK(t, rc != PMS_OK, "zen3 has no sysfs bus-cycles (amd_zen2_perfmon_event_map)");
		pms_evlist_free(ev);
		rc = pms_evlist_parse(pms_model_find("hsw"), "slots", &ev, NULL);
		CHECK(t, rc != PMS_OK, "hsw has no slots (no td_attr perf metrics)");
		pms_evlist_free(ev);
	}
out:
	return t_result(t);
}

/* ---- tests/evsel-roundtrip-name.c ---- */

/*
 * evsel__hw_names[], evsel__sw_names[] up to PERF_COUNT_SW_DUMMY, and
 * every cache name __evsel__hw_cache_type_op_res_name() makes for a valid
 * type and op (evsel__is_cache_op_valid()): parsed, each event keeps the
 * name it was written with.
 */
static const char *const hw_names[] = {
	"cycles", "instructions", "cache-references", "cache-misses", "branches",
	"branch-misses", "bus-cycles", "stalled-cycles-frontend", "stalled-cycles-backend",
	"ref-cycles",
};
static const char *const sw_names[] = {
	"cpu-clock", "task-clock", "page-faults", "context-switches", "cpu-migrations",
	"minor-faults", "major-faults", "alignment-faults", "emulation-faults", "dummy",
};
/* type[0], and op[1] (result 0) or op[0] + result[0] (result 1): evsel.c, 6.12 */
static const struct { const char *type; unsigned ops; } cache_types[] = {
	{ "L1-dcache", 7 }, { "L1-icache", 5 }, { "LLC", 7 }, { "dTLB", 7 }, { "iTLB", 1 },
	{ "branch", 1 }, { "node", 7 },
};
static const char *const op_loads[] = { "loads", "stores", "prefetches" };
static const char *const op_load[] = { "load", "store", "prefetch" };

static int roundtrip_count;

static void roundtrip_one(struct tctx *t, const char *name, int line, uint64_t want_type)
{
	struct pcase c = { line, NULL, 0, name, "N=1", { NULL } };
	char spec[160];

	snprintf(spec, sizeof(spec), "t=%llu nm=%s", (unsigned long long)want_type, name);
	c.ev[0] = spec;
	run_table(t, "tools/perf/tests/evsel-roundtrip-name.c", &c, 1, 0);
	roundtrip_count++;
}

static enum t_result perf_roundtrip(struct tctx *t)
{
	char name[64];

	roundtrip_count = 0;
	for (size_t i = 0; i < T_ARRAY_SIZE(hw_names); i++)
		roundtrip_one(t, hw_names[i], 89, PMS_TYPE_HARDWARE);
	for (size_t i = 0; i < T_ARRAY_SIZE(sw_names); i++)
		roundtrip_one(t, sw_names[i], 93, PMS_TYPE_SOFTWARE);
	for (size_t i = 0; i < T_ARRAY_SIZE(cache_types); i++)
		for (int op = 0; op < 3; op++) {
			if (!(cache_types[i].ops >> op & 1))
				continue;
			snprintf(name, sizeof(name), "%s-%s", cache_types[i].type, op_loads[op]);
			roundtrip_one(t, name, 32, PMS_TYPE_HW_CACHE);
			snprintf(name, sizeof(name), "%s-%s-misses", cache_types[i].type, op_load[op]);
			roundtrip_one(t, name, 32, PMS_TYPE_HW_CACHE);
		}
	CHECK(t, roundtrip_count == 52, "%d roundtrip names, want 10 + 10 + 32", roundtrip_count);
	return t_result(t);
}

/* ---- tests/attr: the -e lists of the stat and record cases ---- */

/*
 * The attr fields the parser decides, from each test file and its base
 * (base-stat, base-record): leader via group_fd, type, config,
 * exclude_user = 0 (base-stat: exclude_kernel, exclude_hv and the
 * guest/host bits are "0|1"), pinned = exclusive = precise_ip = 0,
 * sample_read from ':S' (PERF_SAMPLE_READ), period= terms (record).
 */
struct attr_case {
	const char *file;
	int line;		/* the args line */
	bool record;		/* perf record takes every term */
	struct pcase c;
};

static const struct attr_case attr_cases[] = {
	{ "tools/perf/tests/attr/test-stat-basic", 3, false,
	  { 3, NULL, O_STAT, "cycles", "N=1", { "t=0 c=0 !xu !xI !D !e pip=0 c1=0 c2=0 L=0" } } },
	{ "tools/perf/tests/attr/test-stat-C0", 3, false,
	  { 3, NULL, O_STAT, "cycles", "N=1", { "t=0 c=0 !xu !xI !D !e pip=0 L=0" } } },
	{ "tools/perf/tests/attr/test-stat-no-inherit", 3, false,
	  { 3, NULL, O_STAT, "cycles", "N=1", { "t=0 c=0 !xu !xI !D !e pip=0 L=0" } } },
	{ "tools/perf/tests/attr/test-stat-group1", 3, false,
	  { 3, NULL, O_STAT, "{cycles,instructions}", "N=2 G=1",
	    { "t=0 c=0 L=0 !xu !D !e pip=0", "t=0 c=1 L=0 !xu !D !e pip=0" } } },
	{ "tools/perf/tests/attr/test-record-group1", 3, true,
	  { 3, NULL, 0, "{cycles,instructions}", "N=2 G=1", { "t=0 c=0 L=0", "t=0 c=1 L=0" } } },
	{ "tools/perf/tests/attr/test-record-group-sampling", 3, true,
	  { 3, NULL, 0, "{cycles,cache-misses}:S", "N=2 G=1", { "t=0 c=0 L=0 S", "t=0 c=3 L=0 S" } } },
	{ "tools/perf/tests/attr/test-record-group2", 3, true,
	  { 3, NULL, 0, "{cycles/period=1234000/,instructions/period=6789000/}:S", "N=2 G=1",
	    { "t=0 c=0 L=0 per=1234000 S", "t=0 c=1 L=0 per=6789000 S" } } },
	{ "tools/perf/tests/attr/test-record-dummy-C0", 3, true,
	  { 3, NULL, 0, "dummy", "N=1",
	    { "t=1 c=9 !D !e !xu !xk !xh !xI pip=0 !xH xG c1=0 c2=0" } } },
};

static enum t_result perf_attr(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(attr_cases); i++)
		run_table(t, attr_cases[i].file, &attr_cases[i].c, 1,
			  attr_cases[i].record ? PMS_EVLIST_ALL_TERMS : 0);
	return t_result(t);
}

/* ---- tests/shell/stat.sh ---- */

#define TEN_CYCLES "{cycles,cycles,cycles,cycles,cycles,cycles,cycles,cycles,cycles,cycles}"
#define TD_L1 "{slots,topdown-bad-spec,topdown-be-bound,topdown-fe-bound,topdown-retiring}"
#define STAT_REST "branch-instructions,branch-misses,bus-cycles,cache-misses,cache-references," \
	"cpu-cycles,instructions,mem-loads,mem-stores,ref-cycles,cache-misses,cache-references"

static const struct pcase stat_sh[] = {
	/* test_stat_repeat_weak_groups */
	{ 45, NULL, O_STAT, TEN_CYCLES, "N=10 G=1", { "*t=0 c=0 L=0 !W" } },
	{ 51, NULL, O_STAT, TEN_CYCLES ":W", "N=10 G=1", { "*t=0 c=0 L=0 W" } },
	/* test_topdown_groups: slots must lead, perf reorders it (Ice Lake and later) */
	{ 65, "icl,spr", O_STAT, "{slots,topdown-retiring}", "N=2 G=1",
	  { "nm=slots c=0x400 L=0", "nm=topdown-retiring c=0x8000 L=0" } },
	{ 76, "icl,spr", O_STAT, "{topdown-retiring,slots}", "N=2 G=1",
	  { "nm=slots c=0x400 L=0", "nm=topdown-retiring c=0x8000 L=0" } },
	/* test_topdown_weak_groups */
	{ 91, "icl,spr", O_STAT, TD_L1 "," STAT_REST, "N=17 G=1",
	  { "nm=slots mem=5 L=0", "nm=topdown-bad-spec L=0", NULL } },
	{ 97, "icl,spr", O_STAT, "{slots,topdown-bad-spec,topdown-be-bound,topdown-fe-bound,"
	  "topdown-retiring," STAT_REST "}:W", "N=17 G=1", { "*W L=0", "nm=slots mem=17" } },
	/* test_cputype: the probe of a known core PMU */
	{ 127, NULL, O_STAT, "cpu/instructions/", "N=1", { "hw=1" } },
};

static enum t_result perf_stat_sh(struct tctx *t)
{
	return run_table(t, "tools/perf/tests/shell/stat.sh", stat_sh, T_ARRAY_SIZE(stat_sh),
			 0);
}

/* ---- what perf 6.12 refuses, and forms it takes ---- */

static const struct {
	const char *src;	/* file:line of the rule, Linux 6.12 */
	const char *model, *text;
	unsigned opt;
	int rc;
	size_t pos;
	const char *msg;
} refused[] = {
	{ "util/parse-events.l:156 modifiers()", "skl", "cycles:uu", 0, PMS_ESYNTAX, 8, "duplicate modifier 'u'" },
	{ "util/parse-events.l:156 modifiers()", "skl", "{cycles,instructions}:kuk", 0, PMS_ESYNTAX, 24, "duplicate modifier 'k'" },
	{ "util/parse-events.l:197 modifiers()", "skl", "cycles:pppp", 0, PMS_ESYNTAX, 10, "at most three" },
	{ "util/parse-events.c:1829 parse_events__modifier_list()", "skl", "{cycles:pp,instructions}:pp", 0, PMS_ESYNTAX, 25, "more than 3" },
	{ "util/parse-events.c:1829 parse_events__modifier_list()", "skl", "{instructions:p,cycles:pp}:pp", 0, PMS_ESYNTAX, 27, "more than 3" },
	{ "util/parse-events.c:1760 parse_events__modifier_list()", "skl", "cycles:W", 0, PMS_ESYNTAX, 7, "weak group" },
	{ "util/parse-events.c:1760 parse_events__modifier_list()", "skl", "{cycles:W,instructions}", 0, PMS_ESYNTAX, 8, "weak group" },
	{ "util/parse-events.l:387 symbols are case-sensitive; parse-events.y:303", "skl", "CYCLES", 0, PMS_ENOEVENT, 0, "unknown event 'CYCLES'" },
	{ "util/parse-events.c:400 decode_legacy_cache(); evsel.c:685", "skl", "L1-icache-stores", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.c:400; evsel.c:685", "skl", "L1-icache-store-misses", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.c:400; evsel.c:685", "skl", "iTLB-prefetches", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.c:400; evsel.c:685", "skl", "iTLB-stores", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.c:400; evsel.c:685", "skl", "branch-stores", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.c:400; evsel.c:685", "skl", "branch-prefetch-misses", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.c:415; evsel.c:685", "skl", "L1-icache-misses-write", 0, PMS_ENOEVENT, 0, "invalid cache event" },
	{ "util/parse-events.y:229 event_mod: one modifier token", "skl", "cycles:u:k", 0, PMS_ESYNTAX, 8, "unexpected ':'" },
	{ "util/parse-events.y:149 groups", "skl", "cycles,instructions}", 0, PMS_ESYNTAX, 19, "'}' without a matching '{'" },
	{ "util/parse-events.l:417 no r0x rule outside a term list", "skl", "r0x1a", 0, PMS_ENOEVENT, 0, "unknown event 'r0x1a'" },
	{ "util/parse-events.y:763 sep_slash_slash_dc", "skl", "cycles//:u", 0, PMS_ESYNTAX, 8, "unexpected ':'" },
	{ "util/parse-events.y:276 event_pmu has no sep_dc", "skl", "cpu/event=0x3c/:u", 0, PMS_ESYNTAX, 15, "unexpected ':'" },
	{ "util/parse-events.y:354 PE_VALUE_SYM_TOOL sep_slash_slash_dc", "skl", "duration_time/name=x/", 0, PMS_ESYNTAX, 0, "takes no terms" },
	{ "util/parse-events.c:889 config_term_avail(), builtin-stat.c:2578", "skl", "cpu/config=1,call-graph=fp/", O_STAT, PMS_EINVAL, 13, "not usable in 'perf stat'" },
	{ "util/parse-events.c:889 config_term_avail()", "skl", "cycles/freq=100/", O_STAT, PMS_EINVAL, 7, "not usable in 'perf stat'" },
	{ "util/parse-events.c:1009 config_term_common(): sysfs terms need a PMU", "skl", "cycles/umask=1/", 0, PMS_EINVAL, 7, "needs a PMU" },
	{ "util/parse-events.c:1139 config_term_tracepoint()", "skl", "sched:sched_switch/name=x/", 0, PMS_EINVAL, 19, "not a tracepoint term" },
	{ "util/parse-events.c:721 parse_breakpoint_type()", "skl", "mem:0:rr", 0, PMS_ESYNTAX, 7, "given twice" },
	{ "util/pmu.c:1396 pmu_config_term()", "skl", "cpu/bogus=1/", 0, PMS_ESYNTAX, 4, "unknown term 'bogus'" },
	{ "util/pmu.c:1438 pmu_config_term()", "skl", "cpu/umask/", 0, PMS_ESYNTAX, 4, "needs a value" },
	{ "util/pmu.c:1471 pmu_config_term()", "skl", "cpu/cmask=256/", 0, PMS_ESYNTAX, 10, "too big for 'cmask'" },
	{ "util/pmu.c:1471 pmu_config_term(): AMD event is 12 bits", "zen3", "cpu/event=0x1000/", 0, PMS_ESYNTAX, 10, "too big for 'event'" },
	{ "util/parse-events.c:546 tracepoint_error(ENOENT)", "skl", "sched:no_such_event", O_TRACEFS, PMS_ENOEVENT, 0, "unknown tracepoint" },
};

static enum t_result perf_refused(struct tctx *t)
{
	if (!make_tracefs())
		return t_skip(t, "no temporary directory for a tracefs");
	for (size_t i = 0; i < T_ARRAY_SIZE(refused); i++) {
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = (struct pms_evlist *)&o;	/* must come back NULL */
		struct pms_diag d;
		int rc;

		o.flags = (refused[i].opt & O_STAT) ? 0 : PMS_EVLIST_ALL_TERMS;
		o.tracefs = (refused[i].opt & O_TRACEFS) ? tracefs : NULL;
		rc = pms_evlist_parse_opts(pms_model_find(refused[i].model), refused[i].text, &o, &ev,
					   &d);
		CHECK(t, ev == NULL, "%s: '%s': list not NULL", refused[i].src, refused[i].text);
		if (rc == PMS_OK) {
			t_fail(t, __FILE__, __LINE__, "%s: '%s' parsed", refused[i].src, refused[i].text);
			pms_evlist_free(ev);
			continue;
		}
		CHECK(t, rc == refused[i].rc && d.pos == refused[i].pos &&
		      strstr(d.msg, refused[i].msg), "%s: '%s': rc %d pos %zu '%s'", refused[i].src,
		      refused[i].text, rc, d.pos, d.msg);
	}
	remove_tracefs();
	return t_result(t);
}

/* Forms perf 6.12 takes that are not in its tests (the rule cited). */
static const struct pcase accepted[] = {
	/* parse-events.c:396-422 parse_events__decode_legacy_cache(): result before op */
	{ 404, NULL, 0, "L1-dcache-misses-load", "N=1", { "t=3 c=0x10000 nm=L1-dcache-misses-load" } },
	{ 404, NULL, 0, "LLC-miss-store", "N=1", { "t=3 c=0x10102" } },
	{ 404, NULL, 0, "dTLB-prefetch-misses", "N=1", { "t=3 c=0x10203" } },
	/* intel/core.c:5696 mem_ld_hsw, 5697 mem_st_hsw: sysfs events (PE_NAME sep_dc) */
	{ 5696, "skl,icl", 0, "mem-loads,mem-stores", "N=2",
	  { "t=4 c=0x1cd c1=3 nm=mem-loads", "t=4 c=0x82d0 nm=mem-stores" } },
	/* parse-events.l:211-212 CASE('b'), CASE('R') */
	{ 211, NULL, 0, "cycles:b", "N=1", { "hw=0 b !R" } },
	{ 212, NULL, 0, "cycles:R", "N=1", { "hw=0 R !b" } },
	/* parse-events.y:761 sep_dc may be empty after the ':' */
	{ 761, NULL, 0, "cycles:", "N=1", { "hw=0 !xu !xk" } },
	/* parse-events.y:468 event_legacy_tracepoint with tracefs: the id from events/.../id */
	{ 468, NULL, O_TRACEFS, "syscalls:sys_enter_openat,sched:*", "N=2",
	  { "t=2 c=101 nm=syscalls:sys_enter_openat", "t=2 c=200 nm=sched:sched_switch" } },
	/* parse-events.y:390 event_legacy_mem: mem:ADDR/LEN:rwx with a hex address */
	{ 390, NULL, 0, "mem:0x1000/8:x", "N=1", { "t=5 bpa=0x1000 bpt=4 bpl=8" } },
	/* pmu.c:444-453 perf_pmu__find_alias(): sysfs event names match in any case */
	{ 444, "skl", 0, "INSTRUCTIONS,CPU-Cycles:u", "N=2", { "hw=1 t=4", "hw=0 t=4 !xu xk" } },
	/* parse-events.c:1839 parse_events__modifier_list(): ':P' keeps precise_ip in perf stat */
	{ 1839, NULL, O_STAT, "cycles:P", "N=1", { "hw=0 P pip=0" } },
};

static enum t_result perf_accepted(struct tctx *t)
{
	if (!make_tracefs())
		return t_skip(t, "no temporary directory for a tracefs");
	run_table(t, "tools/perf/util (see comment)", accepted, T_ARRAY_SIZE(accepted),
		  PMS_EVLIST_ALL_TERMS);
	remove_tracefs();
	return t_result(t);
}

/* ---- by perf version ---- */

static const struct {
	const char *src;	/* the rule: file, function, version */
	const char *pv, *model, *text;
	int rc;
	const char *list;
	const char *ev[3];
} versions[] = {
	/* before arch_evlist__leader() (94dbfd6781a0, 5.17) nothing moves slots */
	{ "parse-events.c parse_events__set_leader(), 5.16", "5.16", "icl",
	  "{topdown-retiring,slots}", PMS_OK, "N=2 G=1", { "nm=topdown-retiring L=0", "nm=slots L=0" } },
	{ "arch/x86/util/evlist.c arch_evlist__leader(), 5.17: any slots leads", "5.17", "icl",
	  "{instructions,slots}", PMS_OK, "N=2 G=1", { "nm=slots L=0", "nm=instructions L=0" } },
	{ "arch_evlist__leader(), 5.17", "5.17", "icl",
	  "{cpu/topdown-fe-bound/,slots}", PMS_OK, "N=2", { "nm=slots", "nm=cpu/topdown-fe-bound/" } },
	{ "arch_evlist__leader(), 5.18 (bc355822f0d9): only with a name starting \"topdown\"", "5.18",
	  "icl", "{topdown-retiring,slots}", PMS_OK, "N=2", { "nm=slots", "nm=topdown-retiring" } },
	{ "arch_evlist__leader(), 5.18: cpu/topdown-fe-bound/ does not start with topdown", "5.18",
	  "icl", "{cpu/topdown-fe-bound/,slots}", PMS_OK, "N=2",
	  { "nm=cpu/topdown-fe-bound/ L=0", "nm=slots L=0" } },
	{ "arch_evlist__leader(), 5.18: slots alone stays", "5.18", "icl",
	  "{instructions,slots}", PMS_OK, "N=2", { "nm=instructions", "nm=slots" } },
	{ "arch_evlist__leader(), 5.19: strcasestr(name, \"topdown\")", "5.19", "icl",
	  "{cpu/topdown-fe-bound/,slots}", PMS_OK, "N=2", { "nm=slots", "nm=cpu/topdown-fe-bound/" } },
	{ "arch_evlist__leader(), 6.1", "6.1", "icl",
	  "{instructions,slots}", PMS_OK, "N=2", { "nm=instructions", "nm=slots" } },
	{ "arch_evlist__leader(), 6.1: no forced group before 6.4", "6.1", "icl",
	  "slots,topdown-retiring", PMS_OK, "N=2 G=0", { NULL } },
	/* 6.4 (347c2f0a0988): parse_events__sort_events_and_fix_groups(), arch_evlist__cmp() */
	{ "arch_evlist__cmp(), 6.12: slots sorts first", "6.12", "icl",
	  "{instructions,slots}", PMS_OK, "N=2 G=1", { "nm=slots L=0", "nm=instructions L=0" } },
	{ "arch_evsel__must_be_in_group(), 6.12: ungrouped TopDown events are grouped", "6.12",
	  "icl", "cycles,topdown-retiring,slots", PMS_OK, "N=3 G=1",
	  { "nm=cycles L=0", "nm=slots L=1 mem=2", "nm=topdown-retiring L=1" } },
	{ "evsel__compute_group_pmu_name(), 6.12: a group splits by PMU", "6.12", "skl",
	  "{cycles,power/energy-pkg/}", PMS_OK, "N=2 G=0", { "nm=cycles L=0", "L=1" } },
	{ "6.3: the kernel refuses the mixed group (EINVAL)", "6.3", "skl",
	  "{cycles,power/energy-pkg/}", PMS_EINVAL, NULL, { NULL } },
	{ "evsel__compute_group_pmu_name(), 6.12: software events keep the group's PMU", "6.12",
	  "skl", "{faults,cycles,cs}", PMS_OK, "N=3 G=1", { "*L=0" } },
	/* get_event_modifier() (6.9) against parse_events__modifier_list() (6.10) */
	{ "get_event_modifier(), 6.9: ':W' on an event is taken", "6.9", "skl",
	  "cycles:W", PMS_OK, "N=1", { "W" } },
	{ "parse_events__modifier_list(), 6.12", "6.12", "skl",
	  "cycles:W", PMS_ESYNTAX, NULL, { NULL } },
	{ "get_event_modifier(), 6.9: 'p' after 'G' keeps exclude_guest 0", "6.9", "skl",
	  "{cycles:G}:p", PMS_OK, "N=1", { "!xG xH pip=1" } },
	{ "parse_events__modifier_list(), 6.12: precise sets exclude_guest", "6.12", "skl",
	  "{cycles:G}:p", PMS_OK, "N=1", { "xG xH pip=1" } },
	{ "get_event_modifier(), 6.9: a group's modifiers reset sample_read", "6.9", "skl",
	  "{cycles:S,instructions}:u", PMS_OK, "N=2", { "*!S" } },
	{ "parse_events__modifier_list(), 6.12: sample_read stays", "6.12", "skl",
	  "{cycles:S,instructions}:u", PMS_OK, "N=2", { "S", "!S" } },
};

static enum t_result perf_versions(struct tctx *t)
{
	for (size_t i = 0; i < T_ARRAY_SIZE(versions); i++) {
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pcase c = { 0, versions[i].model, 0, versions[i].text, versions[i].list,
				   { versions[i].ev[0], versions[i].ev[1], versions[i].ev[2] } };
		struct pms_evlist *ev = NULL;
		struct pms_diag d;
		int rc;

		REQUIRE(t, pms_kver_parse(versions[i].pv, &o.perf_version, &d) == PMS_OK, "version");
		rc = pms_evlist_parse_opts(pms_model_find(versions[i].model), versions[i].text, &o,
					   &ev, &d);
		CHECK(t, rc == versions[i].rc, "%s: '%s': rc %d (%s)", versions[i].src,
		      versions[i].text, rc, d.msg);
		if (rc == PMS_OK) {
			char why[200] = "";
			bool ok = check_list(ev, c.list, why, sizeof(why));

			for (int k = 0, at = 0; ok && k < 3 && c.ev[k]; k++) {
				bool all = c.ev[k][0] == '*';

				for (int j = all ? 0 : at; ok && j < (all ? pms_evlist_count(ev) : at + 1); j++)
					ok = j < pms_evlist_count(ev) &&
					     check_event(pms_evlist_model(ev), ev, j, c.ev[k], why, sizeof(why));
				at += !all;
			}
			CHECK(t, ok, "%s: '%s' (perf %s): %s", versions[i].src, versions[i].text,
			      versions[i].pv, why);
			CHECK(t, pms_evlist_perf_version(ev) == o.perf_version, "version kept");
		}
		pms_evlist_free(ev);
	}
out:
	return t_result(t);
}

const struct t_case t_perf_parse_cases[] = {
	{ "parse_events_test_events", perf_events },
	{ "parse_events_test_events_pmu", perf_events_pmu },
	{ "parse_events_test_terms", perf_terms },
	{ "parse_events_test_pmu_events", perf_pmu_events },
	{ "evsel_roundtrip_name", perf_roundtrip },
	{ "attr_tests", perf_attr },
	{ "stat_sh", perf_stat_sh },
	{ "refused", perf_refused },
	{ "accepted", perf_accepted },
	{ "by_perf_version", perf_versions },
	{ NULL, NULL }
};
