/*
 * arm64 models: the arm_pmu a model's PMU gives a kernel, its counter
 * names, and host identification by MIDR_EL1.
 *
 * MIDR_EL1 (Arm ARM D23.2 "MIDR_EL1"): Implementer [31:24], Variant
 * [23:20], Architecture [19:16], PartNum [15:4], Revision [3:0].  Linux
 * shows it as /sys/devices/system/cpu/cpuN/regs/identification/midr_el1
 * ("0x%016llx", arch/arm64/kernel/cpuinfo.c 6.12) and in /proc/cpuinfo
 * as "CPU implementer", "CPU architecture", "CPU variant", "CPU part" and
 * "CPU revision" per processor (c_show(), same file).
 */
#include <ctype.h>
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "internal.h"
#include "../../models/model_table.h"
#include "../../models/arm64_table.h"

bool pmsi_model_is_arm(const struct pms_model *m)
{
	return m && m->alloc != PMS_ALLOC_X86;
}

/* The core type row of @m's PMU (matched by its sysfs name). */
static const struct pms_arm_coretype *coretype(const struct pms_arm_core *c,
					       const struct pms_model *m)
{
	for (const struct pms_arm_coretype *t = c->types; t->pmu_name; t++)
		if (!strcmp(t->pmu_name, pms_model_pmu_name(m)))
			return t;
	return NULL;
}

const struct pms_arm_core *pmsi_model_arm_core(const struct pms_model *m)
{
	return pmsi_model_is_arm(m) ? pmsi_arm_core_find(m->arm_core) : NULL;
}

PMS_API int pms_model_arm_pmu(const struct pms_model *m, const struct pms_env *env,
			      struct pms_arm_pmu *out, struct pms_diag *d)
{
	const struct pms_arm_core *c = pmsi_model_arm_core(m);
	struct pms_env e;
	int rc;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output");
	PMSI_ENV_TAKE(env, e, d, PMS_EINVAL);
	memset(out, 0, sizeof(*out));
	if (!c)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "model '%s' has no arm64 PMU",
				 m ? pms_model_name(m) : "?");
	rc = pms_arm_core_pmu(c->name, env && env->kver ? env->kver : PMS_KVER_NEWEST, out, d);
	if (rc || !env || c->kind != PMS_ARM_PMUV3 || (!env->arm_counters && !env->arm_pmuv3p5))
		return rc;
	/* the machine's own PMCR_EL0.N and PMUv3p5 (a QEMU guest, another part) */
	if (env->arm_counters)
		out->n_gp = env->arm_counters;
	if (env->arm_pmuv3p5)
		out->pmuv3p5 = env->arm_pmuv3p5 == 2;
	return pms_arm_pmu_check(out, d);
}

PMS_API int pms_model_arm_info(const struct pms_model *m, struct pms_arm_info *out)
{
	const struct pms_arm_core *c = pmsi_model_arm_core(m);
	const struct pms_arm_coretype *t = c ? coretype(c, m) : NULL;

	if (!out)
		return PMS_EINVAL;
	memset(out, 0, sizeof(*out));
	out->core = out->watchdog = out->src_n = out->src_ver = out->src_midr = "";
	out->src_events = "";
	if (!c || !t)
		return PMS_EINVAL;
	out->core = c->name;
	out->pmu_acpi = strncmp(t->pmu_name, "armv8_pmuv3", 11) ? NULL : t->pmu_name;
	out->pmu_dt = t->dt_name;
	out->events_dir = c->events_dir;
	out->watchdog = c->watchdog;
	out->src_n = c->src_n;
	out->src_ver = c->src_ver;
	out->src_midr = c->src_midr;
	out->src_events = c->src_events;
	out->unsure_n = c->flags & PMS_ARMC_UNSURE_N;
	out->unsure_ver = c->flags & PMS_ARMC_UNSURE_VER;
	out->implementer = c->implementer;
	out->pmuver = c->pmuver;
	return PMS_OK;
}

