/* Printing an explanation (explain_print.c: text; explain_json.c: JSON; explain_text.c:
 * the sentences both use). */
#ifndef PMS_CLI_EXPLAIN_PRINT_H
#define PMS_CLI_EXPLAIN_PRINT_H

#include "predict.h"

/* The short answer: counters, rules, the best share, causes, fixes. */
void explain_print_summary(FILE *f, const struct predict_args *a, const struct pms_explain *x);
/* -v: every short event in detail, and the lists of each fix. */
void explain_print_detail(FILE *f, const struct predict_args *a, const struct pms_explain *x);
void explain_print_json(FILE *f, const struct predict_args *a, const struct pms_explain *x);

/* Sentences shared by text and JSON. */
void explain_rule_text(const struct predict_args *a, const struct pms_explain_rule *r, char *buf,
		       size_t n);
void explain_cause_text(const struct predict_args *a, const struct pms_explain *x,
			const struct pms_explain_cause *c, char *buf, size_t n);
void explain_fix_text(const struct predict_args *a, const struct pms_explain_fix *fx, char *buf,
		      size_t n);
/* Event @i's name for a sentence (perf's uniquified name on hybrids); a
 * ring of buffers: valid for the next few calls. */
const char *explain_name(const struct predict_args *a, int i);
/* The name of a rule kind, for JSON. */
const char *explain_rule_name(enum pms_xrule k);

#endif
