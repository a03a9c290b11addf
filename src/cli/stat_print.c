/*
 * perf stat's output, three ways: the human table, CSV (-x SEP) in perf's
 * field order, and JSON lines with perf's field names.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "stat.h"

static bool is_software_rate(const struct stat_ev *ev)
{
	return ev->e.type == PMS_TYPE_SOFTWARE && !ev->is_clock;
}

/* The "#" column: CPUs utilized for the clocks, an event rate for software events. */
static bool metric(const struct stat_printer *p, const struct stat_line *l, double *v,
		   const char **unit)
{
	if (l->c.status != PMS_COUNT_COUNTED)
		return false;
	if (l->ev->is_clock && p->elapsed_ns > 0) {
		*v = l->value * 1e6 / p->elapsed_ns;
		*unit = "CPUs utilized";
		return true;
	}
	if (is_software_rate(l->ev) && p->task_clock_ms > 0) {
		double r = l->value / (p->task_clock_ms / 1e3);

		if (r >= 1e9) {
			*v = r / 1e9;
			*unit = "G/sec";
		} else if (r >= 1e6) {
			*v = r / 1e6;
			*unit = "M/sec";
		} else if (r >= 1e3) {
			*v = r / 1e3;
			*unit = "K/sec";
		} else {
			*v = r;
			*unit = "/sec";
		}
		return true;
	}
	return false;
}

static const char *status_text(const struct pms_count *c)
{
	return c->status == PMS_COUNT_NOT_SUPPORTED ? "<not supported>" :
	       c->status == PMS_COUNT_NOT_COUNTED ? "<not counted>" : NULL;
}

/* CSV and JSON print 100 when nothing was enabled, as perf does. */
static double pct_field(const struct pms_count *c)
{
	return c->enabled ? c->percent : 100.0;
}

void stat_print_interval_header(const struct stat_printer *p)
{
	if (p->fmt == STAT_HUMAN)
		fprintf(p->f, "#           time             counts unit events\n");
}

static void human(const struct stat_printer *p, const struct stat_line *l)
{
	char num[64], line[512];
	const char *st = status_text(&l->c), *mu;
	double mv;
	size_t o = 0;

	if (st)
		snprintf(num, sizeof(num), "%s", st);
	else
		pms_format_count(l->value, l->ev->is_clock ? 2 : 0, num, sizeof(num));
	if (p->interval)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "%16.9f ", p->ts);
	o += (size_t)snprintf(line + o, sizeof(line) - o, "%18s %-4s %-32s", num,
			      l->ev->is_clock ? "msec" : "", l->ev->name);
	if (o < sizeof(line) && metric(p, l, &mv, &mu))
		o += (size_t)snprintf(line + o, sizeof(line) - o, " # %8.3f %-20s", mv, mu);
	if (o < sizeof(line) && l->noise_pct >= 0 && !st)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  ( +- %5.2f%% )",
				      l->noise_pct);
	if (o < sizeof(line) && l->c.print_percent)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  (%.2f%%)", l->c.percent);
	if (o < sizeof(line) && l->has_pred && l->pred_pct < 0)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  [predicted <not supported>]");
	else if (o < sizeof(line) && l->has_pred)
		o += (size_t)snprintf(line + o, sizeof(line) - o, "  [predicted %.2f%%%s%s]",
				      l->pred_pct, l->pred_flag[0] ? ": " : "", l->pred_flag);
	if (o >= sizeof(line))
		o = sizeof(line) - 1;
	while (o > 0 && line[o - 1] == ' ')
		o--;
	line[o] = '\0';
	fprintf(p->f, "%s\n", line);
}

static void csv(const struct stat_printer *p, const struct stat_line *l)
{
	const char *st = status_text(&l->c), *s = p->sep, *mu = "";
	double mv = 0;
	bool has_m = metric(p, l, &mv, &mu);

	if (p->interval)
		fprintf(p->f, "%.9f%s", p->ts, s);
	if (st)
		fputs(st, p->f);
	else if (l->ev->is_clock)
		fprintf(p->f, "%.2f", l->value);
	else
		fprintf(p->f, "%.0f", l->value);
	fprintf(p->f, "%s%s%s%s", s, l->ev->is_clock ? "msec" : "", s, l->ev->name);
	if (l->noise_pct >= 0)
		fprintf(p->f, "%s%.2f%%", s, l->noise_pct);
	fprintf(p->f, "%s%llu%s%.2f%s", s, (unsigned long long)l->c.running, s,
		pct_field(&l->c), s);
	if (has_m)
		fprintf(p->f, "%.3f%s%s", mv, s, mu);
	else
		fputs(s, p->f);
	if (l->has_pred && l->pred_pct < 0)
		fprintf(p->f, "%s<not supported>%s", s, s);
	else if (l->has_pred)
		fprintf(p->f, "%s%.2f%s%s", s, l->pred_pct, s, l->pred_flag);
	fputc('\n', p->f);
}

