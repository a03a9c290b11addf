/*
 * --svg FILE: a simulation as a self-contained SVG timeline.  Counters are
 * rows (every fixed and GP counter, the metric counters in use, then one
 * row per software event); the whole run is drawn, folded by period
 * (pms_schedule_new(): a prefix, one period with its repeat count over it,
 * a tail).  Every cell says what holds it: an event (its colour, its
 * number or name, a tooltip with name, counter and time), the second half
 * of an AMD pair, the NMI watchdog, or the HT sibling (only GP counters,
 * only under the HT erratum: fixed counters are per thread).  On a hybrid
 * platform a row under the counters names the core type whose CPU each
 * column shows, and counters that type lacks are grey.  The legend
 * gives each event's share as perf prints it.  The file is written through
 * outfile.c: a temporary renamed into place, so a reader never sees half of
 * it.
 */
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "outfile.h"
#include "predict.h"

#define SVG_MAX_COLS 1000	/* columns drawn; a longer unfolded run says so */
#define ROW_H 22
#define LEFT 96
#define TOP 84

static void xml_text(FILE *f, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&apos;", f); break;
		default:
			if ((unsigned char)*s >= 0x20)
				fputc(*s, f);
		}
	}
}

/*
 * 48 colours chosen far apart in CIELAB (greedy farthest point over an HSL
 * grid, greys excluded: they mark the watchdog and free counters); the
 * first 40 are at least 24 dE76 apart.  Past 48 they repeat, and the
 * number in each cell still tells events apart.
 */
static const char *const palette[48] = {
	"#3466b2", "#06e006", "#f91f1f", "#f91ff9", "#e2d49c", "#fc83b3", "#1fe3f9", "#1f4bf9",
	"#288a32", "#8a4628", "#f9a21f", "#cae006", "#cb83fc", "#63e9b3", "#9c1681", "#288a77",
	"#ae0448", "#9c8f16", "#fc9b83", "#83bffc", "#7b04ae", "#8be963", "#f91fb8", "#1f76f9",
	"#c9501d", "#286d8a", "#bf9ce2", "#a21ff9", "#fb5162", "#b9d775", "#f9ce1f", "#04ae15",
	"#7bae04", "#ae6a04", "#3434b2", "#1f1ff9", "#e9b363", "#e2368c", "#e29caa", "#8a2859",
	"#8a6d28", "#06e073", "#1da6c9", "#fc83e4", "#89e006", "#fb9551", "#9ce2c6", "#9c1616",
};

static const char *colour(int i)
{
	return palette[i % 48];
}

/* Black or white text, whichever reads on @hex. */
static const char *ink(const char *hex)
{
	unsigned v = (unsigned)strtoul(hex + 1, NULL, 16);
	double y = 0.299 * (v >> 16 & 255) + 0.587 * (v >> 8 & 255) + 0.114 * (v & 255);

	return y > 150 ? "#000000" : "#ffffff";
}

static void share_text(const struct pms_ev_result *r, char *buf, size_t n)
{
	if (r->status == PMS_ST_NOT_SUPPORTED)
		snprintf(buf, n, "<not supported>");
	else if (r->status == PMS_ST_NOT_COUNTED)
		snprintf(buf, n, "<not counted>%s", r->print_percent ? " (0.00%)" : "");
	else if (r->print_percent)
		snprintf(buf, n, "%.2f%%", r->percent);
	else
		snprintf(buf, n, "100%%");
}

struct layout {
	unsigned *col;		/* column -> recorded interval */
	unsigned *rep;		/* column -> repeat count of its segment */
	unsigned n_cols, n_iv;
	int cw, n_rows;
	const struct pms_model *pmu_row;	/* hybrids: the platform, for the core-type row */
	int per_band;		/* columns per band: long runs wrap into bands */
	int band_h;		/* height of a band, labels included */
};

/* Top-left of column @k's cell in row 0. */
static int col_x(const struct layout *l, unsigned k)
{
	return LEFT + (int)(k % (unsigned)l->per_band) * l->cw;
}

static int col_y(const struct layout *l, unsigned k)
{
	return TOP + (int)(k / (unsigned)l->per_band) * l->band_h;
}

