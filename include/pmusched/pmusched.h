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
