/*
 * The names a model accepts, per perf release: pms_model_for_each_event_name_opts()
 * (evlist_names.c) and pms_uncore_for_each_event_name_for() (uncore.c), and
 * 'events --list' built on them.  The release's names come from that tree's
 * tools/perf/pmu-events/arch/x86/<dir> JSON (models/events/, models/uncore/,
 * generated from Linux 6.12.117 and 7.3.4); each is checked against the
 * event parser of the same release.
 */
#include <stdlib.h>
#include "../test.h"

struct names {
	char **v;
	size_t n, cap;
	bool oom;
};

static void collect(void *ctx, const char *name)
{
	struct names *s = ctx;

	if (s->oom)
		return;
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 512;
		char **v = realloc(s->v, cap * sizeof(*v));

		if (!v) {
			s->oom = true;
			return;
		}
		s->v = v;
		s->cap = cap;
	}
	if (!(s->v[s->n] = strdup(name)))
		s->oom = true;
	else
		s->n++;
}

static void names_free(struct names *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

static bool has(const struct names *s, const char *name)
{
	for (size_t i = 0; i < s->n; i++)
		if (!strcmp(s->v[i], name))
			return true;
	return false;
}

/* Whether name @i of @s came before it too. */
static bool has_before(const struct names *s, size_t i)
{
	for (size_t k = 0; k < i; k++)
		if (!strcmp(s->v[k], s->v[i]))
			return true;
	return false;
}

/* The core names of @model under perf @pv (0: by @kver, the library's rule). */
static int core_names(const char *model, uint32_t pv, uint32_t kver, struct names *s)
{
	struct pms_env env = PMS_ENV_DEFAULT;
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;

	env.kver = kver;
	o.env = &env;
	o.perf_version = pv;
	return pms_model_for_each_event_name_opts(pms_model_find(model), &o, collect, s);
}

/*
 * Names one release's JSON has and the other's lacks (both trees'
 * tools/perf/pmu-events/arch/x86/...):
 * - amdzen5/load-store.json: 7.3.4 has ls_dmnd_fills_from_sys.dram_io_all
 *   (EventCode 0x43, UMask 0x48); 6.12.117 does not.  6.12.117 has
 *   ls_any_fills_from_sys.all_dram_io (0x44, 0x48), which 7.3.4 dropped for
 *   ls_any_fills_from_sys.dram_io_all (in both).
 * - alderlake/pipeline.json: ARITH.DIV_UOPS (cpu_core) is in 7.3.4's
 *   (mapfile v1.40), not in 6.12.117's (v1.27).
 * - sapphirerapids/uncore-cache.json: UNC_CHA_DISTRESS_ASSERTED.DPT_NONLOCAL
 *   (uncore_cha, 0xaf, UMask 0x8) is in 7.3.4's only.
 * zen5 has no libpfm4 PMU here and adl's libpfm4 table lacks both names,
 * so only the release's perf table can offer them.
 */
static enum t_result release_names(struct tctx *t)
{
	static const struct {
		const char *model, *name;
		bool in_6_12, in_7_3;
	} cases[] = {
		{ "zen5", "ls_dmnd_fills_from_sys.dram_io_all", false, true },
		{ "zen5", "ls_any_fills_from_sys.all_dram_io", true, false },
		{ "zen5", "ls_any_fills_from_sys.dram_io_all", true, true },
		{ "adl", "arith.div_uops", false, true },
	};

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		/* by --perf-version, then by the kernel alone (no perf version given) */
		for (int by_kernel = 0; by_kernel < 2; by_kernel++) {
			struct names a = { 0 }, b = { 0 };
			uint32_t v612 = PMS_KVER(6, 12), v73 = PMS_KVER(7, 3);

			CHECK(t, core_names(cases[i].model, by_kernel ? 0 : v612, by_kernel ? v612 : 0,
					    &a) == PMS_OK && !a.oom, "%s 6.12", cases[i].model);
			CHECK(t, core_names(cases[i].model, by_kernel ? 0 : v73, by_kernel ? v73 : 0,
					    &b) == PMS_OK && !b.oom, "%s 7.3", cases[i].model);
			CHECK(t, has(&a, cases[i].name) == cases[i].in_6_12, "%s %s at 6.12 (%s): %d",
			      cases[i].model, cases[i].name, by_kernel ? "kernel" : "perf", !cases[i].in_6_12);
			CHECK(t, has(&b, cases[i].name) == cases[i].in_7_3, "%s %s at 7.3 (%s): %d",
			      cases[i].model, cases[i].name, by_kernel ? "kernel" : "perf", !cases[i].in_7_3);
			names_free(&a);
			names_free(&b);
		}
	}
	{
		struct names a = { 0 }, b = { 0 };
		const char *unc = "unc_cha_distress_asserted.dpt_nonlocal";

		pms_uncore_for_each_event_name_for(pms_model_find("spr"), PMS_KVER(6, 12), collect, &a);
		pms_uncore_for_each_event_name_for(pms_model_find("spr"), PMS_KVER(7, 3), collect, &b);
		CHECK(t, a.n > 1000 && !has(&a, unc), "6.12: %zu names", a.n);
		CHECK(t, b.n > a.n && has(&b, unc), "7.3: %zu names", b.n);
		names_free(&a);
		/* the 6.12 wrapper keeps its list */
		pms_uncore_for_each_event_name(pms_model_find("spr"), collect, &a);
		CHECK(t, !has(&a, unc) && a.n < b.n, "wrapper: %zu names", a.n);
		names_free(&a);
		names_free(&b);
	}
	return t_result(t);
}

