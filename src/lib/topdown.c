/*
 * TopDown decoding.
 *
 * PERF_METRICS (Ice Lake and later).  Facts from perf's
 * Documentation/topdown.txt: the register holds 8-bit fields, each an
 * integer fraction of 0xff of the SLOTS counted since the last reset; the
 * four level-1 fields add up to 0xff; on Sapphire Rapids the upper four
 * bytes are level-2 subsets of the level-1 class four bytes below.  The
 * kernel (arch/x86/events/intel/core.c, the Ice Lake metric update) turns
 * field k into the count of event topdown-<k> as slots * field / 0xff,
 * rounded down; we report the same counts so they match what perf stat
 * prints for those events.
 *
 * Fractions of one reading are field / (sum of the four level-1 fields),
 * as perf's TopdownL1 and TopdownL2 metrics compute them (tma_retiring =
 * topdown-retiring / (topdown-fe-bound + topdown-bad-spec +
 * topdown-retiring + topdown-be-bound), the Sapphire Rapids metrics of
 * perf 6.12's JSON): real registers round each byte on its own, so the sum
 * is often 0xfe or 0x100, and the kernel scales each byte alone.  A sum of
 * 0xff gives field / 0xff.  A sum further from 0xff than four rounded
 * bytes explain (plus the caller's slack) is decoded too, and flagged
 * (PMS_TD_SUM_OFF).
 *
 * Deltas follow the same document: scale each field by its reading's
 * slots, subtract, divide by the slots difference.  Its pseudo-code leaves
 * out the division by 0xff when scaling (the GET_METRIC() value times
 * slots is 255 times a slot count); we divide, as its TOPDOWN_*() macros
 * do.  The 8-bit fields lose precision as the period grows, so a class's
 * scaled count can fall slightly between readings although the true count
 * cannot; the kernel (same file) keeps the old count rather than let an
 * event's count go backwards.  We
 * clamp a fall that rounding can explain to zero and flag it.  Because both
 * readings' level-1 fields add up to 0xff, a class can then outgrow the
 * period only by what the others lost to rounding; such a class is capped
 * at the period's slots and flagged too.
 *
 * Classic level 1 (Sandy Bridge to Cascade Lake) uses Yasin's formulas
 * ("A Top-Down Method for Performance Analysis and Counters Architecture",
 * ISPASS 2014, and Intel's TMA spreadsheet), which perf stat --topdown
 * applied before Ice Lake (tools/perf/util/stat-shadow.c) to the kernel's
 * topdown-total-slots, -slots-issued, -slots-retired, -fetch-bubbles and
 * -recovery-bubbles sysfs events: slots are width x cycles (per-core
 * cycles when SMT is on), recovery bubbles are width x
 * INT_MISC.RECOVERY_CYCLES, and backend bound is what the other three
 * leave.  As perf did, a class that comes out negative by no more than
 * 0.02 (counts taken from multiplexed counters never quite agree) is
 * treated as 0.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"

#define FIELD_MAX 0xffu
#define CLASSIC_NOISE 0.02

static const char *const class_names[PMS_TD_N_CLASSES] = {
	[PMS_TD_RETIRING] = "retiring",
	[PMS_TD_BAD_SPEC] = "bad_speculation",
	[PMS_TD_FE_BOUND] = "frontend_bound",
	[PMS_TD_BE_BOUND] = "backend_bound",
	[PMS_TD_HEAVY_OPS] = "heavy_operations",
	[PMS_TD_BR_MISPREDICT] = "branch_mispredicts",
	[PMS_TD_FETCH_LAT] = "fetch_latency",
	[PMS_TD_MEM_BOUND] = "memory_bound",
	[PMS_TD_LIGHT_OPS] = "light_operations",
	[PMS_TD_MACHINE_CLEARS] = "machine_clears",
	[PMS_TD_FETCH_BW] = "fetch_bandwidth",
	[PMS_TD_CORE_BOUND] = "core_bound",
};

PMS_API const char *pms_topdown_class_name(int cls)
{
	if (cls < 0 || cls >= PMS_TD_N_CLASSES)
		return "?";
	return class_names[cls];
}

PMS_API int pms_topdown_class_level(int cls)
{
	if (cls < 0 || cls >= PMS_TD_N_CLASSES)
		return 0;
	return cls < PMS_TD_HEAVY_OPS ? 1 : 2;
}

PMS_API int pms_topdown_class_parent(int cls)
{
	if (cls < PMS_TD_HEAVY_OPS || cls >= PMS_TD_N_CLASSES)
		return -1;
	return (cls - PMS_TD_HEAVY_OPS) % 4;
}

static unsigned field(uint64_t metrics, int k)
{
	return (unsigned)(metrics >> (8 * k)) & FIELD_MAX;
}

/* floor(slots * f / 0xff) without overflow: slots = q * 0xff + r. */
static uint64_t scale(uint64_t slots, unsigned f)
{
	uint64_t q = slots / FIELD_MAX, r = slots % FIELD_MAX;

	return q * f + r * f / FIELD_MAX;
}

