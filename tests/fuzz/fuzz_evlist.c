/*
 * Fuzz target: the event-list parser (as perf stat and, for every other
 * input, as perf record of an older perf reads it) and the per-event
 * queries, pms_evlist_attr() included.
 */
#include <stdint.h>
#include <string.h>
#include "pmusched/pmusched.h"

int pms_fuzz_evlist(const uint8_t *data, size_t size);

int pms_fuzz_evlist(const uint8_t *data, size_t size)
{
	char buf[4096];
	size_t first = 0, last = pms_model_count() + 1;	/* the last: no model (NULL) */

	if (size >= sizeof(buf))
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
#ifdef PMS_LIBFUZZER
	/*
	 * Fuzzing: one model per input, picked by the input's bytes, so the
	 * fuzzer runs far more inputs (name lookups in libpfm4 dominate); the
	 * corpus replay in 'make test' still parses each input on every model.
	 */
	{
		unsigned h = 0;

		for (size_t k = 0; k < size; k++)
			h = h * 31u + data[k];
		first = h % last;
		last = first + 1;
	}
#endif
	for (size_t i = first; i < last; i++) {
		static const uint32_t versions[] = {
			PMS_KVER(5, 16), PMS_KVER(5, 18), PMS_KVER(6, 1), PMS_KVER(6, 9),
			/* TopDown by encoding, 6.15 sorting, added slots, ':X' */
			PMS_KVER(6, 13), PMS_KVER(6, 15), PMS_KVER(6, 17), PMS_KVER(7, 3),
		};
		struct pms_evlist_opts o = PMS_EVLIST_OPTS_INIT;
		struct pms_evlist *ev = NULL;
		struct pms_diag d;
		const struct pms_model *m = i < pms_model_count() ? pms_model_at(i) : NULL;

		if (i % 2) {
			o.perf_version = versions[(i / 2) % (sizeof(versions) / sizeof(versions[0]))];
			o.flags = PMS_EVLIST_ALL_TERMS;
		}
		/* suggestions (diag given) are costly: exercise them on some models only */
		if (pms_evlist_parse_opts(m, buf, &o, &ev, i % 6 ? NULL : &d) != PMS_OK)
			continue;
		for (int k = 0; k < pms_evlist_count(ev); k++) {
			struct pms_env env = PMS_ENV_DEFAULT;
			struct pms_event_attr a = { .sz = sizeof(a) };
			struct pms_event_info info;
			struct pms_constraint c;
			char text[400];

			pms_evlist_event(ev, k, &info);
			pms_evlist_attr(ev, k, &a);
			pms_evlist_constraint(ev, k, &env, &c);
			env.ht = false;
			env.kver = PMS_KVER(3, 10);
			pms_evlist_describe(ev, k, &env, text, sizeof(text));
			pms_evlist_mods_format(ev, k, text, sizeof(text));
		}
		pms_evlist_free(ev);
	}
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_evlist(data, size);
}
#endif
