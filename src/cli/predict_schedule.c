/*
 * predict's schedule as text: intervals x counters, every cell saying what
 * holds it, repeats folded (pms_schedule_*), and the legend of its marks.
 * Moved from predict_report.c as it was.
 */
#include <string.h>
#include "predict.h"

#define MAX_COLS 80

struct legend {
	bool wd, pair, sib, sib_shared, sib_event, limited, absent;
};

static void cell_label(const struct pms_cell *c, char *buf, size_t n, struct legend *lg)
{
	switch (c->kind) {
	case PMS_CELL_EVENT:
		snprintf(buf, n, "e%d%s", c->event, c->sibling ? "*" : "");
		lg->sib_event |= c->sibling;
		break;
	case PMS_CELL_PAIR:
		snprintf(buf, n, "e%d+", c->event);
		lg->pair = true;
		break;
	case PMS_CELL_WATCHDOG:
		snprintf(buf, n, "WD");
		lg->wd = true;
		break;
	case PMS_CELL_SIBLING:
		snprintf(buf, n, "SIB");
		lg->sib = true;
		break;
	case PMS_CELL_SIBLING_SHARED:
		snprintf(buf, n, "sib");
		lg->sib_shared = true;
		break;
	case PMS_CELL_LIMITED:
		snprintf(buf, n, "max");
		lg->limited = true;
		break;
	case PMS_CELL_ABSENT:
		snprintf(buf, n, "-");
		lg->absent = true;
		break;
	default:
		snprintf(buf, n, ".");
	}
}

/* Hybrids: the PMU column fits the longest core PMU name (Apple's are long). */
static int pmu_width(const struct pms_model *m)
{
	int w = 9;

	for (size_t k = 0; m && k < pms_model_n_pmus(m); k++)
		if ((int)strlen(pms_model_pmu_name(pms_model_pmu(m, k))) > w)
			w = (int)strlen(pms_model_pmu_name(pms_model_pmu(m, k)));
	return w;
}

/* Event @i counts on a non-core PMU's box (shown under "Boxes", not here). */
static bool in_box(const struct pms_sim *s, int i)
{
	for (int k = 0; k < pms_sim_n_boxes(s); k++) {
		struct pms_sim_box b;

		for (int j = 0; !pms_sim_box(s, k, &b) && j < b.n_events; j++)
			if (b.events[j] == i)
				return true;
	}
	return false;
}

static void print_row(FILE *f, const struct pms_model *m, const struct pms_sim *s,
		      const struct pms_schedule *sc, unsigned k, struct pms_cell *cells, int n_cols,
		      const char *label, struct legend *lg)
{
	struct pms_interval iv;
	bool any_sw = false;

	pms_sim_interval(s, k, &iv);
	pms_schedule_column(sc, k, cells);
	fprintf(f, "  %-26s", label);
	if (m)	/* hybrids: whose CPU the row shows (cpu_core's while the task is off) */
		fprintf(f, " %-*s", pmu_width(m),
			pms_model_pmu_name(pms_model_pmu(m, iv.pmu > 0 ? (size_t)iv.pmu : 0)));
	for (int c = 0; c < pms_schedule_n_rows(sc); c++) {
		char cell[24];

		if (pms_schedule_row(sc, c) < 0) {
			if (cells[c].kind == PMS_CELL_SOFTWARE && !in_box(s, cells[c].event)) {
				fprintf(f, "%se%d", any_sw ? "," : " sw:", cells[c].event);
				any_sw = true;
			}
			continue;
		}
		if (c >= n_cols)
			continue;
		cell_label(&cells[c], cell, sizeof(cell), lg);
		fprintf(f, " %-7s", cell);
	}
	if (!iv.task_on)
		fputs(" (task off CPU)", f);
	fputc('\n', f);
}

