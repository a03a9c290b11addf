/*
 * --svg FILE: a simulation as a self-contained SVG timeline.  Counters are
 * rows (every fixed and GP counter, the metric counters in use, then one
 * row per software event), recorded intervals are columns (the first
 * SVG_MAX_COLS of them, each as wide as the next), one colour per event.
 * The NMI watchdog's counter, counters the HT sibling holds and intervals
 * with the task off the CPU are marked; the legend gives each event's share
 * as perf would print it.  The file is written through outfile.c: a
 * temporary renamed into place, so a reader never sees half of it.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "outfile.h"
#include "predict.h"

#define SVG_MAX_COLS 60
#define SVG_MAX_ROWS 128
#define ROW_H 22
#define LEFT 96
#define TOP 64

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
 * Distinct colours: a 20-colour qualitative palette (light/dark pairs of
 * ten hues, neighbours far apart), then golden-angle hues for the rest.
 */
static void colour(int i, char *buf, size_t n)
{
	static const char *palette[] = {
		"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#edc948", "#76b7b2",
		"#ff9da7", "#9c755f", "#bab0ac", "#1f4e79", "#b35806", "#2d6a2a", "#8c1d24",
		"#6a3d7a", "#a08400", "#2f7f7a", "#d45087", "#5c3d2e", "#17becf",
	};
	double h, sat = 0.55, l = i % 2 ? 0.45 : 0.68, c, x, m, r = 0, g = 0, b = 0;

	if (i < (int)(sizeof(palette) / sizeof(palette[0]))) {
		snprintf(buf, n, "%s", palette[i]);
		return;
	}
	h = fmod(i * 137.508, 360.0) / 60.0;
	c = (1 - fabs(2 * l - 1)) * sat;
	x = c * (1 - fabs(fmod(h, 2.0) - 1));
	m = l - c / 2;
	switch ((int)h) {
	case 0: r = c; g = x; break;
	case 1: r = x; g = c; break;
	case 2: g = c; b = x; break;
	case 3: g = x; b = c; break;
	case 4: r = x; b = c; break;
	default: r = c; b = x; break;
	}
	snprintf(buf, n, "#%02x%02x%02x", (int)lround((r + m) * 255), (int)lround((g + m) * 255),
		 (int)lround((b + m) * 255));
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

static void write_svg(FILE *f, const struct pms_evlist *ev, const struct pms_sim *s,
		      const char *title)
{
	const struct pms_model *m = pms_evlist_model(ev);
	const struct pms_env *env = pms_sim_env(s);
	int n_ev = pms_evlist_count(ev), rows[SVG_MAX_ROWS], n_rows = 0, wd = pms_sim_watchdog_counter(s);
	uint64_t used = 0, sib = pms_sim_sibling_counters(s);
	unsigned n_iv = pms_sim_n_intervals(s), n_cols = n_iv < SVG_MAX_COLS ? n_iv : SVG_MAX_COLS;
	int cw = n_cols ? 900 / (int)n_cols : 40, width, height, legend_y;
	char kv[32];
	struct pms_interval last;

	if (cw > 48)
		cw = 48;
	if (cw < 14)
		cw = 14;
	for (int i = 0; i < n_ev; i++)
		used |= pms_sim_result(s, i)->counters;
	for (int k = 0; k < pms_model_n_fixed(m) && n_rows < SVG_MAX_ROWS; k++)
		rows[n_rows++] = PMS_FIXED0 + k;
	for (int k = 0; k < pms_model_n_gp(m, env) && n_rows < SVG_MAX_ROWS; k++)
		rows[n_rows++] = k;
	/* arm64: the cycle and instruction counters after the general ones */
	for (int k = PMS_FIXED0 - 1; pms_model_alloc(m) != PMS_ALLOC_X86 && k < 64; k++)
		if ((pms_model_counter_mask(m, env) >> k & 1) && n_rows < SVG_MAX_ROWS)
			rows[n_rows++] = k;
	for (int k = 0; k < pms_model_n_metrics(m) && n_rows < SVG_MAX_ROWS; k++)
		if (used >> (PMS_METRIC0 + k) & 1)
			rows[n_rows++] = PMS_METRIC0 + k;
	for (int i = 0; i < n_ev && n_rows < SVG_MAX_ROWS; i++) {
		struct pms_event_info info;

		pms_evlist_event(ev, i, &info);
		if (info.pmu != PMS_PMU_CORE)
			rows[n_rows++] = -100 - i;	/* a software event's own row */
	}
	width = LEFT + (int)n_cols * cw + 24;
	if (width < 720)
		width = 720;
	legend_y = TOP + n_rows * ROW_H + 36;
	height = legend_y + (n_ev + 4) * 20 + 16;
	pms_kver_format(env->kver, kv, sizeof(kv));
	if (n_iv)
		pms_sim_interval(s, n_cols - 1, &last);

	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
		"height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\" "
		"font-size=\"12\">\n", width, height, width, height);
	fputs("<defs><pattern id=\"sib\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
	      "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fbe3e3\"/>"
	      "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#c0392b\" stroke-width=\"2\"/>"
	      "</pattern></defs>\n", f);
	fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", width,
		height);
	fputs("<text x=\"8\" y=\"20\" font-size=\"15\" font-weight=\"bold\">", f);
	xml_text(f, title);
	fprintf(f, ": %s, Linux %s, HT %s, NMI watchdog %s</text>\n", pms_model_name(m), kv,
		env->ht ? "on" : "off", env->nmi_watchdog ? "on" : "off");
	fprintf(f, "<text x=\"8\" y=\"40\" fill=\"#444\">intervals 1-%u of %u (%.3f-%.3f ms of "
		"%.3f ms; mux interval %.3f ms)%s</text>\n", n_cols, n_iv, 0.0,
		n_iv ? (double)last.end_ns / 1e6 : 0.0, (double)pms_sim_duration_ns(s) / 1e6,
		(double)pms_sim_mux_interval_ns(s) / 1e6,
		n_cols < n_iv ? "; later intervals not drawn" : "");
	/* time axis: start of every 5th column */
	for (unsigned k = 0; k < n_cols; k += 5) {
		struct pms_interval iv;

		pms_sim_interval(s, k, &iv);
		fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"#444\">%.0f</text>\n",
			LEFT + (int)k * cw, TOP - 6, (double)iv.start_ns / 1e6);
	}
	fprintf(f, "<text x=\"8\" y=\"%d\" font-size=\"10\" fill=\"#444\">time (ms)</text>\n",
		TOP - 6);
	for (int r = 0; r < n_rows; r++) {
		int y = TOP + r * ROW_H;
		char name[32];

		if (rows[r] <= -100)
			snprintf(name, sizeof(name), "sw e%d", -100 - rows[r]);
		else
			pms_model_counter_name(m, rows[r], name, sizeof(name));
		fprintf(f, "<text x=\"8\" y=\"%d\" class=\"row\">%s%s</text>\n", y + 15, name,
			rows[r] >= 0 && (sib >> rows[r] & 1) ? "*" : "");
		for (unsigned k = 0; k < n_cols; k++) {
			struct pms_interval iv;
			int x = LEFT + (int)k * cw, who = -1;
			char fill[16] = "#f4f4f4", label[16] = "";

			pms_sim_interval(s, k, &iv);
			for (int i = 0; i < n_ev; i++)
				if ((rows[r] >= 0 && iv.counter[i] == rows[r]) ||
				    (rows[r] == -100 - i && iv.counter[i] == -2))
					who = i;
			if (who >= 0) {
				colour(who, fill, sizeof(fill));
				snprintf(label, sizeof(label), "e%d", who);
			} else if (rows[r] >= 0 && rows[r] == iv.watchdog) {
				snprintf(fill, sizeof(fill), "#7f7f7f");
				snprintf(label, sizeof(label), "WD");
			} else if (rows[r] >= 0 && (sib >> rows[r] & 1)) {
				snprintf(fill, sizeof(fill), "url(#sib)");
			}
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				"stroke=\"#ffffff\" stroke-width=\"1\"/>\n", x, y, cw, ROW_H, fill);
			if (label[0] && cw >= 20)
				fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"10\" "
					"text-anchor=\"middle\" fill=\"#000000\" stroke=\"#ffffff\" "
					"stroke-width=\"2.5\" paint-order=\"stroke\">%s</text>\n",
					x + cw / 2, y + 15, label);
		}
	}
	/* the task off the CPU: shade the whole column */
	for (unsigned k = 0; k < n_cols; k++) {
		struct pms_interval iv;

		pms_sim_interval(s, k, &iv);
		if (!iv.task_on)
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#000000\" "
				"fill-opacity=\"0.18\"><title>task off CPU</title></rect>\n",
				LEFT + (int)k * cw, TOP, cw, n_rows * ROW_H);
	}
	/* wide columns: each interval's length under it (columns are not to scale) */
	for (unsigned k = 0; k < n_cols && cw >= 40; k++) {
		struct pms_interval iv;

		double ms;

		pms_sim_interval(s, k, &iv);
		ms = (double)(iv.end_ns - iv.start_ns) / 1e6;
		fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"9\" fill=\"#444\" "
			"text-anchor=\"middle\">%.3g %s</text>\n", LEFT + (int)k * cw + cw / 2,
			TOP + n_rows * ROW_H + 12, ms >= 1000 ? ms / 1000 : ms, ms >= 1000 ? "s" : "ms");
	}
	fprintf(f, "<text x=\"8\" y=\"%d\" font-weight=\"bold\">Events</text>\n", legend_y);
	for (int i = 0; i < n_ev; i++) {
		const struct pms_ev_result *r = pms_sim_result(s, i);
		struct pms_event_info info;
		char fill[16], share[48];
		int y = legend_y + 8 + i * 20;

		pms_evlist_event(ev, i, &info);
		colour(i, fill, sizeof(fill));
		share_text(r, share, sizeof(share));
		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/>\n", y, fill);
		fprintf(f, "<text x=\"28\" y=\"%d\" class=\"legend\">e%d ", y + 12, i);
		xml_text(f, info.text);
		fputs(": ", f);
		xml_text(f, share);
		fputs("</text>\n", f);
	}
	{
		int y = legend_y + 8 + n_ev * 20;

		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#7f7f7f\"/>"
			"<text x=\"28\" y=\"%d\">WD: NMI watchdog (CPU-pinned cycles)%s</text>\n", y,
			y + 12, wd < 0 ? ": off or not placed" : "");
		y += 20;
		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"url(#sib)\"/>"
			"<text x=\"28\" y=\"%d\">* counter held by the HT sibling thread%s</text>\n",
			y, y + 12, sib ? "" : " (none)");
		y += 20;
		fprintf(f, "<rect x=\"8\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#000000\" "
			"fill-opacity=\"0.18\"/><text x=\"28\" y=\"%d\">task off the CPU</text>\n",
			y, y + 12);
	}
	fputs("</svg>\n", f);
}

int predict_write_svg(struct cli *cli, const struct predict_args *a, const struct pms_evlist *ev,
		      const struct pms_sim *s, const char *title)
{
	struct outfile of;
	int rc;

	if (!a->svg)
		return EXIT_OK;
	rc = outfile_open(cli, "--svg", a->svg, false, &of);
	if (rc)
		return rc;
	write_svg(of.f, ev, s, title);
	return outfile_close(cli, &of, true);
}