const char *pmsi_arm_counter_source(const struct pms_model *m)
{
	const struct pms_arm_core *c = pmsi_model_arm_core(m);

	return c ? c->src_n : "";
}

/* The PMU @m's allocator names counters with (newest kernel: INSTR where it exists). */
static bool arm_pmu_of(const struct pms_model *m, struct pms_arm_pmu *p)
{
	struct pms_env env = PMS_ENV_DEFAULT;

	return pms_model_arm_pmu(m, &env, p, NULL) != PMS_EINVAL;
}

void pmsi_arm_counter_name(const struct pms_model *m, int bit, char *buf, size_t n)
{
	struct pms_arm_pmu p;

	if (!n)
		return;
	if (!arm_pmu_of(m, &p) || pms_arm_counter_name(&p, bit, buf, n))
		snprintf(buf, n, bit < 0 ? "-" : "?%d", bit);
}

/* "GP0-5,CYCLES": runs of general counters, then CYCLES and INSTR. */
void pmsi_arm_mask_format(const struct pms_model *m, uint64_t mask, char *buf, size_t n)
{
	size_t at = 0;

	if (!n)
		return;
	buf[0] = '\0';
	if (!mask) {
		snprintf(buf, n, "none");
		return;
	}
	for (int b = 0; b < 64 && at < n; b++) {
		char name[16];
		int e = b;

		if (!(mask >> b & 1))
			continue;
		if (b < PMS_ARM_CYCLES_IDX)
			while (e + 1 < PMS_ARM_CYCLES_IDX && (mask >> (e + 1) & 1))
				e++;
		pmsi_arm_counter_name(m, b, name, sizeof(name));
		if (e == b)
			at += (size_t)snprintf(buf + at, n - at, "%s%s", at ? "," : "", name);
		else
			at += (size_t)snprintf(buf + at, n - at, "%s%s-%d", at ? "," : "", name, e);
		b = e;
	}
}

/* ---- MIDR ---- */

static unsigned midr_impl(uint32_t v) { return v >> 24 & 0xff; }
static unsigned midr_part(uint32_t v) { return v >> 4 & 0xfff; }

PMS_API int pms_model_identify_midr(uint32_t midr, const struct pms_model **platform,
				    const struct pms_model **pmu, struct pms_diag *d)
{
	const char *core = pms_arm_core_from_midr(midr);

	if (!platform)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*platform = NULL;
	if (pmu)
		*pmu = NULL;
	for (size_t i = 0; core && i < pms_model_count(); i++) {
		const struct pms_model *m = pms_model_at(i);
		const struct pms_arm_core *c = pmsi_model_arm_core(m);

		if (!c || strcmp(c->name, core))
			continue;
		/* the part number says which core type (and so which PMU) this is */
		for (size_t k = 0; k < pms_model_n_pmus(m); k++) {
			const struct pms_model *p = pms_model_pmu(m, k);
			const struct pms_arm_coretype *t = coretype(c, p);

			for (const uint16_t *q = t ? t->parts : NULL; q && *q; q++) {
				if (*q != midr_part(midr))
					continue;
				*platform = m;
				if (pmu)
					*pmu = p;
				return PMS_OK;
			}
		}
	}
	return pmsi_diag(d, PMS_ENOMODEL, PMS_NOPOS, 0,
			 "this arm64 CPU (MIDR 0x%08x: implementer 0x%02x part 0x%03x) is not "
			 "modelled", (unsigned)midr, midr_impl(midr), midr_part(midr));
}

/* The value after "key<spaces>:" on line @line, or NULL. */
static const char *field(const char *line, const char *key)
{
	size_t k = strlen(key);

	if (strncmp(line, key, k))
		return NULL;
	line += k;
	while (*line == ' ' || *line == '\t')
		line++;
	return *line == ':' ? line + 1 : NULL;
}

