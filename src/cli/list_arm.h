/*
 * The arm64 part of 'pmusched list --cpu MODEL' (list_arm.c).
 */
#ifndef PMS_CLI_LIST_ARM_H
#define PMS_CLI_LIST_ARM_H

#include <stdio.h>
#include "pmusched/pmusched.h"

/* The PMU, counters, allocation rules and watchdog of arm64 PMU @m. */
void list_arm_text(FILE *f, const struct pms_model *m, const struct pms_env *env);
/* The same as a JSON member ", \"arm\": {...}" of the model object. */
void list_arm_json(FILE *f, const struct pms_model *m, const struct pms_env *env);

#endif