/* Field name as the kernel's event is called, for messages. */
static const char *const event_names[PMS_TD_L2_FIELDS] = {
	"topdown-retiring", "topdown-bad-spec", "topdown-fe-bound", "topdown-be-bound",
	"topdown-heavy-ops", "topdown-br-mispredict", "topdown-fetch-lat", "topdown-mem-bound",
};

static int check_args(int level, unsigned slack, int n_fields, struct pms_diag *d)
{
	if (level != 1 && level != 2)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad TopDown level %d (1 or 2)", level);
	if (slack > PMS_TD_SLACK_MAX)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "slack %u above the limit of %u",
				 slack, PMS_TD_SLACK_MAX);
	if (n_fields != PMS_TD_L1_FIELDS && n_fields != PMS_TD_L2_FIELDS)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "PERF_METRICS has 4 or 8 fields, not %d", n_fields);
	if (level == 2 && n_fields != PMS_TD_L2_FIELDS) {
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
			  "level 2 needs 8 PERF_METRICS fields, the reading has 4");
		pmsi_hint(d, "level-2 fields exist from Sapphire Rapids (Golden Cove) on");
		return PMS_EINVAL;
	}
	return PMS_OK;
}

PMS_API int pms_topdown_check(const struct pms_topdown_reading *r, int level, unsigned slack,
			      struct pms_diag *d)
{
	unsigned sum = 0;
	int rc;

	if (!r)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no TopDown reading given");
	rc = check_args(level, slack, r->n_fields, d);
	if (rc)
		return rc;
	if (r->slots == 0) {
		pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "slots is 0: no slots counted");
		pmsi_hint(d, "read SLOTS and PERF_METRICS after the code of interest has run");
		return PMS_ERANGE;
	}
	if (r->n_fields < 8 && (r->metrics >> (8 * r->n_fields)) != 0) {
		pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
			  "metrics 0x%" PRIx64 " has bits set above the %d fields in use (bits 0-%d)",
			  r->metrics, r->n_fields, 8 * r->n_fields - 1);
		pmsi_hint(d, "bits 32-63 are level-2 fields, read only on Sapphire Rapids and later");
		return PMS_ERANGE;
	}
	for (int k = 0; k < PMS_TD_L1_FIELDS; k++)
		sum += field(r->metrics, k);
	if (sum == 0) {
		pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
			  "level-1 fields sum to 0: nothing to divide by");
		pmsi_hint(d, "an all-zero register usually means the counters were just reset");
		return PMS_ERANGE;
	}
	for (int k = PMS_TD_L1_FIELDS; k < r->n_fields; k++) {
		unsigned child = field(r->metrics, k), parent = field(r->metrics, k - 4);

		if (child > parent + slack)
			return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
					 "level-2 field %s = 0x%02x exceeds its level-1 parent "
					 "%s = 0x%02x", event_names[k], child,
					 event_names[k - 4], parent);
	}
	return PMS_OK;
}

/*
 * Fill the derived level-2 classes from parent and measured child, in
 * slots (exact difference) and fractions.  Rounding may put a child above
 * its parent by the slack; that difference is clamped.
 */
static void derive_level2(struct pms_topdown_result *res)
{
	for (int k = 0; k < 4; k++) {
		int parent = k, child = PMS_TD_HEAVY_OPS + k, other = PMS_TD_LIGHT_OPS + k;

		if (res->slots[child] > res->slots[parent] || res->frac[child] > res->frac[parent]) {
			res->flags |= PMS_TD_CLAMPED;
			res->clamped |= (uint16_t)(1u << other);
		}
		res->slots[other] = res->slots[child] > res->slots[parent]
			? 0 : res->slots[parent] - res->slots[child];
		res->frac[other] = res->frac[child] > res->frac[parent]
			? 0.0 : res->frac[parent] - res->frac[child];
	}
}