static bool num(const char *s, unsigned long *out)
{
	char *end;

	while (*s == ' ' || *s == '\t')
		s++;
	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	*out = strtoul(s, &end, 0);
	return !errno && end != s && (*end == '\n' || *end == '\0' || *end == ' ');
}

/* /proc/cpuinfo: the CPU fields of processor @cpu (-1: the first block). */
static int from_cpuinfo(const char *text, int cpu, uint32_t *midr, struct pms_diag *d)
{
	static const char *const keys[] = { "CPU implementer", "CPU variant", "CPU part",
					     "CPU revision" };
	static const int shift[] = { 24, 20, 4, 0 };
	static const unsigned long max[] = { 0xff, 0xf, 0xfff, 0xf };
	unsigned long v[4];
	unsigned have = 0;
	long block = -1;

	for (const char *l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		const char *f;
		unsigned long p;

		if ((f = field(l, "processor")) && num(f, &p)) {
			if (have == 0xf)
				break;	/* the block we wanted is complete */
			block = (long)p;
			have = 0;
			continue;
		}
		if (cpu >= 0 && block != cpu)
			continue;
		for (int k = 0; k < 4; k++)
			if ((f = field(l, keys[k])) && num(f, &v[k]) && v[k] <= max[k])
				have |= 1u << k;
	}
	if (have != 0xf)
		return pmsi_diag(d, PMS_ESYNTAX, PMS_NOPOS, 0,
				 "no complete 'CPU implementer/variant/part/revision' block%s",
				 cpu >= 0 ? " for that processor" : "");
	*midr = 0;
	for (int k = 0; k < 4; k++)
		*midr |= (uint32_t)v[k] << shift[k];
	*midr |= UINT32_C(0xf) << 16;	/* Architecture: "by ID registers" on every arm64 core */
	return PMS_OK;
}

PMS_API int pms_midr_parse(const char *text, int cpu, uint32_t *midr, struct pms_diag *d)
{
	unsigned long long v;
	char *end;

	if (!text || !midr)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	if (!strncmp(text, "0x", 2) && isxdigit((unsigned char)text[2])) {
		errno = 0;
		v = strtoull(text, &end, 16);
		if (errno || (*end && *end != '\n') || v > UINT32_MAX)
			return pmsi_diag(d, PMS_ESYNTAX, (size_t)(end - text), 0,
					 "midr_el1 is not a 32-bit hexadecimal value");
		*midr = (uint32_t)v;
		return PMS_OK;
	}
	return from_cpuinfo(text, cpu, midr, d);
}

#define MAX_FILE 65536

/* Read @root/@rel into @buf (NUL-terminated).  Return: PMS_OK or PMS_ESYS. */
static int slurp(const char *root, const char *rel, char *buf, size_t n)
{
	char path[4096];
	size_t got;
	FILE *f;

	if ((size_t)snprintf(path, sizeof(path), "%s/%s", root, rel) >= sizeof(path))
		return PMS_ESYS;
	f = fopen(path, "r");
	if (!f)
		return PMS_ESYS;
	got = fread(buf, 1, n - 1, f);
	fclose(f);
	buf[got] = '\0';
	return got ? PMS_OK : PMS_ESYS;
}

PMS_API int pms_model_host_midr(const char *root, int cpu, const struct pms_model **platform,
				const struct pms_model **pmu, struct pms_diag *d)
{
	char rel[128], *buf;
	uint32_t midr;
	int rc;

	if (!platform)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*platform = NULL;
	if (pmu)
		*pmu = NULL;
	if (cpu < 0)
		cpu = sched_getcpu();
	if (cpu < 0)
		cpu = 0;
	buf = pmsi_malloc(MAX_FILE);
	if (!buf)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	snprintf(rel, sizeof(rel), "sys/devices/system/cpu/cpu%d/regs/identification/midr_el1",
		 cpu);
	rc = slurp(root ? root : "/", rel, buf, MAX_FILE);
	if (rc == PMS_OK)
		rc = pms_midr_parse(buf, -1, &midr, d);
	if (rc != PMS_OK) {
		rc = slurp(root ? root : "/", "proc/cpuinfo", buf, MAX_FILE);
		if (rc == PMS_OK)
			rc = pms_midr_parse(buf, cpu, &midr, d);
		else
			pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0,
				  "neither midr_el1 in sysfs nor /proc/cpuinfo can be read");
	}
	pmsi_free(buf);
	return rc ? rc : pms_model_identify_midr(midr, platform, pmu, d);
}