/* Whether the parser of @o takes @name alone. */
static int parses(const struct pms_model *m, const char *name, const struct pms_evlist_opts *o)
{
	struct pms_evlist *ev = NULL;
	int rc = pms_evlist_parse_opts(m, name, o, &ev, NULL);

	pms_evlist_free(ev);
	return rc;
}

/*
 * Every name listed parses at its release, each once, in the same order
 * on a second call; and every name of the release's perf table that the
 * parser takes is listed (what is left out is what the parser refuses).
 * A few models of each vendor and arm64, at 6.1, 6.12 and 7.3.
 */
static enum t_result listed_names_parse(struct tctx *t)
{
	static const char *const models[] = { "skl", "spr", "adl", "zen4", "zen5", "neoverse-n1" };
	static const uint32_t rels[] = { PMS_KVER(6, 1), PMS_KVER(6, 12), PMS_KVER(7, 3) };

	for (size_t mi = 0; mi < T_ARRAY_SIZE(models); mi++) {
		const struct pms_model *m = pms_model_find(models[mi]);

		REQUIRE(t, m, "no model %s", models[mi]);
		for (size_t ri = 0; ri < T_ARRAY_SIZE(rels); ri++) {
			struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
			const struct pms_perf_table *tab = pms_model_perf_table_for(m, rels[ri]);
			struct names a = { 0 }, b = { 0 };
			size_t bad = 0, missing = 0;

			o.perf_version = rels[ri];
			CHECK(t, pms_model_for_each_event_name_opts(m, &o, collect, &a) == PMS_OK &&
			      !a.oom, "%s %u", models[mi], rels[ri]);
			pms_model_for_each_event_name_opts(m, &o, collect, &b);
			/* 6.1.176's mapfile.csv has no amdzen5 row: zen5 then has only
			 * perf's fixed names (45: 14 generic, 15 software, 16 cache) */
			CHECK(t, a.n == b.n && (tab ? a.n > 100 : a.n == 45), "%s %u: %zu then %zu names",
			      models[mi], rels[ri], a.n, b.n);
			for (size_t i = 0; i < a.n && i < b.n; i++) {
				const char *why = strcmp(a.v[i], b.v[i]) ? "another order" :
						  has_before(&a, i) ? "listed twice" :
						  parses(m, a.v[i], &o) != PMS_OK ? "does not parse" :
						  NULL;

				if (why && bad++ < 3)
					CHECK(t, 0, "%s %u: '%s' %s", models[mi], rels[ri], a.v[i], why);
			}
			CHECK(t, bad == 0, "%s %u: %zu bad names", models[mi], rels[ri], bad);
			for (size_t i = 0; tab && i < pms_perf_table_n_events(tab); i++) {
				struct pms_perf_event e;

				if (pms_perf_event_at(tab, i, &e) == PMS_OK &&
				    parses(m, e.name, &o) == PMS_OK && !has(&a, e.name) && missing++ < 3)
					CHECK(t, 0, "%s %u: '%s' parses, not listed", models[mi], rels[ri],
					      e.name);
			}
			CHECK(t, missing == 0, "%s %u: %zu names not listed", models[mi], rels[ri],
			      missing);
			names_free(&a);
			names_free(&b);
		}
	}
	{
		/* the box PMUs' names of each release parse at that release too */
		const struct pms_model *m = pms_model_find("spr");
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct names a = { 0 };
		size_t bad = 0;

		o.perf_version = PMS_KVER(7, 3);
		pms_uncore_for_each_event_name_for(m, o.perf_version, collect, &a);
		for (size_t i = 0; i < a.n; i++)
			if (parses(m, a.v[i], &o) != PMS_OK && bad++ < 3)
				CHECK(t, 0, "spr 7.3 uncore '%s'", a.v[i]);
		CHECK(t, bad == 0 && a.n > 1000, "%zu of %zu", bad, a.n);
		names_free(&a);
	}
out:
	return t_result(t);
}