static void json(const struct stat_printer *p, const struct stat_line *l)
{
	const char *st = status_text(&l->c), *mu = "";
	double mv = 0;
	bool has_m = metric(p, l, &mv, &mu);

	fputc('{', p->f);
	if (p->interval)
		fprintf(p->f, "\"interval\" : %.9f, ", p->ts);
	fputs("\"counter-value\" : ", p->f);
	if (st) {
		json_str(p->f, st);
	} else {
		fprintf(p->f, "\"%f\"", l->value);
	}
	fputs(", \"unit\" : ", p->f);
	json_str(p->f, l->ev->is_clock ? "msec" : "");
	fputs(", \"event\" : ", p->f);
	json_str(p->f, l->ev->name);
	if (l->noise_pct >= 0)
		fprintf(p->f, ", \"variance\" : %.2f", l->noise_pct);
	fprintf(p->f, ", \"event-runtime\" : %llu, \"pcnt-running\" : %.2f",
		(unsigned long long)l->c.running, pct_field(&l->c));
	if (has_m) {
		fprintf(p->f, ", \"metric-value\" : %f, \"metric-unit\" : ", mv);
		json_str(p->f, mu);
	}
	if (l->has_pred && l->pred_pct < 0) {
		fputs(", \"pcnt-predicted\" : \"<not supported>\"", p->f);
	} else if (l->has_pred) {
		fprintf(p->f, ", \"pcnt-predicted\" : %.2f, \"prediction-note\" : ", l->pred_pct);
		json_str(p->f, l->pred_flag);
	}
	fputs("}\n", p->f);
}

void stat_print_line(const struct stat_printer *p, const struct stat_line *l)
{
	switch (p->fmt) {
	case STAT_HUMAN:
		human(p, l);
		break;
	case STAT_CSV:
		csv(p, l);
		break;
	case STAT_JSON:
		json(p, l);
		break;
	}
}

/* ---- built-in event names ---- */

static const struct {
	const char *name;
	uint32_t type;
	uint64_t config;
} builtin[] = {
	{ "cpu-clock", PMS_TYPE_SOFTWARE, 0 },
	{ "task-clock", PMS_TYPE_SOFTWARE, 1 },
	{ "page-faults", PMS_TYPE_SOFTWARE, 2 },
	{ "faults", PMS_TYPE_SOFTWARE, 2 },
	{ "context-switches", PMS_TYPE_SOFTWARE, 3 },
	{ "cs", PMS_TYPE_SOFTWARE, 3 },
	{ "cpu-migrations", PMS_TYPE_SOFTWARE, 4 },
	{ "migrations", PMS_TYPE_SOFTWARE, 4 },
	{ "minor-faults", PMS_TYPE_SOFTWARE, 5 },
	{ "major-faults", PMS_TYPE_SOFTWARE, 6 },
	{ "alignment-faults", PMS_TYPE_SOFTWARE, 7 },
	{ "emulation-faults", PMS_TYPE_SOFTWARE, 8 },
	{ "dummy", PMS_TYPE_SOFTWARE, 9 },
	{ "cycles", PMS_TYPE_HARDWARE, 0 },
	{ "cpu-cycles", PMS_TYPE_HARDWARE, 0 },
	{ "instructions", PMS_TYPE_HARDWARE, 1 },
	{ "cache-references", PMS_TYPE_HARDWARE, 2 },
	{ "cache-misses", PMS_TYPE_HARDWARE, 3 },
	{ "branches", PMS_TYPE_HARDWARE, 4 },
	{ "branch-instructions", PMS_TYPE_HARDWARE, 4 },
	{ "branch-misses", PMS_TYPE_HARDWARE, 5 },
	{ "bus-cycles", PMS_TYPE_HARDWARE, 6 },
	{ "stalled-cycles-frontend", PMS_TYPE_HARDWARE, 7 },
	{ "stalled-cycles-backend", PMS_TYPE_HARDWARE, 8 },
	{ "ref-cycles", PMS_TYPE_HARDWARE, 9 },
};

