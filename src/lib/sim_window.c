/*
 * One event's time enabled and running within a window of the run: what
 * perf stat -I reads for each interval.  perf stat -I reads every counter
 * at the end of each interval and prints the difference from the previous
 * read: count, time enabled and time running (perf_evsel__compute_deltas(),
 * util/evsel.c; process_interval(), builtin-stat.c, 6.1 and 6.12), so an
 * interval's share is its own running / enabled.
 *
 * The window is summed over the recorded schedule without walking every
 * interval: a period (pms_sim_period()) whose repeats lie wholly inside the
 * window adds its one-repeat sum times their number; only the repeats the
 * window's ends cut are walked.  A window costs the stored intervals plus
 * two repeats per period, whatever the run's length.
 */
#include "sim_int.h"

struct acc {
	uint64_t en, run;
};

/* An event's group: is its context in while @iv lasts, does it count. */
static void add_interval(const struct pms_sim *s, int i, const struct pms_interval *iv,
			 uint64_t t0, uint64_t t1, struct acc *a)
{
	uint64_t lo = iv->start_ns > t0 ? iv->start_ns : t0;
	uint64_t hi = iv->end_ns < t1 ? iv->end_ns : t1;
	const struct sgroup *g = &s->g[s->e[i].group];

	if (hi <= lo)
		return;
	if (g->cpu_ctx || iv->task_on)
		a->en += hi - lo;
	if (iv->counter[i] != -1)
		a->run += hi - lo;
}

/* Intervals [k0, k1) shifted by @dt, clipped to [t0, t1). */
static void add_range(const struct pms_sim *s, int i, unsigned k0, unsigned k1, uint64_t t0,
		      uint64_t t1, struct acc *a)
{
	struct pms_interval iv;

	for (unsigned k = k0; k < k1; k++)
		if (pms_sim_interval(s, k, &iv) == PMS_OK)
			add_interval(s, i, &iv, t0, t1, a);
}

PMS_API int pms_sim_window(const struct pms_sim *s, int i, uint64_t t0, uint64_t t1,
			   uint64_t *enabled_ns, uint64_t *running_ns)
{
	struct acc a = { 0, 0 };
	unsigned n = s ? pms_sim_n_intervals(s) : 0, np = s ? pms_sim_n_periods(s) : 0;
	unsigned k = 0, p = 0;

	if (!s || !enabled_ns || !running_ns || i < 0 || i >= s->n_user || t1 < t0)
		return PMS_EINVAL;
	*enabled_ns = *running_ns = 0;
	/* never enabled (refused, or a pinned group in ERROR), or every read
	 * fails (pmsi_sim_unreadable()): nothing to read */
	if (!s->e[i].opened || !s->e[i].enabled || pmsi_sim_unreadable(s, i))
		return PMS_OK;
	while (k < n) {
		struct pms_sim_period per = { 0, 0, 0, 0 };
		struct pms_interval iv;

		if (p < np && pms_sim_period(s, p, &per) == PMS_OK && per.first < k) {
			p++;	/* a period behind us */
			continue;
		}
		if (p < np && per.first == k && per.n && per.period_ns) {
			uint64_t start, end, c_lo, c_hi, f_lo, f_hi;
			struct acc one = { 0, 0 };

			if (pms_sim_interval(s, k, &iv))
				break;
			start = iv.start_ns;
			end = start + (uint64_t)per.repeat * per.period_ns;
			p++;
			if (start >= t1)
				break;
			if (end <= t0) {
				k += per.n * per.repeat;
				continue;
			}
			/* repeats touching the window, and those wholly inside it */
			c_lo = t0 > start ? (t0 - start) / per.period_ns : 0;
			c_hi = (t1 - start + per.period_ns - 1) / per.period_ns;
			c_hi = c_hi < per.repeat ? c_hi : per.repeat;
			f_lo = t0 > start ? (t0 - start + per.period_ns - 1) / per.period_ns : 0;
			f_hi = (t1 - start) / per.period_ns;
			f_hi = f_hi < per.repeat ? f_hi : per.repeat;
			if (f_lo < f_hi) {
				add_range(s, i, k, k + per.n, 0, UINT64_MAX, &one);
				a.en += one.en * (f_hi - f_lo);
				a.run += one.run * (f_hi - f_lo);
			} else {
				f_lo = f_hi = c_hi;	/* no whole repeat: walk them all */
			}
			for (uint64_t c = c_lo; c < c_hi; c++)
				if (c < f_lo || c >= f_hi)
					add_range(s, i, k + (unsigned)c * per.n,
						  k + (unsigned)(c + 1) * per.n, t0, t1, &a);
			k += per.n * per.repeat;
			continue;
		}
		if (pms_sim_interval(s, k, &iv))
			break;
		if (iv.start_ns >= t1)
			break;
		add_interval(s, i, &iv, t0, t1, &a);
		k++;
	}
	*enabled_ns = a.en;
	*running_ns = a.run;
	return PMS_OK;
}
