/*
 * pmusched: predict, explain and measure how Linux schedules hardware
 * performance-counter events.  Umbrella header.
 */
#ifndef PMUSCHED_H
#define PMUSCHED_H

#define PMS_VERSION_MAJOR 0
#define PMS_VERSION_MINOR 1
#define PMS_VERSION_PATCH 0
#define PMS_VERSION_STRING "0.1.0"

#include "error.h"
#include "json.h"
#include "model.h"
#include "assign.h"
#include "evlist.h"
#include "sim.h"
#include "measure.h"
#include "topdown.h"
#include "arm_pmu.h"
#include "pmu_events.h"
#include "plan.h"
#include "explain.h"
#include "metrics.h"
#include "perf_lists.h"
#include "replay.h"
#include "muxerr.h"
#include "host.h"
#include "uncore.h"
#include "query.h"
#include "atlas.h"

/*
 * NULL-safety.  Every *_free() takes NULL.  Every other call that takes
 * an object needs a valid one unless its header says otherwise (the query
 * API, pmusched/query.h, the model names, pms_json_*() arguments are
 * stated where they are declared); an optional argument is documented as
 * "NULL: ..." at its declaration.  Out-parameters are never optional
 * unless so documented; struct pms_diag is always optional.
 *
 * Size-versioned structs (a first member "size_t sz"): one rule, libbpf's
 * (libbpf_validate_opts() behind OPTS_VALID(), tools/lib/bpf).  Set sz to
 * the struct's size: PMS_OPTS() (error.h) or the struct's *_INIT macro
 * does.  A size below the library's is an older caller: accepted, the
 * fields it does not know take their defaults (the *_INIT values, or 0).
 * A larger size is a newer caller: accepted only when every byte past the
 * library's size is zero.  A size below sizeof(size_t), 0 included, is
 * refused with PMS_EINVAL and a message naming the struct.  struct pms_env
 * is frozen in size (see model.h) because it sits inside other structs.
 *
 * Thread safety.  The shipped library keeps no mutable global state but
 * two: the log hook (pms_set_log(): set it before other threads call the
 * library) and libpfm4's one-time initialisation (pthread_once, safe).
 * Per object:
 *   models, perf's and libpfm4's tables (pms_model, pms_perf_table, ...):
 *     immutable, any thread.
 *   pms_evlist, pms_sim, pms_schedule, pms_fit (read-only accessors),
 *   pms_plan, pms_explain, pms_mlist, pms_capture once built,
 *   pms_muxerr, pms_host (a filled struct): read-only after they are
 *     made, so several threads may read one at once; freeing, and the
 *     calls that change them (pms_fit_check(), pms_capture_add_*(),
 *     pms_capture_set*()), need the caller's exclusion.
 *   pms_capture_reader, pms_measure, pms_outfile, a pms_json writer: one
 *     thread at a time (each call changes the object).
 *   pms_query: answers may be asked from several threads at once;
 *     pms_query_set*() needs exclusion.  pms_answer: one thread at a time.
 * Distinct objects are independent.  The test builds' allocation counters
 * and failure injection (PMS_TEST_HOOKS) are not thread-safe and are not in
 * the shipped libraries.
 */

#ifdef __cplusplus
extern "C" {
#endif

/* Library version string, e.g. "0.1.0"; never NULL. */
const char *pms_version(void);

/*
 * Log hook.  The library never prints; debug and warning text goes to @fn
 * (NULL: silent).  @level is one of PMS_LOG_*.
 */
enum pms_log_level { PMS_LOG_ERROR, PMS_LOG_WARN, PMS_LOG_DEBUG };
void pms_set_log(void (*fn)(void *ctx, int level, const char *msg), void *ctx);

#ifdef __cplusplus
}
#endif
#endif
