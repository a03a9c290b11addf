/*
 * The arm64 part of 'pmusched list --cpu MODEL', the core-type words and
 * the host line (list_arm.c).
 */
#ifndef PMS_CLI_LIST_ARM_H
#define PMS_CLI_LIST_ARM_H

#include <stdbool.h>
#include <stdio.h>
#include "pmusched/pmusched.h"

/* The PMU, counters, allocation rules and watchdog of arm64 PMU @m. */
void list_arm_text(FILE *f, const struct pms_model *m, const struct pms_env *env);
/* The same as JSON member "arm" of the model object. */
struct json;
void list_arm_json(struct json *j, const struct pms_model *m, const struct pms_env *env);

/* "this thread runs on a CPU of core PMU ..." for 'list --cpu host'. */
void list_host_line(FILE *f);
/* A core PMU's type as the listing names it (CPUID leaf 0x1A, or arm64 E/P). */
const char *list_core_type(const struct pms_model *p, bool brief, char *buf, size_t n);

#endif