static int mods_parse(const char *s, size_t len, unsigned *mods)
{
	for (size_t i = 0; i < len; i++) {
		switch (s[i]) {
		case 'u': *mods |= PMS_MOD_U; break;
		case 'k': *mods |= PMS_MOD_K; break;
		case 'h': *mods |= PMS_MOD_H; break;
		case 'W': *mods |= PMS_MOD_W; break;
		case 'D': *mods |= PMS_MOD_D; break;
		case 'e': *mods |= PMS_MOD_E; break;
		default: return -1;
		}
	}
	return 0;
}

/*
 * A small parser for names, "{...}" groups, "rHEX" and the u/k/h/W/D/e
 * modifiers.  The full grammar belongs to pms_evlist_parse(); this only
 * keeps 'stat' usable where that is not linked in.
 */
int stat_fallback_parse(const char *text, struct stat_ev **out, int *n, char *err, size_t errn)
{
	struct stat_ev *v = NULL;
	int cnt = 0, cap = 0, leader = -1;
	const char *p = text;
	bool in_group = false;

	*out = NULL;
	*n = 0;
	while (*p) {
		const char *s, *colon, *end;
		size_t len;
		unsigned mods = 0;
		struct stat_ev *ev;
		size_t k;
		bool closes = false;

		if (*p == '{') {
			if (in_group)
				goto bad;
			in_group = true;
			leader = cnt;
			p++;
		}
		s = p;
		while (*p && *p != ',' && *p != '}' && *p != '{')
			p++;
		end = p;
		if (*p == '}') {
			if (!in_group)
				goto bad;
			closes = true;
			p++;
			if (*p == ':') {	/* group modifiers */
				const char *g = ++p;

				while (*p && *p != ',')
					p++;
				if (mods_parse(g, (size_t)(p - g), &mods))
					goto bad;
			}
		}
		if (*p == ',')
			p++;
		else if (*p && *p != '{')
			goto bad;
		colon = memchr(s, ':', (size_t)(end - s));
		len = (size_t)((colon ? colon : end) - s);
		if (colon && mods_parse(colon + 1, (size_t)(end - colon - 1), &mods))
			goto bad;
		if (len == 0)
			goto bad;
		if (cnt == cap) {
			struct stat_ev *nv;

			cap = cap ? cap * 2 : 8;
			nv = realloc(v, (size_t)cap * sizeof(*v));
			if (!nv)
				goto nomem;
			v = nv;
		}
		ev = &v[cnt];
		memset(ev, 0, sizeof(*ev));
		for (k = 0; k < sizeof(builtin) / sizeof(builtin[0]); k++)
			if (strlen(builtin[k].name) == len && !strncmp(builtin[k].name, s, len))
				break;
		if (k < sizeof(builtin) / sizeof(builtin[0])) {
			ev->e.type = builtin[k].type;
			ev->e.config = builtin[k].config;
		} else if (s[0] == 'r' && len > 1 && len < 18 &&
			   strspn(s + 1, "0123456789abcdefABCDEF") >= len - 1) {
			ev->e.type = PMS_TYPE_RAW;
			ev->e.config = strtoull(s + 1, NULL, 16);
		} else {
			snprintf(err, errn, "unknown event '%.*s'", (int)len, s);
			goto fail;
		}
		snprintf(ev->name, sizeof(ev->name), "%.*s", (int)(end - s), s);
		ev->is_clock = ev->e.type == PMS_TYPE_SOFTWARE && ev->e.config <= 1;
		ev->e.leader = in_group ? leader : cnt;
		ev->e.mods = mods;
		cnt++;
		if (closes) {
			/* group modifiers apply to every member; D, W and e are the leader's */
			for (int i = leader; i < cnt; i++) {
				v[i].e.mods |= mods & (PMS_MOD_U | PMS_MOD_K | PMS_MOD_H);
				v[i].e.mods |= v[leader].e.mods & PMS_MOD_W;
			}
			v[leader].e.mods |= mods;
			in_group = false;
		}
	}
	if (in_group || cnt == 0)
		goto bad;
	for (int i = 0; i < cnt; i++) {
		struct stat_ev *l = &v[v[i].e.leader];

		v[i].e.name = v[i].name;
		v[i].e.pinned = (l->e.mods & PMS_MOD_D) != 0;
		v[i].e.exclusive = (l->e.mods & PMS_MOD_E) != 0;
		v[i].e.weak = (l->e.mods & PMS_MOD_W) != 0;
	}
	*out = v;
	*n = cnt;
	return 0;
bad:
	snprintf(err, errn, "cannot parse event list near offset %zu", (size_t)(p - text));
fail:
	free(v);
	return -1;
nomem:
	snprintf(err, errn, "out of memory");
	free(v);
	return -1;
}