/* Columns: every segment's intervals once, folded segments with their count. */
static int lay_out(const struct pms_schedule *sc, unsigned n_iv, bool full, struct layout *l)
{
	/* l->pmu_row is set by the caller */
	l->col = malloc(sizeof(unsigned) * (SVG_MAX_COLS + 1));
	l->rep = malloc(sizeof(unsigned) * (SVG_MAX_COLS + 1));
	l->n_cols = 0;
	l->n_iv = n_iv;
	if (!l->col || !l->rep)
		return -1;
	for (unsigned i = 0; i < pms_schedule_n_segments(sc); i++) {
		struct pms_segment g;
		unsigned n;

		pms_schedule_segment(sc, i, &g);
		n = full ? g.n * g.repeat : g.n;
		for (unsigned k = 0; k < n && l->n_cols < SVG_MAX_COLS; k++) {
			l->col[l->n_cols] = g.first + k;
			l->rep[l->n_cols++] = full ? 1 : g.repeat;
		}
	}
	/* wide enough for "e12" in every cell; a long run wraps into bands */
	l->cw = l->n_cols ? 960 / (int)l->n_cols : 40;
	l->cw = l->cw > 96 ? 96 : l->cw < 24 ? 24 : l->cw;
	l->per_band = 960 / l->cw;
	l->n_rows = pms_schedule_n_rows(sc);
	l->band_h = (l->n_rows + (l->pmu_row ? 1 : 0)) * ROW_H + 56;
	return 0;
}

/* Hybrids: a row under the counters saying whose CPU each column shows. */
static void draw_pmu_cell(FILE *f, const struct pms_model *m, const struct pms_interval *iv, int x,
			  int y, int cw)
{
	static const char *const fill[PMS_MAX_CORE_PMUS] = { "#dbe8f6", "#f6e6d2", "#e2f2dc",
							     "#efe0f2" };
	size_t k = iv->pmu > 0 && iv->pmu < PMS_MAX_CORE_PMUS ? (size_t)iv->pmu : 0;
	const char *name = pms_model_pmu_name(pms_model_pmu(m, k));

	fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#ffffff\" "
		"stroke-width=\"1\"><title>", x, y, cw, ROW_H, fill[k]);
	fprintf(f, "%.3f-%.3f ms: ", (double)iv->start_ns / 1e6, (double)iv->end_ns / 1e6);
	if (iv->task_on) {
		fputs("the task is on a ", f);
		xml_text(f, name);
		fputs(" CPU: the counters and the watchdog are its PMU's", f);
	} else {
		fputs("the task is off every CPU; shown: ", f);
		xml_text(f, name);
	}
	fputs("</title></rect>\n", f);
	if (cw >= 20)
		fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"9\" text-anchor=\"middle\">%s</text>\n",
			x + cw / 2, y + 15, strncmp(name, "cpu_", 4) ? name : name + 4);
}