PMS_API int pms_topdown_decode(const struct pms_topdown_reading *r, int level, unsigned slack,
			       struct pms_topdown_result *out, struct pms_diag *d)
{
	struct pms_topdown_result res;
	int rc;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no result buffer given");
	rc = pms_topdown_check(r, level, slack, d);
	if (rc)
		return rc;
	memset(&res, 0, sizeof(res));
	res.level = level;
	res.n_fields = r->n_fields;
	res.total_slots = r->slots;
	res.l1_sum = 0;
	for (int k = 0; k < PMS_TD_L1_FIELDS; k++)
		res.l1_sum += field(r->metrics, k);
	if (res.l1_sum + PMS_TD_L1_FIELDS + slack < FIELD_MAX ||
	    res.l1_sum > FIELD_MAX + PMS_TD_L1_FIELDS + slack)
		res.flags |= PMS_TD_SUM_OFF;
	for (int k = 0; k < (level == 2 ? PMS_TD_L2_FIELDS : PMS_TD_L1_FIELDS); k++) {
		unsigned f = field(r->metrics, k);

		res.frac[k] = (double)f / res.l1_sum;
		res.slots[k] = scale(r->slots, f);
		if (res.frac[k] > 1.0) {
			/* a level-2 field within the slack of its parent, over
			 * a level-1 sum far below 0xff (PMS_TD_SUM_OFF) */
			res.frac[k] = 1.0;
			res.flags |= PMS_TD_CLAMPED;
			res.clamped |= (uint16_t)(1u << k);
		}
	}
	if (level == 2)
		derive_level2(&res);
	*out = res;
	return PMS_OK;
}

PMS_API int pms_topdown_pack(const unsigned *fields, int n_fields, uint64_t *out,
			     struct pms_diag *d)
{
	uint64_t v = 0;

	if (!fields || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no fields given");
	if (n_fields != PMS_TD_L1_FIELDS && n_fields != PMS_TD_L2_FIELDS)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "PERF_METRICS has 4 or 8 fields, not %d", n_fields);
	for (int k = 0; k < n_fields; k++) {
		if (fields[k] > FIELD_MAX)
			return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
					 "field %s = 0x%x (%u) is wider than 8 bits",
					 event_names[k], fields[k], fields[k]);
		v |= (uint64_t)fields[k] << (8 * k);
	}
	*out = v;
	return PMS_OK;
}

/* pms_topdown_check() with the reading named in the message. */
static int check_named(const struct pms_topdown_reading *r, const char *which, int level,
		       unsigned slack, struct pms_diag *d)
{
	int rc = pms_topdown_check(r, level, slack, d);

	if (rc && d) {
		char msg[sizeof(d->msg)];

		memcpy(msg, d->msg, sizeof(msg));
		snprintf(d->msg, sizeof(d->msg), "%s reading: %.180s", which, msg);
	}
	return rc;
}

PMS_API int pms_topdown_delta(const struct pms_topdown_reading *a,
			      const struct pms_topdown_reading *b, int level, unsigned slack,
			      struct pms_topdown_result *out, struct pms_diag *d)
{
	struct pms_topdown_result res;
	uint64_t span, fall_max;
	int rc;

	if (!a || !b || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no TopDown reading given");
	if (a->n_fields != b->n_fields)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "readings have %d and %d fields", a->n_fields, b->n_fields);
	rc = check_named(a, "first", level, slack, d);
	if (!rc)
		rc = check_named(b, "second", level, slack, d);
	if (rc)
		return rc;
	if (b->slots <= a->slots) {
		pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
			  "slots went from %" PRIu64 " to %" PRIu64 ": the second reading must count more",
			  a->slots, b->slots);
		if (b->slots < a->slots)
			pmsi_hint(d, "the counters were reset in between (a read() through perf "
				  "resets them); decode each reading on its own");
		return PMS_ERANGE;
	}
	span = b->slots - a->slots;
	/*
	 * Each reading's scaled count is off from the truth by less than one
	 * field unit (slots / 0xff) times (1 + slack), plus one slot for the
	 * floor; a fall beyond both errors added is not rounding.
	 */
	fall_max = (a->slots / FIELD_MAX + b->slots / FIELD_MAX + 2) * (1 + slack);

	memset(&res, 0, sizeof(res));
	res.level = level;
	res.n_fields = a->n_fields;
	res.total_slots = span;
	for (int k = 0; k < (level == 2 ? PMS_TD_L2_FIELDS : PMS_TD_L1_FIELDS); k++) {
		uint64_t ca = scale(a->slots, field(a->metrics, k));
		uint64_t cb = scale(b->slots, field(b->metrics, k));

		if (cb < ca) {
			if (ca - cb > fall_max)
				return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
						 "%s fell from %" PRIu64 " to %" PRIu64 " slots, more "
						 "than 8-bit rounding allows (%" PRIu64 ")",
						 event_names[k], ca, cb, fall_max);
			res.flags |= PMS_TD_CLAMPED;
			res.clamped |= (uint16_t)(1u << k);
			continue;
		}
		res.slots[k] = cb - ca;
		if (res.slots[k] > span) {
			/*
			 * More than every slot of the period: only possible when
			 * other classes fell by rounding (bounded above), so cap.
			 */
			res.slots[k] = span;
			res.flags |= PMS_TD_CLAMPED;
			res.clamped |= (uint16_t)(1u << k);
		}
		res.frac[k] = (double)res.slots[k] / (double)span;
	}
	if (level == 2)
		derive_level2(&res);
	*out = res;
	return PMS_OK;
}

