/*
 * Counting through perf_event_open (Linux only; other builds report
 * PMS_ENOTSUP).  Owned by the measure module; see measure_linux.c.
 */
#ifndef PMUSCHED_MEASURE_H
#define PMUSCHED_MEASURE_H

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
#endif
