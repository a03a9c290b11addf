/*
 * The arithmetic of counting, free of system calls: decoding read()
 * buffers, deltas, scaling, perf stat's print decision, number formatting
 * and run statistics.  Tests drive it with recorded buffers.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"

#define RF_KNOWN (PMS_RF_TOTAL_TIME_ENABLED | PMS_RF_TOTAL_TIME_RUNNING | PMS_RF_ID | \
		  PMS_RF_GROUP | PMS_RF_LOST)

PMS_API size_t pms_read_size(uint64_t rf, int nr)
{
	size_t times = (size_t)!!(rf & PMS_RF_TOTAL_TIME_ENABLED) +
		       !!(rf & PMS_RF_TOTAL_TIME_RUNNING);
	size_t per = 1 + (size_t)!!(rf & PMS_RF_ID) + !!(rf & PMS_RF_LOST);

	if (!(rf & PMS_RF_GROUP))
		return 8 * (times + per);
	if (nr < 0)
		nr = 0;
	return 8 * (1 + times + (size_t)nr * per);
}

static uint64_t word(const unsigned char *p, size_t k)
{
	uint64_t v;

	memcpy(&v, p + 8 * k, sizeof(v));	/* the buffer need not be aligned */
	return v;
}

PMS_API int pms_read_parse(const void *buf, size_t len, uint64_t rf, int nr_expected,
			   struct pms_reading *out, int cap, int *nr_out, struct pms_diag *d)
{
	const unsigned char *p = buf;
	struct pms_reading t = { 0 };
	size_t k = 0, nr;

	if (nr_out)
		*nr_out = 0;
	if ((!buf && len) || !out || cap < 1 || !nr_out || (rf & ~(uint64_t)RF_KNOWN))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad arguments to pms_read_parse");
	if (len == 0)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "read returned end of file: the event is in error state");
	if (len % 8)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "read returned %zu bytes, not a multiple of 8", len);
	if (!(rf & PMS_RF_GROUP)) {
		if (len != pms_read_size(rf, 1))
			return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
					 "read returned %zu bytes, expected %zu", len,
					 pms_read_size(rf, 1));
		t.value = word(p, k++);
		if (rf & PMS_RF_TOTAL_TIME_ENABLED)
			t.enabled = word(p, k++);
		if (rf & PMS_RF_TOTAL_TIME_RUNNING)
			t.running = word(p, k++);
		if (rf & PMS_RF_ID)
			t.id = word(p, k++);
		if (rf & PMS_RF_LOST)
			t.lost = word(p, k++);
		out[0] = t;
		*nr_out = 1;
		return PMS_OK;
	}
	nr = (size_t)word(p, k++);
	if (nr == 0 || nr > (size_t)PMS_EVLIST_MAX_EVENTS)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "group read with nr %zu", nr);
	if (len != pms_read_size(rf, (int)nr))
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "group read of %zu members returned %zu bytes, expected %zu",
				 nr, len, pms_read_size(rf, (int)nr));
	if (nr_expected > 0 && nr != (size_t)nr_expected)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "group read returned %zu members, expected %d", nr, nr_expected);
	if (nr > (size_t)cap)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "group of %zu members does not fit in %d entries", nr, cap);
	if (rf & PMS_RF_TOTAL_TIME_ENABLED)
		t.enabled = word(p, k++);
	if (rf & PMS_RF_TOTAL_TIME_RUNNING)
		t.running = word(p, k++);
	for (size_t i = 0; i < nr; i++) {
		out[i] = t;
		out[i].value = word(p, k++);
		if (rf & PMS_RF_ID)
			out[i].id = word(p, k++);
		if (rf & PMS_RF_LOST)
			out[i].lost = word(p, k++);
	}
	*nr_out = (int)nr;
	return PMS_OK;
}

static uint64_t sub(uint64_t now, uint64_t prev)
{
	return now >= prev ? now - prev : now;
}

PMS_API void pms_reading_delta(const struct pms_reading *now, const struct pms_reading *prev,
			       struct pms_reading *out)
{
	struct pms_reading r = *now;

	r.value = sub(now->value, prev->value);
	r.enabled = sub(now->enabled, prev->enabled);
	r.running = sub(now->running, prev->running);
	r.lost = sub(now->lost, prev->lost);
	*out = r;
}

