/*
 * 'pmusched list': the pieces its text (cmd_list.c) and JSON (list_json.c)
 * printers share.
 */
#ifndef PMS_CLI_LIST_H
#define PMS_CLI_LIST_H

#include <stddef.h>
#include "cli.h"

#define LIST_N_RULES 9

/* perf's names of the generic events, by enum pms_generic. */
extern const char *const list_generic_names[PMS_HW_MAX];
/* The dynamic rules listed, in their order (PMS_RULE_*). */
extern const unsigned list_rule_bits[LIST_N_RULES];
/* The line of rule @bit for @m under @env; "" when it has none. */
void list_rules_text(const struct pms_model *m, const struct pms_env *env, unsigned bit,
		     char *buf, size_t n);

/* 'list --json' without --cpu: every model. */
void list_all_json(struct cli *cli);
/* 'list --cpu MODEL --json'. */
void list_show_json(struct cli *cli, const struct pms_model *m, const struct pms_env *env);

#endif
