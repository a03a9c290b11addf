/*
 * Private declarations shared by the library's modules.
 */
#ifndef PMS_INTERNAL_H
#define PMS_INTERNAL_H

#include <assert.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "pmusched/pmusched.h"

#define PMS_API __attribute__((visibility("default")))
#define PMS_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#ifdef NDEBUG
#define PMS_NEVER(x) (x)
#define PMS_ALWAYS(x) (x)
#else
#define PMS_NEVER(x) ((x) ? (assert(0), 1) : 0)
#define PMS_ALWAYS(x) ((x) ? 1 : (assert(0), 0))
#endif

/* One allocation choke point, so tests can fail the N-th allocation. */
void *pmsi_malloc(size_t n);
void *pmsi_calloc(size_t n, size_t size);
void *pmsi_realloc(void *p, size_t n);
void pmsi_free(void *p);
char *pmsi_strdup(const char *s);
/* host.c: the probed PMU a model runs as (same name, else type 4), or NULL. */
const struct pms_host_pmu *pmsi_host_pmu_of(const struct pms_host *h, const struct pms_model *m);
/* Copy @src into @dst of @n bytes, cut to fit, always NUL-terminated. */
static inline void pmsi_strlcpy(char *dst, const char *src, size_t n)
{
	size_t l = 0;

	if (!n)
		return;
	while (src[l] && l + 1 < n)
		l++;
	for (size_t i = 0; i < l; i++)
		dst[i] = src[i];
	dst[l] = '\0';
}

/*
 * The one rule for size-versioned structs (libbpf's): @src's first member
 * is its size_t sz.  A smaller size than the library's is an older caller:
 * accepted, the fields it does not know keep @dst's defaults; a larger one
 * is a newer caller: accepted only when every byte past the library's size
 * is zero.  @dst (the library's @dst_sz bytes, set to defaults by the
 * caller) receives the known part, and its sz becomes @dst_sz.  A size
 * below sizeof(size_t), 0 included, is refused: libbpf_validate_opts()
 * (tools/lib/bpf/libbpf.c, behind OPTS_VALID() of libbpf_internal.h)
 * refuses it the same way, with no "0 means the current size" exception.
 * @src NULL: @dst stays as it is.  PMS_OK, or PMS_EINVAL naming @what.
 */
int pmsi_sz_copy(void *dst, size_t dst_sz, const void *src, const char *what,
		 struct pms_diag *d);
/*
 * The same rule for a struct the library fills ("set by the caller"):
 * pmsi_sz_out() refuses an @out whose sz is below sizeof(size_t) (PMS_EINVAL
 * naming @what); pmsi_sz_give() then writes the library's @src (@src_sz
 * bytes) into it as far as its sz goes, zeroes what a newer caller has past
 * @src_sz, and leaves its sz as it was.  An older caller gets the fields it
 * knows, as the kernel fills a shorter bpf_prog_info (bpf_obj_get_info_by_fd()).
 */
int pmsi_sz_out(const void *out, const char *what, struct pms_diag *d);
void pmsi_sz_give(void *out, const void *src, size_t src_sz);
/*
 * A caller's struct pms_env under the size rule (pmsi_sz_copy()): @dst
 * gets PMS_ENV_DEFAULT, then the fields @src's size covers.  PMS_OK or
 * PMS_EINVAL.  PMSI_ENV_TAKE() points @env at @local after the check, or
 * returns @fail from the calling function; a NULL @env stays NULL.
 */
struct pms_env;
int pmsi_env_take(struct pms_env *dst, const struct pms_env *src, struct pms_diag *d);
/* Write @src into the caller's @out, as far as its (checked) size goes;
 * @out keeps its size. */
void pmsi_env_give(struct pms_env *out, const struct pms_env *src);
#define PMSI_ENV_TAKE(env, local, d, fail)                          \
	do {                                                        \
		if ((env)) {                                        \
			if (pmsi_env_take(&(local), (env), (d)))    \
				return fail;                        \
			(env) = &(local);                           \
		}                                                   \
	} while (0)