PMS_API void pms_count_from_reading(const struct pms_reading *r, bool supported, bool read_ok,
				    struct pms_count *out)
{
	struct pms_count c = { 0 };

	if (!supported) {
		c.status = PMS_COUNT_NOT_SUPPORTED;
		*out = c;
		return;
	}
	if (read_ok) {
		c.raw = r->value;
		c.enabled = r->enabled;
		c.running = r->running;
	}
	if (c.enabled)
		c.percent = 100.0 * (double)c.running / (double)c.enabled;
	c.print_percent = c.running != c.enabled;
	if (!read_ok || c.running == 0 || c.enabled == 0) {
		c.status = PMS_COUNT_NOT_COUNTED;
	} else if (c.running < c.enabled) {
		/* perf_counts_values__scale(), tools/lib/perf/evsel.c, 6.1: truncated */
		c.status = PMS_COUNT_COUNTED;
		c.scaled = true;
		c.value = (uint64_t)((double)c.raw * (double)c.enabled / (double)c.running);
	} else {
		c.status = PMS_COUNT_COUNTED;
		c.value = c.raw;
	}
	*out = c;
}

PMS_API void pms_count_init(struct pms_count *acc)
{
	memset(acc, 0, sizeof(*acc));
	acc->status = PMS_COUNT_COUNTED;
	acc->enabled = acc->running = 0;
	acc->value = 0;
}

PMS_API void pms_count_add(struct pms_count *acc, const struct pms_count *c)
{
	if (c->status == PMS_COUNT_NOT_SUPPORTED) {
		acc->status = PMS_COUNT_NOT_SUPPORTED;
	} else if (acc->status != PMS_COUNT_NOT_SUPPORTED) {
		if (c->status == PMS_COUNT_NOT_COUNTED)
			acc->status = PMS_COUNT_NOT_COUNTED;
		acc->raw += c->raw;
		acc->value += c->value;
		acc->enabled += c->enabled;
		acc->running += c->running;
		acc->scaled = acc->scaled || c->scaled;
	}
	if (acc->status != PMS_COUNT_COUNTED)
		acc->value = 0;
	acc->percent = acc->enabled ? 100.0 * (double)acc->running / (double)acc->enabled : 0;
	acc->print_percent = acc->status != PMS_COUNT_NOT_SUPPORTED &&
			     acc->running != acc->enabled;
}

PMS_API size_t pms_format_count(double v, int decimals, char *buf, size_t n)
{
	char digits[64], out[96];
	const char *dot;
	size_t len, lead, o = 0, i = 0;

	if (decimals < 0)
		decimals = 0;
	if (decimals > 9)
		decimals = 9;
	if (!isfinite(v))
		return (size_t)snprintf(buf, n, "%s", isnan(v) ? "nan" : v < 0 ? "-inf" : "inf");
	if (fabs(v) >= 1e30)
		return (size_t)snprintf(buf, n, "%.*e", decimals, v);
	snprintf(digits, sizeof(digits), "%.*f", decimals, v);
	if (digits[0] == '-')
		out[o++] = digits[i++];
	dot = strchr(digits, '.');
	len = dot ? (size_t)(dot - digits) : strlen(digits);
	lead = len - i;
	for (; i < len; i++) {
		out[o++] = digits[i];
		lead--;
		if (lead && lead % 3 == 0)
			out[o++] = ',';
	}
	if (dot) {
		size_t rest = strlen(dot);

		memcpy(out + o, dot, rest);
		o += rest;
	}
	out[o] = '\0';
	return (size_t)snprintf(buf, n, "%s", out);
}

PMS_API void pms_runstat_add(struct pms_runstat *s, double x)
{
	double delta = x - s->mean;

	s->n++;
	s->mean += delta / s->n;
	s->m2 += delta * (x - s->mean);
}

PMS_API double pms_runstat_noise_pct(const struct pms_runstat *s)
{
	double var;

	if (s->n < 2 || s->mean == 0)
		return 0;
	var = s->m2 / (s->n - 1);
	return 100.0 * sqrt(var / s->n) / fabs(s->mean);
}