static void draw_cell(FILE *f, const struct pms_evlist *ev, const struct pms_cell *c, int row,
		      const struct pms_interval *iv, unsigned rep, int x, int y, int cw)
{
	struct pms_event_info info;
	const char *fill = "#f4f4f4", *text_ink = "#000000", *short_name;
	char label[64] = "", ctr[16] = "sw", name[320] = "";

	if (row >= 0)
		pms_model_counter_name(pms_evlist_model(ev), row, ctr, sizeof(ctr));
	switch (c->kind) {
	case PMS_CELL_EVENT:
	case PMS_CELL_SOFTWARE:
	case PMS_CELL_PAIR:
		pms_evlist_event(ev, c->event, &info);
		predict_event_name(ev, c->event, name, sizeof(name));
		fill = colour(c->event);
		text_ink = ink(fill);
		/* the short name; on hybrids perf's uniquified one, to tell the types apart */
		short_name = pms_model_is_hybrid(pms_evlist_model(ev)) ? name : info.name;
		if (cw >= 9 * (int)strlen(short_name) + 8)
			snprintf(label, sizeof(label), "%s%s", short_name,
				 c->kind == PMS_CELL_PAIR ? " (pair)" : "");
		else
			snprintf(label, sizeof(label), "e%d%s", c->event,
				 c->kind == PMS_CELL_PAIR ? "+" : "");
		break;
	case PMS_CELL_WATCHDOG:
		fill = "#7f7f7f";
		text_ink = "#ffffff";
		snprintf(label, sizeof(label), "WD");
		break;
	case PMS_CELL_SIBLING:
		fill = "url(#sib)";
		snprintf(label, sizeof(label), "SIB");
		break;
	case PMS_CELL_SIBLING_SHARED:
		fill = "url(#sibs)";
		break;
	case PMS_CELL_LIMITED:
		fill = "url(#lim)";
		snprintf(label, sizeof(label), "max");
		break;
	case PMS_CELL_ABSENT:
		fill = "#d0d0d0";
		break;
	case PMS_CELL_FREE:
		break;
	}
	fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#ffffff\" "
		"stroke-width=\"1\"%s><title>", x, y, cw, ROW_H, fill,
		c->kind == PMS_CELL_PAIR ? " fill-opacity=\"0.6\"" : "");
	fprintf(f, "%s, %.3f-%.3f ms%s: ", ctr, (double)iv->start_ns / 1e6,
		(double)iv->end_ns / 1e6, rep > 1 ? " (one period of a repeat)" : "");
	if (c->kind == PMS_CELL_EVENT || c->kind == PMS_CELL_SOFTWARE || c->kind == PMS_CELL_PAIR) {
		fprintf(f, "e%d ", c->event);
		xml_text(f, name);
		fputs(c->kind == PMS_CELL_PAIR ? " (second counter of its pair)" : "", f);
	} else {
		fputs(c->kind == PMS_CELL_WATCHDOG ? "the NMI watchdog" :
		      c->kind == PMS_CELL_SIBLING ? "closed: the HT sibling counts a corrupting event" :
		      c->kind == PMS_CELL_SIBLING_SHARED ?
		      "free; the HT sibling counts here, so no corrupting event may" :
		      c->kind == PMS_CELL_LIMITED ? "free, but this thread already uses the most GP "
		      "counters the HT erratum allows" :
		      c->kind == PMS_CELL_ABSENT ? "no such counter on this core type's PMU" : "free", f);
	}
	if (c->sibling && c->kind != PMS_CELL_SIBLING && c->kind != PMS_CELL_SIBLING_SHARED)
		fputs("; the HT sibling counts on this counter too", f);
	fputs("</title></rect>\n", f);
	if (c->sibling && (c->kind == PMS_CELL_EVENT || c->kind == PMS_CELL_PAIR))
		fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"3\" fill=\"#c0392b\"/>\n",
			x, y, cw);
	if (label[0] && cw >= 20)
		fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\" "
			"fill=\"%s\">%s</text>\n", x + cw / 2, y + 15, text_ink, label);
}

static void draw_grid(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s,
		      const struct pms_schedule *sc, const struct layout *l, struct pms_cell *cells)
{
	for (unsigned k = 0; k < l->n_cols; k++) {
		struct pms_interval iv;
		int x = col_x(l, k), y = col_y(l, k);

		if (k % (unsigned)l->per_band == 0) {	/* a band starts: its row names */
			fprintf(f, "<text x=\"8\" y=\"%d\" font-size=\"10\" fill=\"#444\">time (ms)"
				"</text>\n", y - 6);
			for (int r = 0; r < l->n_rows; r++) {
				int row = pms_schedule_row(sc, r);
				char name[32];

				if (row >= 0)
					pms_model_counter_name(pms_evlist_model(ev), row, name,
							       sizeof(name));
				else
					snprintf(name, sizeof(name), "sw e%d", -1 - row);
				fprintf(f, "<text x=\"8\" y=\"%d\">%s</text>\n", y + r * ROW_H + 15,
					name);
			}
			if (l->pmu_row)
				fprintf(f, "<text x=\"8\" y=\"%d\">core type</text>\n",
					y + l->n_rows * ROW_H + 15);
		}
		pms_sim_interval(s, l->col[k], &iv);
		pms_schedule_column(sc, l->col[k], cells);
		for (int r = 0; r < l->n_rows; r++)
			draw_cell(f, ev, &cells[r], pms_schedule_row(sc, r), &iv, l->rep[k], x,
				  y + r * ROW_H, l->cw);
		if (l->pmu_row)
			draw_pmu_cell(f, l->pmu_row, &iv, x, y + l->n_rows * ROW_H, l->cw);
		if (!iv.task_on)
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#000000\" "
				"fill-opacity=\"0.18\"><title>task off CPU</title></rect>\n", x, y,
				l->cw, l->n_rows * ROW_H);
		if (k % 5 == 0)
			fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"#444\">%.0f</text>\n",
				x, y - 6, (double)iv.start_ns / 1e6);
	}
	/* a bracket over each folded period, with its count (cut at band ends) */
	for (unsigned k = 0; k < l->n_cols;) {
		unsigned e = k;

		while (e + 1 < l->n_cols && l->rep[e + 1] == l->rep[k] && l->col[e + 1] == l->col[e] + 1)
			e++;
		if (l->rep[k] > 1) {
			struct pms_interval a, b;

			pms_sim_interval(s, l->col[k], &a);
			pms_sim_interval(s, l->col[e] + (e - k + 1) * (l->rep[k] - 1), &b);
			fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\" font-weight=\"bold\">x%u"
				"</text><text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"#444\">"
				"%.3f-%.3f ms</text>\n", col_x(l, k), col_y(l, k) - 34, l->rep[k],
				col_x(l, k) + 40, col_y(l, k) - 34, (double)a.start_ns / 1e6,
				(double)b.end_ns / 1e6);
			for (unsigned q = k; q <= e; q++)
				if (q == k || q % (unsigned)l->per_band == 0) {
					unsigned end = q;

					while (end < e && (end + 1) % (unsigned)l->per_band)
						end++;
					fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"6\" "
						"fill=\"#333\"><title>these %u intervals repeat %u "
						"times</title></rect>\n", col_x(l, q), col_y(l, q) - 30,
						(int)(end - q + 1) * l->cw, e - k + 1, l->rep[k]);
				}
		}
		k = e + 1;
	}
}

