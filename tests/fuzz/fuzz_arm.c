/*
 * Fuzz target: the ARM64 allocator (arm_pmu.h).  The input describes a
 * PMU (any kind, counter count, features and kernel, sane or not) and a
 * sequence of add/delete/validate/format operations.  Invariants: the used
 * mask stays inside the PMU's counters, an event holds exactly what
 * pms_arm_ev_counters() says, a delete gives it back, strings stay
 * NUL-terminated, and a core name taken from the input never crashes the
 * lookup.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pmusched/arm_pmu.h"

int pms_fuzz_arm(const uint8_t *data, size_t size);

struct in {
	const uint8_t *p;
	size_t n;
};

static unsigned byte(struct in *in)
{
	if (!in->n)
		return 0;
	in->n--;
	return *in->p++;
}

static const uint32_t kvers[] = {
	0, PMS_KVER(4, 14), PMS_KVER(5, 6), PMS_KVER_RC(5, 17, 1), PMS_KVER(6, 1),
	PMS_KVER(6, 7), PMS_KVER(6, 10), PMS_KVER_RC(6, 11, 1), PMS_KVER_RC(6, 12, 1),
};

#define LIVE 40

static void check_string(const char *s, size_t cap)
{
	if (!memchr(s, '\0', cap))
		abort();
}

static void format(const struct pms_arm_pmu *p, uint64_t m, unsigned cap)
{
	char buf[64];
	size_t n = cap % sizeof(buf);

	memset(buf, 'x', sizeof(buf));
	if (pms_arm_format_counters(p, m, buf, n) >= 0 && n)
		check_string(buf, n);
}

int pms_fuzz_arm(const uint8_t *data, size_t size)
{
	struct in in = { data, size };
	struct pms_arm_pmu p = { 0 };
	struct pms_arm_ev live[LIVE];
	int idx[LIVE], n_live = 0;
	uint64_t used = 0, mask;
	char name[24];
	unsigned k = byte(&in);

	p.kind = (enum pms_arm_kind)(k % 4);
	p.n_gp = (int)(byte(&in) % 40) - 2;
	p.pmuv3p5 = byte(&in) & 1;
	p.has_icntr = byte(&in) & 1;
	p.threshold_max = byte(&in);
	p.kver = kvers[byte(&in) % (sizeof(kvers) / sizeof(kvers[0]))];
	mask = pms_arm_cntr_mask(&p);
	for (int i = 0; i < (int)sizeof(name) - 1; i++)
		name[i] = (char)byte(&in);
	name[sizeof(name) - 1] = '\0';
	{
		struct pms_arm_pmu q;
		struct pms_diag d;

		if (pms_arm_core_pmu(name, p.kver, &q, &d) != PMS_OK)
			check_string(d.msg, sizeof(d.msg));
		(void)pms_arm_core_from_midr((uint32_t)k << 24 | (uint32_t)byte(&in) << 4);
	}
	while (in.n) {
		unsigned op = byte(&in) % 4;
		struct pms_arm_ev e;

		e.evtype = (uint16_t)(byte(&in) | byte(&in) << 8);
		e.flags = (uint16_t)byte(&in);
		e.threshold = byte(&in) % 8;
		if (op == 0 && n_live) {	/* delete */
			int j = (int)(e.evtype % (unsigned)n_live);
			uint64_t m = pms_arm_ev_counters(&p, &live[j], idx[j]);

			if ((used & m) != m)
				abort();
			pms_arm_clear_idx(&p, &used, &live[j], idx[j]);
			if (used & m)
				abort();
			live[j] = live[--n_live];
			idx[j] = idx[n_live];
		} else if (op == 1) {	/* validate the live events as a group */
			int bad;
			int rc = pms_arm_validate_group(&p, live, n_live, &bad, NULL);

			if (rc == PMS_EUNSCHED && (bad < 0 || bad >= n_live))
				abort();
		} else if (op == 2) {
			format(&p, used, e.flags);
			if (pms_arm_counter_name(&p, e.evtype % 40, name, sizeof(name)) == PMS_OK)
				check_string(name, sizeof(name));
			pms_arm_event_check(&p, &e, NULL);
		} else {	/* add */
			uint64_t before = used;
			int got = pms_arm_get_idx(&p, &used, &e);

			if (got < 0) {
				if (used != before)
					abort();
				continue;
			}
			if ((used & ~before) != pms_arm_ev_counters(&p, &e, got) ||
			    (before & pms_arm_ev_counters(&p, &e, got)) || (used & ~mask))
				abort();
			if (n_live < LIVE) {
				live[n_live] = e;
				idx[n_live++] = got;
			} else {
				pms_arm_clear_idx(&p, &used, &e, got);
			}
		}
	}
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_arm(data, size);
}
#endif