/* Clamp small negative noise; reject the rest. */
static int classic_class(double v, int cls, struct pms_topdown_result *res, struct pms_diag *d)
{
	if (v < 0.0 && v >= -CLASSIC_NOISE) {
		res->flags |= PMS_TD_CLAMPED;
		res->clamped |= (uint16_t)(1u << cls);
		v = 0.0;
	}
	if (v < 0.0 || v > 1.0 + CLASSIC_NOISE)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "%s comes out at %.4f of the slots, outside 0..1",
				 class_names[cls], v);
	if (v > 1.0)
		v = 1.0;
	res->frac[cls] = v;
	return PMS_OK;
}

PMS_API int pms_topdown_classic(const struct pms_topdown_classic *in,
				struct pms_topdown_result *out, struct pms_diag *d)
{
	struct pms_topdown_result res;
	double slots, bad;
	uint64_t used = 0;
	int rc;

	if (!in || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no counts given");
	if (in->width < 1 || in->width > 16) {
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "pipeline width %d outside 1..16", in->width);
		if (in->width == 0)
			pmsi_hint(d, "the model has no classic TopDown width");
		return PMS_EINVAL;
	}
	if (in->cycles == 0)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "cycles is 0: no slots counted");
	if (in->cycles > UINT64_MAX / (uint64_t)in->width)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0,
				 "slots = %d x %" PRIu64 " cycles overflow 64 bits",
				 in->width, in->cycles);
	memset(&res, 0, sizeof(res));
	res.level = 1;
	res.total_slots = (uint64_t)in->width * in->cycles;
	slots = (double)res.total_slots;
	bad = ((double)in->slots_issued - (double)in->slots_retired +
	       (double)in->width * (double)in->recovery_cycles) / slots;
	rc = classic_class((double)in->fetch_bubbles / slots, PMS_TD_FE_BOUND, &res, d);
	if (!rc)
		rc = classic_class(bad, PMS_TD_BAD_SPEC, &res, d);
	if (!rc)
		rc = classic_class((double)in->slots_retired / slots, PMS_TD_RETIRING, &res, d);
	if (!rc)
		rc = classic_class(1.0 - res.frac[PMS_TD_FE_BOUND] - res.frac[PMS_TD_BAD_SPEC] -
				   res.frac[PMS_TD_RETIRING], PMS_TD_BE_BOUND, &res, d);
	if (rc)
		return rc;
	/*
	 * Counts: the three measured classes rounded (doubles lose the last
	 * bits above 2^53), backend bound the remainder so the four add up.
	 */
	for (int k = PMS_TD_RETIRING; k <= PMS_TD_FE_BOUND; k++) {
		double v = res.frac[k] * slots + 0.5;

		res.slots[k] = v >= slots ? res.total_slots : (uint64_t)v;
		used += res.slots[k] < res.total_slots - used ? res.slots[k] : res.total_slots - used;
	}
	res.slots[PMS_TD_BE_BOUND] = res.total_slots - used;
	*out = res;
	return PMS_OK;
}

/* ---- text parsers for option values ---- */

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static int parse_u64(const char *s, size_t start, unsigned base, uint64_t *out,
		     struct pms_diag *d)
{
	uint64_t v = 0;
	size_t i = start;

	if (!s[i])
		return pmsi_diag(d, PMS_ESYNTAX, i, 1, "'%s' has no digits", s);
	for (; s[i]; i++) {
		int x = hexval(s[i]);

		if (x < 0 || (unsigned)x >= base)
			return pmsi_diag(d, PMS_ESYNTAX, i, 1,
					 "'%s': '%c' at byte %zu is not a %s digit", s,
					 s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?', i,
					 base == 16 ? "hex" : "decimal");
		if (v > (UINT64_MAX - (unsigned)x) / base)
			return pmsi_diag(d, PMS_ERANGE, i, 1, "'%s' does not fit in 64 bits", s);
		v = v * base + (unsigned)x;
	}
	*out = v;
	return PMS_OK;
}

static int has_0x(const char *s)
{
	return s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
}

PMS_API int pms_topdown_parse_metrics(const char *s, uint64_t *out, struct pms_diag *d)
{
	if (!s || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no metrics value given");
	return parse_u64(s, has_0x(s) ? 2 : 0, 16, out, d);
}

PMS_API int pms_topdown_parse_count(const char *s, uint64_t *out, struct pms_diag *d)
{
	if (!s || !out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no count given");
	if (s[0] == '-')
		return pmsi_diag(d, PMS_ERANGE, 0, 1, "'%s' is negative", s);
	if (has_0x(s))
		return parse_u64(s, 2, 16, out, d);
	return parse_u64(s, 0, 10, out, d);
}