static void draw_legend(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s, int y0,
			int cols)
{
	int n_ev = pms_evlist_count(ev), per_col = (n_ev + cols - 1) / cols;

	fprintf(f, "<text x=\"8\" y=\"%d\" font-weight=\"bold\">Events</text>\n", y0);
	for (int i = 0; i < n_ev; i++) {
		char share[48], name[320];
		int x = 8 + (i / per_col) * 480, y = y0 + 8 + (i % per_col) * 20;

		predict_event_name(ev, i, name, sizeof(name));
		share_text(pms_sim_result(s, i), share, sizeof(share));
		fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/>\n", x, y,
			colour(i));
		fprintf(f, "<text x=\"%d\" y=\"%d\">e%d ", x + 20, y + 12, i);
		xml_text(f, name);
		fputs(": ", f);
		xml_text(f, share);
		fputs("</text>\n", f);
	}
}

/* Everything the drawing needs, prepared before a file is opened. */
struct svg_doc {
	const struct predict_args *a;
	const struct pms_evlist *ev;
	const struct pms_sim *s;
	const char *title;
	struct pms_schedule *sc;
	struct pms_cell *cells;
	struct layout l;
};

static void svg_release(struct svg_doc *d)
{
	free(d->cells);
	free(d->l.col);
	free(d->l.rep);
	pms_schedule_free(d->sc);
}

static int svg_prepare(struct svg_doc *d, const struct predict_args *a,
		       const struct pms_evlist *ev, const struct pms_sim *s, const char *title)
{
	memset(d, 0, sizeof(*d));
	d->a = a;
	d->ev = ev;
	d->s = s;
	d->title = title;
	if (pms_model_is_hybrid(pms_evlist_model(ev)))
		d->l.pmu_row = pms_evlist_model(ev);
	if (pms_schedule_new(ev, s, &d->sc, NULL) ||
	    lay_out(d->sc, pms_sim_n_intervals(s), a->full, &d->l) ||
	    !(d->cells = calloc((size_t)d->l.n_rows + 1, sizeof(*d->cells))) || !d->l.n_iv) {
		svg_release(d);
		return -1;
	}
	return 0;
}