/* Fill @d (if non-NULL) and return @code. */
int pmsi_diag(struct pms_diag *d, int code, size_t pos, size_t len,
	      const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void pmsi_hint(struct pms_diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/*
 * Model internals (model.c, model_open.c).  @rules are pmsi_model_rules()
 * bits, internal ones included.
 */
/* GP counters enumerated under @env (kernel numbering, bits 0..31). */
uint64_t pmsi_gp_mask(const struct pms_model *m, const struct pms_env *env);
/* Fixed counters enumerated, at PMS_FIXED0 (kernel numbering). */
uint64_t pmsi_fixed_mask(const struct pms_model *m);
/* The kernel's hw.config for a raw config: the bits the model keeps. */
uint64_t pmsi_hw_config(const struct pms_model *m, const struct pms_env *env, unsigned rules,
			uint64_t raw);
/* The PEBS alias the model applies to a precise cycles event, or @cfg. */
uint64_t pmsi_pebs_alias(unsigned rules, int precise, uint64_t cfg);
/* Cache map row in force: PMS_OK with @config and @config1, else PMS_ENOEVENT. */
int pmsi_model_cache(const struct pms_model *m, const struct pms_env *env, uint64_t cache_config,
		     uint64_t *config, uint64_t *config1);
/* Linux errno values perf stat acts on (asm-generic/errno-base.h). */
#define PMSI_ERRNO_ENOENT 2
#define PMSI_ERRNO_EINVAL 22
/* The errno the kernel refuses cache event @cache_config with: 0 taken. */
int pmsi_model_cache_errno(const struct pms_model *m, const struct pms_env *env,
			   uint64_t cache_config);
/*
 * The extra register (enum pms_xreg) event @config needs on @m at @env,
 * -1 for none; @valid receives its valid config1 bits (may be NULL).
 */
int pmsi_model_xreg(const struct pms_model *m, const struct pms_env *env, uint64_t config,
		    uint64_t *valid);
/* Valid config1 bits of register @xreg on @m at @env; 0: the model lacks it. */
uint64_t pmsi_model_xreg_valid(const struct pms_model *m, const struct pms_env *env, int xreg);
/* The other offcore register @xreg may move to (intel_alt_er), or -1. */
int pmsi_model_xreg_alt(const struct pms_model *m, const struct pms_env *env, int xreg);

/*
 * Hybrid platforms (sim_hybrid.c): the share of the run the task spent on
 * event @i's core type (1 off hybrids, for events of no core PMU and with
 * -a), and the event's share as perf prints it taken of that time
 * (percent; 0 not counted): an event counted whenever the task was on its
 * type is at 100 there, however small its type's share of the run.
 */
struct pms_sim;
double pmsi_type_time(const struct pms_sim *s, int i);
double pmsi_type_share(const struct pms_sim *s, int i);
/* arm64 models (model_arm.c): allocator other than x86, their names and sources. */
bool pmsi_model_is_arm(const struct pms_model *m);
/* @ev's events with each group's members after their leader (evlist_group.c) */
struct pms_evlist;
void pmsi_evlist_group_order(const struct pms_evlist *ev, int *out, int *tmp);
/* a topdown slots event, by name or by its encoding (evlist.c) */
bool pmsi_event_is_slots(const struct pms_event_info *li);
/* "cpu_atom, cpu_core and cpu_lowpower": the core PMUs of @m's platform, by name. */
const char *pmsi_pmu_names(const struct pms_model *m, char *buf, size_t n);
void pmsi_arm_counter_name(const struct pms_model *m, int bit, char *buf, size_t n);
void pmsi_arm_mask_format(const struct pms_model *m, uint64_t mask, char *buf, size_t n);
const char *pmsi_arm_counter_source(const struct pms_model *m);
/* arm_pmu.c: the open-time refusal of an event (static text), or NULL. */
const char *pmsi_arm_refusal(const struct pms_arm_pmu *p, const struct pms_arm_ev *e);

/* pms_json_begin() with a document's own "schema" number (the atlas's,
 * PMS_ATLAS_JSON_SCHEMA). */
struct pms_json;
void pmsi_json_begin_schema(struct pms_json *j, FILE *f, const char *command, int schema);
void pmsi_log(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/*
 * How perf stat -j writes a line's "metric-value" and "metric-unit"
 * members, by perf release (@pv a release, already resolved); the one
 * decision behind pms_stat_style() and pms_perf_interval_info()
 * (measure_stat.c cites each boundary's commit).
 */
enum pmsi_json_metric {
	PMSI_JMET_NUMBER,	/* "metric-value" : %f, the unit always ("(null)" for none) */
	PMSI_JMET_STRING,	/* "metric-value" : "%f", the unit always */
	PMSI_JMET_UNIT_613,	/* quoted, only with a unit; a line that did not count still
				 * has "" for one, a line without ends ", }" (6.13 only) */
	PMSI_JMET_UNIT,		/* quoted, only with a unit; none on a line that did not count */
};
enum pmsi_json_metric pmsi_json_metric_form(uint32_t pv);

static inline int pmsi_popcount64(uint64_t v) { return __builtin_popcountll(v); }
static inline int pmsi_ctz64(uint64_t v) { return __builtin_ctzll(v); }

/* Banned: unbounded string functions (the idea of git's banned.h). */
#define strcpy(a, b) BANNED_strcpy
#define strcat(a, b) BANNED_strcat
#define sprintf(...) BANNED_sprintf
#define vsprintf(...) BANNED_vsprintf
#define strtok(a, b) BANNED_strtok
#define gets(a) BANNED_gets

#endif