/* ---- the common events a PMUv3 implements (--events-from) ---- */

/*
 * The PMUv3 common events by their sysfs names (armv8_pmuv3_event_attrs,
 * drivers/perf/arm_pmuv3.c 6.12; ARMV8_PMUV3_PERFCTR_*, include/linux/perf/
 * arm_pmuv3.h): the name of event k is arm_common[k].  0x1e (CHAIN) has no
 * sysfs entry.
 */
static const char *const arm_common[64] = {
	"sw_incr", "l1i_cache_refill", "l1i_tlb_refill", "l1d_cache_refill",
	"l1d_cache", "l1d_tlb_refill", "ld_retired", "st_retired",
	"inst_retired", "exc_taken", "exc_return", "cid_write_retired",
	"pc_write_retired", "br_immed_retired", "br_return_retired",
	"unaligned_ldst_retired", "br_mis_pred", "cpu_cycles", "br_pred",
	"mem_access", "l1i_cache", "l1d_cache_wb", "l2d_cache", "l2d_cache_refill",
	"l2d_cache_wb", "bus_access", "memory_error", "inst_spec", "ttbr_write_retired",
	"bus_cycles", NULL, "l1d_cache_allocate", "l2d_cache_allocate", "br_retired",
	"br_mis_pred_retired", "stall_frontend", "stall_backend", "l1d_tlb", "l1i_tlb",
	"l2i_cache", "l2i_cache_refill", "l3d_cache_allocate", "l3d_cache_refill",
	"l3d_cache", "l3d_cache_wb", "l2d_tlb_refill", "l2i_tlb_refill", "l2d_tlb",
	"l2i_tlb", "remote_access", "ll_cache", "ll_cache_miss", "dtlb_walk", "itlb_walk",
	"ll_cache_rd", "ll_cache_miss_rd", "remote_access_rd", "l1d_cache_lmiss_rd",
	"op_retired", "op_spec", "stall", "stall_slot_backend", "stall_slot_frontend",
	"stall_slot",
};

/*
 * The sysfs names above 0x3fff (ARMV8_SPE_*, ARMV8_AMU_*, ARMV8_MTE_* and
 * the PMUv3 extension numbers, include/linux/perf/arm_pmuv3.h 6.12, 7.3;
 * the kernel shows each only when PMCEID's upper half has it).
 */
static const struct {
	const char *name;
	uint16_t ev;
} arm_ext[] = {
	{ "sample_pop", 0x4000 }, { "sample_feed", 0x4001 }, { "sample_filtrate", 0x4002 },
	{ "sample_collision", 0x4003 }, { "cnt_cycles", 0x4004 },
	{ "stall_backend_mem", 0x4005 }, { "l1i_cache_lmiss", 0x4006 },
	{ "l2d_cache_lmiss_rd", 0x4009 }, { "l2i_cache_lmiss", 0x400a },
	{ "l3d_cache_lmiss_rd", 0x400b }, { "trb_wrap", 0x400c }, { "trb_trig", 0x400e },
	{ "trcextout0", 0x4010 }, { "trcextout1", 0x4011 }, { "trcextout2", 0x4012 },
	{ "trcextout3", 0x4013 }, { "cti_trigout4", 0x4018 }, { "cti_trigout5", 0x4019 },
	{ "cti_trigout6", 0x401a }, { "cti_trigout7", 0x401b }, { "ldst_align_lat", 0x4020 },
	{ "ld_align_lat", 0x4021 }, { "st_align_lat", 0x4022 },
	{ "mem_access_checked", 0x4024 }, { "mem_access_checked_rd", 0x4025 },
	{ "mem_access_checked_wr", 0x4026 },
};