static void write_svg(FILE *f, const struct svg_doc *d)
{
	const struct pms_evlist *ev = d->ev;
	const struct pms_sim *s = d->s;
	const struct layout *l = &d->l;
	int n_ev = pms_evlist_count(ev), cols = n_ev > 20 ? 2 : 1;
	int n_bands = (int)((l->n_cols + (unsigned)l->per_band - 1) / (unsigned)l->per_band);
	int shown = n_bands > 1 ? l->per_band : (int)l->n_cols;
	int width = LEFT + shown * l->cw + 24, legend_y, height, wd = 0;
	char env[200];
	struct pms_interval last;

	if (width < 16 + cols * 480)
		width = 16 + cols * 480;
	legend_y = TOP + (n_bands - 1) * l->band_h + (l->n_rows + (l->pmu_row ? 1 : 0)) * ROW_H + 36;
	height = legend_y + ((n_ev + cols - 1) / cols + 5) * 20 + 16;
	predict_env_text(d->a, env, sizeof(env));
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
		"height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\" "
		"font-size=\"12\">\n", width, height, width, height);
	fputs("<defs><pattern id=\"sib\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
	      "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fbe3e3\"/>"
	      "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#c0392b\" stroke-width=\"2\"/>"
	      "</pattern><pattern id=\"sibs\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
	      "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#f4f4f4\"/>"
	      "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#e6a0a0\" stroke-width=\"1\"/>"
	      "</pattern><pattern id=\"lim\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
	      "<rect width=\"8\" height=\"8\" fill=\"#e8e8e8\"/><circle cx=\"4\" cy=\"4\" r=\"1\" "
	      "fill=\"#999\"/></pattern></defs>\n", f);
	fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", width,
		height);
	fputs("<text x=\"8\" y=\"20\" font-size=\"15\" font-weight=\"bold\">", f);
	xml_text(f, d->title);
	fputs(": ", f);
	xml_text(f, env);
	fputs("</text>\n", f);
	pms_sim_interval(s, l->n_iv - 1, &last);
	fprintf(f, "<text x=\"8\" y=\"40\" fill=\"#444\">%u intervals, 0-%.3f ms (mux interval "
		"%.3f ms)%s%s</text>\n", l->n_iv, (double)last.end_ns / 1e6,
		(double)pms_sim_mux_interval_ns(s) / 1e6,
		l->n_cols < l->n_iv ? "; repeats folded: xN over a period" : "",
		l->n_cols == SVG_MAX_COLS ? "; later intervals not drawn" : "");
	draw_grid(f, ev, s, d->sc, l, d->cells);
	draw_legend(f, ev, s, legend_y, cols);
	for (unsigned k = 0; k < l->n_iv && !wd; k++) {
		struct pms_interval iv;

		pms_sim_interval(s, k, &iv);
		wd = iv.watchdog >= 0;
	}
	{
		int y = legend_y + 8 + ((n_ev + cols - 1) / cols) * 20;

		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#7f7f7f\"/>"
			"<text x=\"28\" y=\"%d\">WD: NMI watchdog (CPU-pinned cycles)%s; eN+: second "
			"counter of eN's pair</text>\n", y, y + 12, wd ? "" : ": off or not placed");
		y += 20;
		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"url(#sib)\"/>"
			"<text x=\"28\" y=\"%d\">SIB: closed by the HT sibling's corrupting event; light "
			"hatch: the sibling counts there (closed to corrupting events)%s</text>\n", y,
			y + 12, pms_sim_sibling_blocked(s, true) ? "" : " (none)");
		y += 20;
		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#000000\" "
			"fill-opacity=\"0.18\"/><text x=\"28\" y=\"%d\">task off the CPU</text>\n",
			y, y + 12);
		if (l->pmu_row) {
			y += 20;
			fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#d0d0d0\"/>"
				"<text x=\"28\" y=\"%d\">no such counter on the core type shown "
				"(core type row: the CPU the task is on; cpu_core's while it is off)"
				"</text>\n", y, y + 12);
		}
	}
	fputs("</svg>\n", f);
}

/* Write @d to @path through outfile.c: a temporary renamed over it. */
static int svg_commit(struct cli *cli, const char *path, const struct svg_doc *d)
{
	struct outfile of;
	int rc;

	rc = outfile_open(cli, "--svg", path, false, &of);
	if (rc)
		return rc;
	write_svg(of.f, d);
	return outfile_close(cli, &of, true);
}

int predict_write_svg(struct cli *cli, const struct predict_args *a, const struct pms_evlist *ev,
		      const struct pms_sim *s, const char *title)
{
	struct svg_doc d;
	int rc;

	if (!a->svg)
		return EXIT_OK;
	if (svg_prepare(&d, a, ev, s, title)) {
		cli_error(cli, "cannot write '%s': %s", a->svg, strerror(ENOMEM));
		return EXIT_FAIL;
	}
	rc = svg_commit(cli, a->svg, &d);
	svg_release(&d);
	return rc;
}
