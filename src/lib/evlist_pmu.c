/*
 * The core PMU ("cpu") as perf finds it in sysfs on the modelled CPU: its
 * events/ directory (the aliases "cpu/mem-loads/", "slots", ...) and its
 * format/ directory (the terms "event=", "umask=", ...), plus the other
 * PMU names the parser knows.
 *
 * Sources, all Linux 6.12: arch/x86/events/core.c events_attr[] with
 * is_visible() (a generic event is listed when the kernel maps it to a
 * non-zero config; its text is that config), arch/x86/events/intel/core.c
 * intel_pmu_init() (mem_attr, td_attr, tsx_attr, extra_attr per model;
 * the EVENT_ATTR_STR strings), PMU_FORMAT_ATTR in intel/core.c and
 * amd/core.c.  TSX events are listed as on a CPU that enumerates RTM
 * (tsx_is_visible()); branch-brs (AMD BRS) is not modelled.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "evlist_int.h"

enum era {
	ERA_NONE = 0, ERA_NHM = 1 << 0, ERA_SNB = 1 << 1, ERA_HSW = 1 << 2, ERA_SKL = 1 << 3,
	ERA_ICL = 1 << 4, ERA_SPR = 1 << 5, ERA_AMD = 1 << 6,
	ERA_HCORE = 1 << 7,	/* hybrid cpu_core: adl_hybrid_mem/tsx attrs (hybrid_big) */
	ERA_HCORE_AUX = 1 << 8,	/* ADL/RPL only: mem-loads-aux (adl_hybrid_mem_attrs) */
	ERA_HATOM = 1 << 9,	/* hybrid cpu_atom: the hybrid_big_small strings' atom half */
	ERA_HATOM_LNL = 1 << 10,	/* LNL/ARL/ARL-H/PTL atom: lnl_hybrid_events_attrs,
					 * td_*_arl_h's first strings; CWF's skt_events_attrs */
	ERA_GRT = 1 << 11,	/* one-PMU Gracemont/Crestmont: grt_mem_attrs, tnt/cmt td_attr */
	ERA_CMT = 1 << 12,	/* Crestmont: cmt_events_attrs */
};
#define ERA_V5 (ERA_ICL | ERA_SPR | ERA_HCORE | ERA_HATOM | ERA_GRT)	/* AnyThread deprecated */
#define ERA_ATOMS (ERA_HATOM | ERA_GRT)

/* The hybrid and E-core eras (intel_pmu_init 6.12: td_attr, mem_attr per case). */
static unsigned hybrid_era(const struct pms_model *m)
{
	const char *plat = pms_model_name(pms_model_platform(m));
	bool lnl = !strcmp(plat, "lnl") || !strcmp(plat, "arl") || !strcmp(plat, "arl-h") ||
		   !strcmp(plat, "ptl");

	if (!strcmp(pms_model_pmu_name(m), "cpu_core"))
		return ERA_HCORE | (!strcmp(plat, "adl") || !strcmp(plat, "rpl") ? ERA_HCORE_AUX : 0);
	if (!strcmp(pms_model_pmu_name(m), "cpu_atom"))
		return ERA_HATOM | (lnl ? ERA_HATOM_LNL : 0);
	/* ARL-H's tiny PMU: the third strings of td_*_arl_h and mem_*_arl_h
	 * are the ADL atom ones (d3fe6f0a4372, 6.13-rc1) */
	if (!strcmp(pms_model_pmu_name(m), "cpu_lowpower"))
		return ERA_HATOM;
	if (!strcmp(plat, "adl-n"))
		return ERA_GRT;
	if (!strcmp(plat, "srf") || !strcmp(plat, "grr"))
		return ERA_GRT | ERA_CMT;
	/* Darkmont server: skt_events_attrs (td_bad_spec_cmt among them),
	 * grt_mem_attrs (48d66c89dce1, 6.16-rc1) */
	if (!strcmp(plat, "cwf"))
		return ERA_GRT | ERA_CMT | ERA_HATOM_LNL;
	return ERA_NONE;
}

