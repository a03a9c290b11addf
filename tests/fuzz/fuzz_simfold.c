/*
 * Fuzz target: a folded simulation equals the brute-force one.
 *
 * Input: byte 0 picks the model; byte 1 the conditions (HT, watchdog, -a,
 * a kernel era, on a hybrid platform the task's core share); byte 2 the
 * run (1 to 4 ms mux interval, 30 to 480 ms busy, or a run/sleep/run
 * workload); the rest is the event list.  The run is simulated with its
 * period found and repeated, and again expiry by expiry: results, the
 * watchdog and every interval must agree to the nanosecond, and the
 * periods must tile the intervals they claim.  A difference aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/pmusched.h"
#include "../../src/lib/sim_test.h"

int pms_fuzz_simfold(const uint8_t *data, size_t size);

static void same(const struct pms_sim *f, const struct pms_sim *b)
{
	int n = pms_sim_n_events(b);
	unsigned end = 0;

	if (pms_sim_n_intervals(f) != pms_sim_n_intervals(b) ||
	    pms_sim_watchdog_counter(f) != pms_sim_watchdog_counter(b))
		abort();
	for (int i = 0; i < n; i++) {
		const struct pms_ev_result *x = pms_sim_result(f, i), *y = pms_sim_result(b, i);

		if (x->status != y->status || x->enabled_ns != y->enabled_ns ||
		    x->running_ns != y->running_ns || x->counters != y->counters ||
		    x->why != y->why || x->n_tried != y->n_tried || x->n_failed != y->n_failed ||
		    x->n_skipped != y->n_skipped || x->blocked_by != y->blocked_by)
			abort();
	}
	for (unsigned k = 0; k < pms_sim_n_intervals(b); k++) {
		struct pms_interval x, y;

		if (pms_sim_interval(f, k, &x) || pms_sim_interval(b, k, &y) ||
		    x.start_ns != y.start_ns || x.end_ns != y.end_ns || x.task_on != y.task_on ||
		    x.watchdog != y.watchdog || x.pmu != y.pmu || memcmp(x.counter, y.counter, (size_t)n))
			abort();
	}
	for (unsigned i = 0; i < pms_sim_n_periods(f); i++) {
		struct pms_sim_period p;

		if (pms_sim_period(f, i, &p) || p.first < end || !p.n || p.repeat < 2 ||
		    (uint64_t)p.first + (uint64_t)p.n * p.repeat > pms_sim_n_intervals(f))
			abort();
		end = p.first + p.n * p.repeat;
	}
}

int pms_fuzz_simfold(const uint8_t *data, size_t size)
{
	static const uint32_t kernels[] = { PMS_KVER(6, 12), PMS_KVER(5, 3),
					    PMS_KVER_RC(4, 1, 3), PMS_KVER(3, 14) };
	struct pms_sim_opts o = { .sz = sizeof(o), .env = PMS_ENV_DEFAULT };
	struct pms_phase ph[3];
	const struct pms_model *m;
	struct pms_evlist *ev = NULL;
	struct pms_sim *f = NULL, *b = NULL;
	char buf[4096];
	int rf, rb;

	if (size < 3 || size - 3 >= sizeof(buf))
		return 0;
	m = pms_model_at(data[0] % pms_model_count());
	o.env.ht = data[1] & 1;
	o.env.nmi_watchdog = data[1] & 2;
	o.system_wide = data[1] & 4;
	o.env.kver = kernels[(data[1] >> 3) & 3];
	if (pms_model_is_hybrid(m) && (data[1] >> 5 & 3))
		pms_core_share_parse((data[1] >> 5 & 3) == 1 ? "cpu_core=70,cpu_atom=30" :
				     (data[1] >> 5 & 3) == 2 ? "cpu_atom=30,cpu_core=70" : "cpu_atom",
				     &o.core_share, NULL);
	o.mux_interval_ns = (1 + (data[2] & 3)) * 1000000ull;
	o.duration_ns = (30 + 30 * (uint64_t)(data[2] >> 2 & 15)) * 1000000ull;
	if (data[2] & 0x40) {	/* run, sleep, run */
		memset(ph, 0, sizeof(ph));
		ph[0] = (struct pms_phase){ .run = true, .ns = o.duration_ns / 2 + 333333 };
		ph[1] = (struct pms_phase){ .run = false, .ns = 7000000 };
		ph[2] = (struct pms_phase){ .run = true, .ns = o.duration_ns / 2 };
		o.phases = ph;
		o.n_phases = 3;
	}
	memcpy(buf, data + 3, size - 3);
	buf[size - 3] = '\0';
	if (pms_evlist_parse(m, buf, &ev, NULL) != PMS_OK || pms_evlist_count(ev) > 64)
		goto out;
	rf = pms_simulate(ev, &o, &f, NULL);
	pmsi_sim_test_unfolded(1);
	rb = pms_simulate(ev, &o, &b, NULL);
	pmsi_sim_test_unfolded(0);
	if (rf != rb)
		abort();
	if (rf == PMS_OK)
		same(f, b);
out:
	pms_sim_free(f);
	pms_sim_free(b);
	pms_evlist_free(ev);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_simfold(data, size);
}
#endif
