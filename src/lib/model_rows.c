/*
 * pms_model_cstr_row(): the static constraint rows in force for an
 * environment, described as text for listings.
 */
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "../../models/model_table.h"

static const char *pred_text(unsigned pred)
{
	switch (pred) {
	case PMS_P_UMASK_BOTH_NIBBLES:
		return ", both umask nibbles set";
	case PMS_P_UMASK_MULTI_BIT:
		return ", 2+ umask bits";
	case PMS_P_UMASK_AT_MOST_ONE_BIT:
		return ", 0-1 umask bits";
	}
	return "";
}

static void describe(const struct pms_model *m, const struct pms_cstr *c, char *buf, size_t n)
{
	int w = m->vendor == PMS_VENDOR_AMD ? 3 : 2;

	if (c->flags & PMS_CF_XFLAGS) {
		/* INTEL_FLAGS_*: the flag bits are part of the code compared */
		if (c->match == PMS_M_EVENT_UMASK)
			snprintf(buf, n, "0x%llx flags", (unsigned long long)(c->xbits |
				 (uint64_t)c->umask << 8 | c->ev));
		else if (c->match == PMS_M_RANGE)
			snprintf(buf, n, "events 0x%02x-0x%02x flags", c->ev, c->ev_hi);
		else
			snprintf(buf, n, "event 0x%llx flags", (unsigned long long)(c->xbits | c->ev));
		return;
	}
	switch (c->match) {
	case PMS_M_FIXED:
		snprintf(buf, n, "0x%02x%02x %s", c->umask, c->ev,
			 c->flags & PMS_CF_METRIC ? "metric" : "fixed");
		break;
	case PMS_M_EVENT:
		if (c->flags & PMS_CF_NEVER)
			snprintf(buf, n, "event 0x%04x (never)", c->ev);
		else
			snprintf(buf, n, "event 0x%0*x%s", w, c->ev, pred_text(c->pred));
		break;
	case PMS_M_EVENT_UMASK:
		snprintf(buf, n, "0x%02x%02x exact", c->umask, c->ev);
		break;
	case PMS_M_UMASK_BITS:
		snprintf(buf, n, "0x%02x%02x umask bits", c->umask, c->ev);
		break;
	case PMS_M_RANGE:
		snprintf(buf, n, "events 0x%0*x-0x%0*x", w, c->ev, w, c->ev_hi);
		break;
	case PMS_M_CLASS:
		snprintf(buf, n, "class 0x%02x-0x%02x", c->ev, c->ev_hi);
		break;
	case PMS_M_PLAIN:
		snprintf(buf, n, "any event, no flags");
		break;
	default:
		snprintf(buf, n, "?");
	}
}

static void versions(uint32_t since, uint32_t until, char *buf, size_t n)
{
	char a[24] = "", b[24] = "";

	if (since)
		pms_kver_format(since, a, sizeof(a));
	if (until)
		pms_kver_format(until, b, sizeof(b));
	if (!since && !until)
		buf[0] = '\0';
	else
		snprintf(buf, n, "%s..%s", a, b);
}

static int nth_row(const struct pms_model *m, const struct pms_env *env, const struct pms_cstr *tab,
		   bool pebs, size_t i, struct pms_cstr_row *row, char *buf, size_t bufsz)
{
	size_t seen = 0, half;

	if (!m || !row || !buf || bufsz < 16)
		return PMS_EINVAL;
	half = bufsz / 2;
	for (const struct pms_cstr *c = tab; c && c->match != PMS_M_END; c++) {
		if (!pmsi_cstr_in_force(m, c, env))
			continue;
		if (seen++ != i)
			continue;
		describe(m, c, buf, half);
		versions(c->since, c->until, buf + half, bufsz - half);
		row->match = buf;
		row->versions = buf + half;
		row->mask = pmsi_cstr_mask(m, c, env);
		row->flags = c->flags & ~(unsigned)(PMS_CF_NEVER | PMS_CF_XFLAGS);
		if (pebs)
			row->flags |= PMS_CF_PEBS;
		if (!row->mask)
			row->flags |= PMS_CF_REFUSED;
		row->source = c->src;
		return PMS_OK;
	}
	return PMS_ERANGE;
}

PMS_API int pms_model_cstr_row(const struct pms_model *m, const struct pms_env *env,
			       size_t i, struct pms_cstr_row *row, char *buf, size_t bufsz)
{
	struct pms_env e;

	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	return nth_row(m, env, m ? m->cstr : NULL, false, i, row, buf, bufsz);
}

PMS_API int pms_model_pebs_row(const struct pms_model *m, const struct pms_env *env,
			       size_t i, struct pms_cstr_row *row, char *buf, size_t bufsz)
{
	struct pms_env e;

	if (m && !row)
		return PMS_EINVAL;
	PMSI_ENV_TAKE(env, e, NULL, PMS_EINVAL);
	if (m && (!pmsi_model_known(m, env) || !(pmsi_model_rules(m, env) & PMS_RULE_PEBS)))
		return buf && bufsz >= 16 ? PMS_ERANGE : PMS_EINVAL;
	return nth_row(m, env, m ? m->pebs : NULL, true, i, row, buf, bufsz);
}