static unsigned model_era(const struct pms_model *m)
{
	static const struct { const char *pfx; unsigned era; } map[] = {
		{ "nhm", ERA_NHM }, { "wsm", ERA_NHM }, { "snb", ERA_SNB }, { "ivb", ERA_SNB },
		{ "hsw", ERA_HSW }, { "bdw", ERA_HSW }, { "skl", ERA_SKL }, { "skx", ERA_SKL },
		{ "clx", ERA_SKL }, { "icl", ERA_ICL }, { "icx", ERA_ICL }, { "spr", ERA_SPR },
	};
	const char *pfm = pms_model_pfm_pmu(m);

	if (pms_model_vendor(m) == PMS_VENDOR_AMD)
		return ERA_AMD;
	if (hybrid_era(m))
		return hybrid_era(m);
	for (size_t i = 0; pfm && i < PMS_ARRAY_SIZE(map); i++)
		if (!strncmp(pfm, map[i].pfx, strlen(map[i].pfx)))
			return map[i].era;
	return ERA_NONE;
}

#define HT_VARIANT 1	/* EVENT_ATTR_STR_HT: config2 of the row is the HT text */

static const struct alias_row {
	const char *name;
	uint64_t config, config1;
	unsigned eras;
	unsigned flags;
	uint64_t config_ht;	/* HT_VARIANT: encoding with SMT on */
} rows[] = {
	/* mem_attr: nhm/snb/hsw/glc_mem_events_attrs, icl_events_attrs */
	{ "mem-loads", 0x100b, 3, ERA_NHM, 0, 0 },
	{ "mem-loads", 0x01cd, 3, ERA_SNB | ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
	{ "mem-stores", 0x02cd, 0, ERA_SNB | ERA_SPR, 0, 0 },
	{ "mem-stores", 0x82d0, 0, ERA_HSW | ERA_SKL | ERA_ICL, 0, 0 },
	{ "mem-loads-aux", 0x8203, 0, ERA_SPR | ERA_HCORE_AUX, 0, 0 },
	/* hybrid (mem_ld_adl, mem_st_adl: atom;core halves) and grt_mem_attrs */
	{ "mem-loads", 0x01cd, 3, ERA_HCORE, 0, 0 },
	{ "mem-stores", 0x02cd, 0, ERA_HCORE, 0, 0 },
	{ "mem-loads", 0x05d0, 3, ERA_ATOMS, 0, 0 },
	{ "mem-stores", 0x06d0, 0, ERA_ATOMS, 0, 0 },
	/* atom TopDown: td_*_adl atom halves (ADL, MTL), td_*_lnl, tnt/cmt_events_attrs */
	{ "topdown-retiring", 0x02c2, 0, ERA_HATOM_LNL, 0, 0 },
	{ "topdown-fe-bound", 0x019c, 0, ERA_HATOM_LNL, 0, 0 },
	{ "topdown-be-bound", 0x02a4, 0, ERA_HATOM_LNL, 0, 0 },
	{ "topdown-retiring", 0x0072, 0, ERA_CMT, 0, 0 },
	{ "topdown-bad-spec", 0x0073, 0, ERA_CMT | ERA_HATOM, 0, 0 },
	{ "topdown-retiring", 0x00c2, 0, ERA_HATOM | ERA_GRT, 0, 0 },
	{ "topdown-bad-spec", 0x0673, 0, ERA_GRT, 0, 0 },
	{ "topdown-fe-bound", 0x0071, 0, ERA_HATOM | ERA_GRT, 0, 0 },
	{ "topdown-be-bound", 0x0074, 0, ERA_HATOM | ERA_GRT, 0, 0 },
	/* td_attr: snb_events_attrs, hsw_events_attrs */
	{ "topdown-total-slots", 0x3c, 0, ERA_SNB | ERA_HSW | ERA_SKL, HT_VARIANT, 0x20003c },
	{ "topdown-slots-issued", 0x010e, 0, ERA_SNB | ERA_HSW | ERA_SKL, 0, 0 },
	{ "topdown-slots-retired", 0x02c2, 0, ERA_SNB | ERA_HSW | ERA_SKL, 0, 0 },
	{ "topdown-fetch-bubbles", 0x019c, 0, ERA_SNB | ERA_HSW | ERA_SKL, 0, 0 },
	{ "topdown-recovery-bubbles", 0x0100030d, 0, ERA_SNB | ERA_HSW | ERA_SKL, HT_VARIANT,
	  0x0120030d },
	/* tsx_attr: hsw_tsx_events_attrs, icl_tsx_events_attrs, glc_tsx_events_attrs */
	{ "tx-start", 0x01c9, 0, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
	{ "tx-commit", 0x02c9, 0, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
	{ "tx-abort", 0x04c9, 0, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
	{ "tx-capacity", 0x0254, 0, ERA_HSW | ERA_SKL, 0, 0 },
	{ "tx-capacity-read", 0x8054, 0, ERA_ICL | ERA_SPR, 0, 0 },
	{ "tx-capacity-write", 0x0254, 0, ERA_ICL | ERA_SPR, 0, 0 },
	{ "tx-conflict", 0x0154, 0, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
	{ "el-start", 0x01c8, 0, ERA_HSW | ERA_SKL | ERA_ICL, 0, 0 },
	{ "el-commit", 0x02c8, 0, ERA_HSW | ERA_SKL | ERA_ICL, 0, 0 },
	{ "el-abort", 0x04c8, 0, ERA_HSW | ERA_SKL | ERA_ICL, 0, 0 },
	{ "el-capacity", 0x0254, 0, ERA_HSW | ERA_SKL, 0, 0 },
	{ "el-capacity-read", 0x8054, 0, ERA_ICL, 0, 0 },
	{ "el-capacity-write", 0x0254, 0, ERA_ICL, 0, 0 },
	{ "el-conflict", 0x0154, 0, ERA_HSW | ERA_SKL | ERA_ICL, 0, 0 },
	{ "cycles-t", UINT64_C(0x10000003c), 0, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
	{ "cycles-ct", UINT64_C(0x30000003c), 0, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR, 0, 0 },
};

/* icl/glc_td_events_attrs: "event=0x00,umask=0x4" and umask 0x80 + k. */
static const char *const td_names[] = {
	"topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};

/* events_attr[] in arch/x86/events/core.c, PERF_COUNT_HW_* order. */
static const char *const generic_sysfs[] = {
	"cpu-cycles", "instructions", "cache-references", "cache-misses",
	"branch-instructions", "branch-misses", "bus-cycles", "stalled-cycles-frontend",
	"stalled-cycles-backend", "ref-cycles",
};

static bool same(const char *a, size_t alen, const char *b)
{
	return strlen(b) == alen && !strncasecmp(a, b, alen);
}

/*
 * arm64 sysfs events: Apple's m1_pmu_event_attrs ("cycles", "instructions";
 * apple_m1_cpu_pmu.c 6.1, 6.12).  PMUv3's armv8_pmuv3_event_attrs are the
 * architected names perf's JSON for the core also carries, shown only where
 * PMCEID has the event; the JSON table stands in for them.
 */
static bool arm_alias(const struct pms_model *m, const char *name, size_t len,
		      struct pmsi_alias *out)
{
	if (pms_model_alloc(m) != PMS_ALLOC_APPLE)
		return false;
	if (same(name, len, "cycles")) {
		out->config = 0x02;
		out->name = "cycles";
		return true;
	}
	if (same(name, len, "instructions")) {
		out->config = 0x8c;
		out->name = "instructions";
		return true;
	}
	return false;
}

bool pmsi_core_alias(const struct pms_model *m, const struct pms_env *env, const char *name,
		     size_t len, struct pmsi_alias *out)
{
	struct pms_env def = PMS_ENV_DEFAULT;
	unsigned era = model_era(m);
	int n_td = pms_model_n_metrics(m);

	if (!env)
		env = &def;
	memset(out, 0, sizeof(*out));
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		return arm_alias(m, name, len, out);
	for (int g = 0; g < PMS_HW_MAX; g++) {
		uint64_t config;

		if (same(name, len, generic_sysfs[g]) &&
		    pms_model_generic(m, env, (enum pms_generic)g, &config) == PMS_OK && config) {
			out->config = config;
			out->name = generic_sysfs[g];
			return true;
		}
	}
	if (n_td > 0 && same(name, len, "slots")) {
		out->config = 0x0400;
		out->td = PMS_TD_SLOTS;
		out->name = "slots";
		return true;
	}
	for (int k = 0; k < n_td && k < (int)PMS_ARRAY_SIZE(td_names); k++) {
		if (same(name, len, td_names[k])) {
			out->config = 0x8000 + ((uint64_t)k << 8);
			out->td = PMS_TD_METRIC;
			out->metric = k;
			out->name = td_names[k];
			return true;
		}
	}
	for (size_t i = 0; i < PMS_ARRAY_SIZE(rows); i++) {
		if (!(rows[i].eras & era) || !same(name, len, rows[i].name))
			continue;
		out->config = (rows[i].flags & HT_VARIANT) && env->ht ? rows[i].config_ht
								      : rows[i].config;
		out->config1 = rows[i].config1;
		out->name = rows[i].name;
		return true;
	}
	return false;
}

/* ---- format/ ---- */

static const struct fmt_row {
	struct pmsi_format f;
	unsigned eras;		/* 0: every Intel model */
	bool not_icl;		/* AnyThread deprecated (perfmon v5: ICL, SPR) */
} intel_fmt[] = {
	{ { "event", 0, 0, 8, 0, 0 }, 0, false },
	{ { "umask", 0, 8, 8, 0, 0 }, 0, false },
	{ { "edge", 0, 18, 1, 0, 0 }, 0, false },
	{ { "pc", 0, 19, 1, 0, 0 }, 0, false },
	{ { "any", 0, 21, 1, 0, 0 }, 0, true },
	{ { "inv", 0, 23, 1, 0, 0 }, 0, false },
	{ { "cmask", 0, 24, 8, 0, 0 }, 0, false },
	{ { "in_tx", 0, 32, 1, 0, 0 }, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR | ERA_HCORE, false },
	{ { "in_tx_cp", 0, 33, 1, 0, 0 }, ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR | ERA_HCORE, false },
	{ { "offcore_rsp", 1, 0, 64, 0, 0 },
	  ERA_NHM | ERA_SNB | ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR | ERA_HCORE | ERA_ATOMS, false },
	{ { "ldlat", 1, 0, 16, 0, 0 },
	  ERA_NHM | ERA_SNB | ERA_HSW | ERA_SKL | ERA_ICL | ERA_SPR | ERA_HCORE | ERA_ATOMS, false },
	{ { "frontend", 1, 0, 24, 0, 0 }, ERA_SKL | ERA_ICL | ERA_SPR | ERA_HCORE, false },
};

static const struct pmsi_format amd_fmt[] = {
	{ "event", 0, 0, 8, 32, 4 },
	{ "umask", 0, 8, 8, 0, 0 },
	{ "edge", 0, 18, 1, 0, 0 },
	{ "inv", 0, 23, 1, 0, 0 },
	{ "cmask", 0, 24, 8, 0, 0 },
};

/*
 * arm64 format/ (6.12: ATTR_CFG_FLD_* in arm_pmuv3.c, PMU_FORMAT_ATTR in
 * apple_m1_cpu_pmu.c), with the kernel that added each: long 4.19
 * (approx), rdpmc 5.17, the threshold fields 6.8 (laid out as 6.12 has them).
 */
static const struct arm_fmt {
	struct pmsi_format f;
	uint32_t since;
} armv8_fmt[] = {
	{ { "event", 0, 0, 16, 0, 0 }, 0 },
	{ { "long", 1, 0, 1, 0, 0 }, PMS_KVER_RC(4, 19, 1) },
	{ { "rdpmc", 1, 1, 1, 0, 0 }, PMS_KVER_RC(5, 17, 1) },
	{ { "threshold_count", 1, 2, 1, 0, 0 }, PMS_KVER_RC(6, 8, 1) },
	{ { "threshold_compare", 1, 3, 2, 0, 0 }, PMS_KVER_RC(6, 8, 1) },
	{ { "threshold", 1, 5, 12, 0, 0 }, PMS_KVER_RC(6, 8, 1) },
}, apple_fmt[] = {
	{ { "event", 0, 0, 8, 0, 0 }, 0 },
};

/* The arm64 format rows of @m in force for @env's kernel (NULL env: newest). */
static const struct arm_fmt *arm_fmt_at(const struct pms_model *m, const struct pms_env *env,
					size_t i)
{
	uint32_t k = env && env->kver ? env->kver : PMS_KVER_NEWEST;
	bool apple = pms_model_alloc(m) == PMS_ALLOC_APPLE;
	size_t n = apple ? PMS_ARRAY_SIZE(apple_fmt) : PMS_ARRAY_SIZE(armv8_fmt);
	const struct arm_fmt *t = apple ? apple_fmt : armv8_fmt;

	for (size_t j = 0; j < n; j++)
		if (k >= t[j].since && !i--)
			return &t[j];
	return NULL;
}

static bool fmt_present(const struct fmt_row *r, unsigned era)
{
	if (r->not_icl && (era & ERA_V5))
		return false;
	return !r->eras || (r->eras & era);
}

const struct pmsi_format *pmsi_core_format(const struct pms_model *m, const struct pms_env *env,
					   const char *key, size_t klen)
{
	unsigned era = model_era(m);

	if (pms_model_alloc(m) != PMS_ALLOC_X86) {
		const struct arm_fmt *a;

		for (size_t i = 0; (a = arm_fmt_at(m, env, i)); i++)
			if (strlen(a->f.name) == klen && !strncmp(a->f.name, key, klen))
				return &a->f;
		return NULL;
	}
	if (era == ERA_AMD) {
		for (size_t i = 0; i < PMS_ARRAY_SIZE(amd_fmt); i++)
			if (strlen(amd_fmt[i].name) == klen && !strncmp(amd_fmt[i].name, key, klen))
				return &amd_fmt[i];
		return NULL;
	}
	for (size_t i = 0; i < PMS_ARRAY_SIZE(intel_fmt); i++)
		if (fmt_present(&intel_fmt[i], era) && strlen(intel_fmt[i].f.name) == klen &&
		    !strncmp(intel_fmt[i].f.name, key, klen))
			return &intel_fmt[i].f;
	return NULL;
}

void pmsi_core_format_list(const struct pms_model *m, const struct pms_env *env, char *buf,
			   size_t n)
{
	unsigned era = model_era(m);
	const struct arm_fmt *a;
	size_t at = 0;

	if (!n)
		return;
	buf[0] = '\0';
	for (size_t i = 0; pms_model_alloc(m) != PMS_ALLOC_X86 && (a = arm_fmt_at(m, env, i)); i++) {
		int w = snprintf(buf + at, n - at, "%s%s", i ? ", " : "", a->f.name);

		if (w < 0 || (size_t)w >= n - at)
			break;
		at += (size_t)w;
	}
	if (pms_model_alloc(m) != PMS_ALLOC_X86)
		return;
	for (size_t i = 0; i < PMS_ARRAY_SIZE(intel_fmt) + PMS_ARRAY_SIZE(amd_fmt); i++) {
		const char *name;
		int w;

		if (era == ERA_AMD) {
			if (i >= PMS_ARRAY_SIZE(amd_fmt))
				break;
			name = amd_fmt[i].name;
		} else {
			if (i >= PMS_ARRAY_SIZE(intel_fmt))
				break;
			if (!fmt_present(&intel_fmt[i], era))
				continue;
			name = intel_fmt[i].f.name;
		}
		w = snprintf(buf + at, n - at, "%s%s", at ? ", " : "", name);
		if (w < 0 || (size_t)w >= n - at)
			break;
		at += (size_t)w;
	}
}

static uint64_t low_bits(unsigned bits)
{
	return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
}

uint64_t pmsi_format_max(const struct pmsi_format *f)
{
	return low_bits((unsigned)f->bits + f->bits2);
}

void pmsi_format_apply(const struct pmsi_format *f, uint64_t v, uint64_t regs[4])
{
	regs[f->reg] |= (v & low_bits(f->bits)) << f->lo;
	if (f->bits2 && f->bits < 64)
		regs[f->reg] |= ((v >> f->bits) & low_bits(f->bits2)) << f->lo2;
}

/* ---- PMUs by name ---- */

/*
 * perf_pmu__match_ignoring_suffix() (util/pmu.c 6.12): @name is @tok
 * followed by nothing, or by an optional '_' and digits (hex digits only
 * when more than two), as "armv8_pmuv3" names "armv8_pmuv3_0".
 */
static bool match_ignoring_suffix(const char *name, const char *tok, size_t tlen)
{
	const char *q;
	bool hex = false;
	size_t n;

	if (strncmp(name, tok, tlen) || strlen(name) < tlen)
		return false;
	q = name + tlen;
	if (!*q)
		return true;
	if (*q == '_')
		q++;
	for (n = 0; q[n]; n++) {
		if (!isxdigit((unsigned char)q[n]))
			return false;
		hex |= !isdigit((unsigned char)q[n]);
	}
	return n && (!hex || n > 2);
}

/*
 * The platform's core PMU a PMU name denotes, or -1: on a hybrid its exact
 * sysfs name (cpu_core); on arm64 the sysfs name, the devicetree name
 * (armv8_neoverse_n1: a real machine has one of the two) or the name
 * without its numeric suffix (armv8_pmuv3, parse_events_multi_pmu_add_or_
 * add_pmu()'s wildcard match, parse-events.c 6.12).
 */
int pmsi_core_pmu_named(const struct pms_model *plat, const char *s, size_t len)
{
	bool arm = pms_model_alloc(plat) != PMS_ALLOC_X86;
	char tok[64];

	if (!arm && !pms_model_is_hybrid(plat))
		return -1;
	snprintf(tok, sizeof(tok), "%.*s", (int)(len < sizeof(tok) ? len : sizeof(tok) - 1), s);
	for (size_t k = 0; k < pms_model_n_pmus(plat); k++) {
		const struct pms_model *m = pms_model_pmu(plat, k);
		struct pms_arm_info ai;

		if (same(s, len, pms_model_pmu_name(m)) && !strncmp(s, pms_model_pmu_name(m), len))
			return (int)k;
		if (!arm || len >= sizeof(tok) || pms_model_arm_info(m, &ai))
			continue;
		if ((ai.pmu_dt && !strcmp(ai.pmu_dt, tok)) ||
		    match_ignoring_suffix(pms_model_pmu_name(m), tok, len))
			return (int)k;
	}
	return -1;
}


static const struct {
	const char *name;
	bool prefix;
	enum pmsi_pmu_class cls;
} pmus[] = {
	{ "cpu", false, PMSI_PMU_CPU },
	{ "software", false, PMSI_PMU_SW },
	{ "tracepoint", false, PMSI_PMU_TP },
	{ "breakpoint", false, PMSI_PMU_BP },
	{ "kprobe", false, PMSI_PMU_DYN_SW },
	{ "uprobe", false, PMSI_PMU_DYN_SW },
	{ "msr", false, PMSI_PMU_DYN_SW },
	{ "power", false, PMSI_PMU_DYN },
	{ "cstate_core", false, PMSI_PMU_DYN },
	{ "cstate_pkg", false, PMSI_PMU_DYN },
	{ "cstate_module", false, PMSI_PMU_DYN },
	{ "intel_pt", false, PMSI_PMU_DYN },
	{ "intel_bts", false, PMSI_PMU_DYN },
	{ "ibs_op", false, PMSI_PMU_DYN },
	{ "ibs_fetch", false, PMSI_PMU_DYN },
	{ "uncore_", true, PMSI_PMU_DYN },
	{ "amd_", true, PMSI_PMU_DYN },
};

enum pmsi_pmu_class pmsi_pmu_lookup(const char *name, size_t len)
{
	for (size_t i = 0; i < PMS_ARRAY_SIZE(pmus); i++) {
		size_t l = strlen(pmus[i].name);

		if (pmus[i].prefix ? len > l && !strncmp(name, pmus[i].name, l)
				   : len == l && !strncmp(name, pmus[i].name, l))
			return pmus[i].cls;
	}
	return PMSI_PMU_NONE;
}

bool pmsi_pmu_is_software(const char *name)
{
	enum pmsi_pmu_class c = name ? pmsi_pmu_lookup(name, strlen(name)) : PMSI_PMU_NONE;

	return c == PMSI_PMU_SW || c == PMSI_PMU_TP || c == PMSI_PMU_BP || c == PMSI_PMU_DYN_SW;
}
