/*
 * Fuzz target: the query API's entry points.  The input is lines
 * "KEY=VALUE" set on a skl query (pms_query_set()), then an event list
 * after a line "--" asked with pms_query_predict() (and pms_query_plan()
 * when short).  Every refusal names a code, a message, and a position
 * inside the text it was given (or PMS_NOPOS); an answer serialises.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_query(const uint8_t *data, size_t size);

static void check(int rc, const struct pms_diag *d, const char *text)
{
	if (rc == PMS_OK)
		return;
	if (d->code != rc || !d->msg[0])
		abort();
	if (d->pos != PMS_NOPOS && text && d->pos > strlen(text))
		abort();
}

int pms_fuzz_query(const uint8_t *data, size_t size)
{
	char buf[2048], *line, *events = NULL, *save = NULL;
	struct pms_query *q = NULL;
	struct pms_answer *a = NULL;
	struct pms_diag d;

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	if (pms_query_new(&q, &d) != PMS_OK)
		return 0;
	pms_query_set(q, "cpu", "skl", &d);
	pms_query_set(q, "duration", "20ms", &d);	/* a short run: fuzzing speed */
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *eq = strchr(line, '=');

		if (!strcmp(line, "--")) {
			events = save && *save ? save : NULL;
			break;
		}
		if (!eq)
			continue;
		*eq = '\0';
		/* a long run or a huge list: not this target's question */
		if (!strcmp(line, "duration") || !strcmp(line, "workload"))
			continue;
		check(pms_query_set(q, line, eq + 1, &d), &d, eq + 1);
	}
	check(pms_query_predict(q, events, &a, &d), &d, events);
	if (a && !pms_answer_json(a))
		abort();
	pms_answer_free(a);
	a = NULL;
	if (events && strlen(events) < 64) {
		check(pms_query_plan(q, events, -1, &a, &d), &d, events);
		if (a && (!pms_answer_json(a) || !pms_answer_perf_command(a, 0)))
			abort();
		pms_answer_free(a);
	}
	pms_query_free(q);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_query(data, size);
}
#endif
