/* Printing an explanation (explain_print.c: text; the JSON document and the
 * sentences are the library's, pms_json_write_explain()). */
#ifndef PMS_CLI_EXPLAIN_PRINT_H
#define PMS_CLI_EXPLAIN_PRINT_H

#include "predict.h"

/* The short answer: counters, rules, the best share, causes, fixes. */
void explain_print_summary(FILE *f, const struct predict_args *a, const struct pms_explain *x);
/* -v: every short event in detail, and the lists of each fix. */
void explain_print_detail(FILE *f, const struct predict_args *a, const struct pms_explain *x);

/* The sentences are the library's (pms_explain_rule_text() etc.). */
/* Event @i's name for a sentence (perf's uniquified name on hybrids); a
 * ring of buffers: valid for the next few calls. */
const char *explain_name(const struct predict_args *a, int i);

#endif