/*
 * The old entry point is the 6.12 release with the default environment
 * (pms_evlist_parse()'s), and the options are checked as the parser's are.
 */
static enum t_result wrapper_and_opts(struct tctx *t)
{
	const struct pms_model *m = pms_model_find("icl");
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct names a = { 0 }, b = { 0 };
	bool same;

	pms_model_for_each_event_name(m, collect, &a);
	o.perf_version = PMS_PERF_NEWEST;
	CHECK(t, pms_model_for_each_event_name_opts(m, &o, collect, &b) == PMS_OK, "icl");
	same = a.n == b.n && a.n > 100;
	for (size_t i = 0; same && i < a.n; i++)
		same = !strcmp(a.v[i], b.v[i]);
	CHECK(t, same, "%zu vs %zu names", a.n, b.n);
	/* perf's order: generic names first, the TopDown events before the JSON */
	CHECK(t, a.n > 3 && !strcmp(a.v[0], "cycles") && has(&a, "slots") &&
	      has(&a, "topdown-retiring") && !has(&a, "topdown-heavy-ops"),
	      "icl (4 TopDown metrics): %s", a.n ? a.v[0] : "");
	names_free(&a);
	names_free(&b);
	o.sz = 0;
	CHECK(t, pms_model_for_each_event_name_opts(m, &o, collect, &a) == PMS_EINVAL && !a.n,
	      "sz 0");
	CHECK(t, pms_model_for_each_event_name_opts(NULL, NULL, collect, &a) == PMS_EINVAL, "NULL");
	CHECK(t, pms_model_for_each_event_name_opts(m, NULL, collect, &a) == PMS_OK && a.n > 100,
	      "NULL opts: %zu", a.n);
	names_free(&a);
	return t_result(t);
}

/*
 * 'events --list' uses the release the command resolved: --kernel alone
 * (the library's perf-for-kernel rule), or --perf-version over it.
 */
static enum t_result cli_list_release(struct tctx *t)
{
	static const struct {
		const char *args;
		bool has_new, has_old;
	} cases[] = {
		{ "--kernel 7.3", true, false },
		{ "--kernel 6.12", false, true },
		{ "--kernel 6.12 --perf-version 7.3", true, false },
		{ "--kernel 7.3 --perf-version 6.12", false, true },
	};
	char args[200];
	const char *out, *err;