static void print_legend(FILE *f, const struct legend *lg)
{
	const char *part[7];
	int n = 0;

	if (lg->wd)
		part[n++] = "WD: the NMI watchdog";
	if (lg->pair)
		part[n++] = "eN+: the second counter of eN's pair";
	if (lg->sib)
		part[n++] = "SIB: closed, the HT sibling counts a corrupting event on it";
	if (lg->sib_shared || lg->sib_event)
		part[n++] = "sib, eN*: the HT sibling counts on it, so this thread's corrupting "
			    "events may not";
	if (lg->limited)
		part[n++] = "max: free, but the thread already uses the most GP counters the HT "
			    "erratum allows";
	if (lg->absent)
		part[n++] = "-: that core type's PMU has no such counter";
	for (int i = 0; i < n; i++)
		fprintf(f, "%s%s", i ? "\n   " : "  (", part[i]);
	fputs(")\n", f);
}

void predict_print_schedule(FILE *f, const struct predict_args *a, const struct pms_schedule *sc,
			    struct pms_cell *cells)
{
	const struct pms_sim *s = a->sim;
	const struct pms_model *hyb = pms_model_is_hybrid(a->common.model) ? a->common.model : NULL;
	int n_rows = pms_schedule_n_rows(sc), n_cols = 0;
	struct legend lg = { 0 };

	fprintf(f, "\nSchedule (mux interval %.3f ms; each cell: the event on that counter%s):\n",
		(double)pms_sim_mux_interval_ns(s) / 1e6,
		hyb ? "; each row: the CPU of the core type the task is on" : "");
	fprintf(f, "  %-26s", "time (ms)");
	if (hyb)
		fprintf(f, " %-*s", pmu_width(hyb), "PMU");
	for (int c = 0; c < n_rows && n_cols < MAX_COLS; c++) {
		char name[16];

		if (pms_schedule_row(sc, c) < 0)
			continue;
		pms_model_counter_name(a->common.model, pms_schedule_row(sc, c), name, sizeof(name));
		fprintf(f, " %-7s", name);
		n_cols = c + 1;
	}
	fputc('\n', f);
	for (unsigned i = 0; i < pms_schedule_n_segments(sc); i++) {
		struct pms_segment g;
		struct pms_interval x, y;
		char label[64];

		pms_schedule_segment(sc, i, &g);
		if (g.repeat == 1 || a->full) {
			for (unsigned k = g.first; k < g.first + g.n * g.repeat; k++) {
				pms_sim_interval(s, k, &x);
				snprintf(label, sizeof(label), "%.3f-%.3f", (double)x.start_ns / 1e6,
					 (double)x.end_ns / 1e6);
				print_row(f, hyb, s, sc, k, cells, n_cols, label, &lg);
			}
			continue;
		}
		pms_sim_interval(s, g.first, &x);
		pms_sim_interval(s, g.first + g.n * g.repeat - 1, &y);
		{
			struct pms_interval z;

			/* the period: from one repetition's start to the next's */
			pms_sim_interval(s, g.first + g.n, &z);
			fprintf(f, "  %.3f-%.3f: %s %u interval%s repeat%s %u times (every %.3f ms):\n",
				(double)x.start_ns / 1e6, (double)y.end_ns / 1e6,
				g.n > 1 ? "these" : "this", g.n, g.n > 1 ? "s" : "",
				g.n > 1 ? "" : "s", g.repeat, (double)(z.start_ns - x.start_ns) / 1e6);
		}
		for (unsigned k = g.first; k < g.first + g.n; k++) {
			pms_sim_interval(s, k, &x);
			snprintf(label, sizeof(label), "  +%.3f ms", (double)(x.end_ns - x.start_ns) / 1e6);
			print_row(f, hyb, s, sc, k, cells, n_cols, label, &lg);
		}
	}
	if (lg.wd || lg.pair || lg.sib || lg.sib_shared || lg.sib_event || lg.limited || lg.absent)
		print_legend(f, &lg);
}
