/*
 * TopDown metric decoding (Ice Lake+ SLOTS and PERF_METRICS, classic
 * level-1 formulas on older cores).  Owned by the topdown module.
 */
#ifndef PMUSCHED_TOPDOWN_H
#define PMUSCHED_TOPDOWN_H

#include "error.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
#endif