	for (size_t i = 0; i < T_ARRAY_SIZE(cases); i++) {
		snprintf(args, sizeof(args), "events --list --cpu zen5 %s 'ls_*_fills_from_sys.*dram_io*'",
			 cases[i].args);
		CHECK(t, t_cli(args, &out, &err) == 0, "%s: %s", args, err);
		CHECK(t, (strstr(out, "\nls_dmnd_fills_from_sys.dram_io_all ") != NULL) ==
		      cases[i].has_new, "%s: %s", args, out);
		CHECK(t, (strstr(out, "\nls_any_fills_from_sys.all_dram_io ") != NULL) ==
		      cases[i].has_old, "%s: %s", args, out);
		CHECK(t, strstr(out, cases[i].has_new ? "(Linux 7.3.4)" : "(Linux 6.12.117)"),
		      "%s: %s", args, out);
	}
	CHECK(t, t_cli("events --list --cpu spr --kernel 7.3 'unc_cha_distress_asserted.*'",
		       &out, &err) == 0 && strstr(out, "\nunc_cha_distress_asserted.dpt_nonlocal "),
	      "%s", out);
	CHECK(t, t_cli("events --list --cpu spr --kernel 6.12 'unc_cha_distress_asserted.*'",
		       &out, &err) == 0 && !strstr(out, "dpt_nonlocal"), "%s", out);
	return t_result(t);
}

/*
 * A release without a JSON directory for the CPU has no uncore JSON names
 * either: perf's mapfile.csv maps a CPUID to one directory holding the core
 * and the uncore files.  6.1.176's arch/x86/mapfile.csv has no AuthenticAMD
 * family 0x1a row (amdzen5 came in a later release), so perf 6.1 on zen5 knows no
 * amdzen5 uncore event (l3_lookup_state.all_coherent_accesses_to_l3,
 * amdzen5/l3-cache.json in 6.12.117), where 6.12 does; spr's directory is
 * in both, and so are its uncore names (unc_cha_clockticks).
 */
static enum t_result uncore_needs_directory(struct tctx *t)
{
	const struct pms_model *zen5 = pms_model_find("zen5"), *spr = pms_model_find("spr");
	struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
	struct names a = { 0 }, b = { 0 };

	REQUIRE(t, zen5 && spr, "models");
	pms_uncore_for_each_event_name_for(zen5, PMS_KVER(6, 1), collect, &a);
	pms_uncore_for_each_event_name_for(zen5, PMS_KVER(6, 12), collect, &b);
	CHECK(t, a.n == 0 && has(&b, "l3_lookup_state.all_coherent_accesses_to_l3"),
	      "zen5 uncore names: 6.1 %zu, 6.12 %zu", a.n, b.n);
	o.perf_version = PMS_KVER(6, 1);
	CHECK(t, parses(zen5, "l3_lookup_state.all_coherent_accesses_to_l3", &o) != PMS_OK,
	      "6.1 parses a zen5 uncore name");
	CHECK(t, parses(spr, "unc_cha_clockticks", &o) == PMS_OK, "6.1 spr uncore");
	o.perf_version = PMS_KVER(6, 12);
	CHECK(t, parses(zen5, "l3_lookup_state.all_coherent_accesses_to_l3", &o) == PMS_OK,
	      "6.12 zen5 uncore");
out:
	names_free(&a);
	names_free(&b);
	return t_result(t);
}

const struct t_case t_event_names_cases[] = {
	{ "release_names", release_names },
	{ "listed_names_parse", listed_names_parse },
	{ "wrapper_and_opts", wrapper_and_opts },
	{ "cli_list_release", cli_list_release },
	{ "uncore_needs_directory", uncore_needs_directory },
	{ NULL, NULL },
};