long pmsi_arm_sysfs_event(const char *name)
{
	if (!name)
		return -1;
	for (int k = 0; k < 64; k++)
		if (arm_common[k] && !strcasecmp(name, arm_common[k]))
			return k;
	for (size_t k = 0; k < PMS_ARRAY_SIZE(arm_ext); k++)
		if (!strcasecmp(name, arm_ext[k].name))
			return arm_ext[k].ev;
	return -1;
}

static bool word_is(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && !strncmp(s, w, n);
}

/*
 * One word of an events listing: "cpu_cycles" (ls events/), a path ending
 * in it, "cpu_cycles:event=0x0011" (grep . events/...) or "event=0x11".
 * Return: 1 (bit set), 0 (a name outside the common events: ignored),
 * -1 (unreadable).
 */
static int listing_word(const char *s, size_t n, uint64_t *bits)
{
	const char *ev = NULL, *slash;
	char *end;
	unsigned long v;

	for (size_t k = 0; k + 6 <= n; k++)
		if (!strncmp(s + k, "event=", 6)) {
			ev = s + k + 6;
			break;
		}
	if (ev) {
		errno = 0;
		v = strtoul(ev, &end, 0);
		if (errno || end == ev || end > s + n)
			return -1;
		if (v < 64)
			*bits |= UINT64_C(1) << v;
		return v < 64;
	}
	while ((slash = memchr(s, '/', n)) != NULL) {
		n -= (size_t)(slash + 1 - s);
		s = slash + 1;
	}
	if (n && s[n - 1] == ':')
		n--;
	for (int k = 0; k < 64; k++)
		if (arm_common[k] && word_is(s, n, arm_common[k])) {
			*bits |= UINT64_C(1) << k;
			return 1;
		}
	for (size_t k = 0; k < n; k++)
		if (!(isalnum((unsigned char)s[k]) || s[k] == '_' || s[k] == '.' || s[k] == '-'))
			return -1;
	return 0;
}

PMS_API int pms_arm_pmceid_parse(const char *text, uint64_t *out, struct pms_diag *d)
{
	uint64_t bits = 0;
	int found = 0;

	if (!text || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "missing argument");
	for (const char *p = text; *p;) {
		const char *w;
		size_t n;

		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ',')
			p++;
		if (*p == '#') {	/* a comment to the end of the line */
			while (*p && *p != '\n')
				p++;
			continue;
		}
		if (!*p)
			break;
		w = p;
		while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
			p++;
		n = (size_t)(p - w);
		/* "pmceid0=0x..." / "pmceid1=0x...": the registers' own bits */
		if (n > 8 && (!strncasecmp(w, "pmceid0=", 8) || !strncasecmp(w, "pmceid1=", 8))) {
			char *end;
			unsigned long long v;

			errno = 0;
			v = strtoull(w + 8, &end, 0);
			if (errno || end != p || v > UINT32_MAX)
				return pmsi_diag(d, PMS_ESYNTAX, (size_t)(w - text), n,
						 "a PMCEID register is a 32-bit value");
			bits |= (uint64_t)v << (w[6] == '1' ? 32 : 0);
			found++;
			continue;
		}
		switch (listing_word(w, n, &bits)) {
		case 1:
			found++;
			break;
		case -1:
			return pmsi_diag(d, PMS_ESYNTAX, (size_t)(w - text), n,
					 "neither a PMU event name, 'event=0xNN' nor pmceidN=0x...");
		}
	}
	if (!found)
		return pmsi_diag(d, PMS_ESYNTAX, PMS_NOPOS, 0,
				 "no PMUv3 common event in the listing");
	*out = bits;
	return PMS_OK;
}
