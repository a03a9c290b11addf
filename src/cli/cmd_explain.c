/*
 * pmusched explain: for every event perf would not count all the time, the
 * chain of causes with the facts behind each, and the smallest change that
 * fixes it — found by simulating each candidate change.
 */
#include <stdlib.h>
#include <string.h>
#include "evtext.h"
#include "predict.h"

const char usage_explain[] =
	"usage: pmusched explain -e LIST [--cpu MODEL] [predict options] [--json]\n"
	"\n"
	"For every event below 100%, <not counted> or <not supported>: its counter\n"
	"mask and where it comes from, which events (or the NMI watchdog, or the\n"
	"sibling thread) hold the counters it needs, the kernel rule that skipped\n"
	"or refused it, and the smallest change that fixes it, checked by\n"
	"simulating the change.  Takes every option of 'pmusched predict',\n"
	"including --svg FILE (the schedule as an SVG timeline).\n";

#define LIST_MAX 16384

enum fix_kind {
	FIX_WATCHDOG, FIX_KERNEL, FIX_TFA, FIX_HT_OFF, FIX_UNPIN, FIX_FRONT, FIX_BLOCKER_LAST,
	FIX_SPLIT, FIX_NO_SIBLING,
};

struct fix {
	enum fix_kind kind;
	int arg;		/* group leader event concerned, or -1 */
	char text[256];		/* the change, in words */
	char list[LIST_MAX];	/* new -e list, when it changes */
	struct pms_sim_opts opts;
	bool use_list;
	int order[PMS_EVLIST_MAX_EVENTS];	/* new position -> event of the original list */
};

static bool fully_counted(const struct pms_ev_result *r)
{
	return r->status == PMS_ST_COUNTED && !r->print_percent;
}

/* Order of group @k with group @move put at position @to (0: front, -1: last). */
static int emit(const struct pms_evlist *ev, const struct evtext_group *g, int n_g, int *order,
		char *buf, size_t n)
{
	int w = 0;

	for (int k = 0; k < n_g; k++)
		for (int j = 0; j < g[k].n; j++)
			order[w++] = g[k].ev[j];
	return evtext_build(ev, g, n_g, buf, n);
}

static int regroup_text(const struct pms_evlist *ev, int move, int to, int split, int unpin,
			char *buf, size_t n, int *order)
{
	static int idx[PMS_EVLIST_MAX_EVENTS];
	static struct evtext_group g[PMS_EVLIST_MAX_EVENTS];
	static struct evtext_group tmp[PMS_EVLIST_MAX_EVENTS];
	int n_ev = pms_evlist_count(ev), n_g = 0, k, w = 0;

	for (int i = 0; i < n_ev; i++)
		idx[i] = i;
	for (int i = 0; i < n_ev;) {
		struct pms_event_info info;

		pms_evlist_event(ev, i, &info);
		if (info.group == split) {
			for (int j = 0; j < info.group_size; j++) {
				g[n_g].ev = &idx[i + j];
				g[n_g].n = 1;
				g[n_g].pinned = info.pinned;
				g[n_g].braces = false;
				n_g++;
			}
		} else {
			g[n_g].ev = &idx[i];
			g[n_g].n = info.group_size;
			g[n_g].pinned = info.pinned && info.group != unpin;
			g[n_g].braces = info.in_braces;
			n_g++;
		}
		i += info.group_size;
	}
	if (move < 0)
		return emit(ev, g, n_g, order, buf, n);
	for (k = 0; k < n_g; k++) {
		struct pms_event_info info;

		pms_evlist_event(ev, g[k].ev[0], &info);
		if (info.group == move)
			break;
	}
	if (k == n_g)
		return -1;
	if (to == 0)
		tmp[w++] = g[k];
	for (int j = 0; j < n_g; j++)
		if (j != k)
			tmp[w++] = g[j];
	if (to != 0)
		tmp[w++] = g[k];
	return emit(ev, tmp, w, order, buf, n);
}

/* A fix could not be tried for lack of memory: the answer is incomplete. */
static bool fix_nomem;

static struct pms_phase busy_short;	/* the shortened busy phase of try_fix() */

/* Try @f; on success fill @after with the target's new result. */
static int try_fix(const struct predict_args *a, struct fix *f, int target,
		   struct pms_ev_result *after, int *worse)
{
	struct pms_evlist *ev = NULL;
	struct pms_sim *s = NULL;
	struct pms_diag d;
	int rc, ok = 0;

	*worse = 0;
	/*
	 * A busy task's shares settle within a few hundred rotations: check a
	 * candidate over at most 2000 intervals, so explaining a long run
	 * costs one long simulation, not one per candidate.
	 */
	if (!f->opts.n_phases || (f->opts.n_phases == 1 && f->opts.phases[0].run)) {
		uint64_t iv = f->opts.mux_interval_ns ? f->opts.mux_interval_ns : 4000000;
		uint64_t cap = 2000 * iv;

		if (f->opts.n_phases == 1 && f->opts.phases[0].ns > cap) {
			busy_short.run = true;
			busy_short.ns = cap;
			f->opts.phases = &busy_short;
		} else if (!f->opts.n_phases && f->opts.duration_ns > cap) {
			f->opts.duration_ns = cap;
		}
	}
	if (f->use_list) {
		rc = pms_evlist_parse(a->common.model, f->list, &ev, &d);
		if (rc) {
			fix_nomem |= rc == PMS_ENOMEM;
			return 0;
		}
	}
	rc = pms_simulate(f->use_list ? ev : a->ev, &f->opts, &s, &d);
	fix_nomem |= rc == PMS_ENOMEM;
	if (rc == PMS_OK && pms_sim_n_events(s) == pms_sim_n_events(a->sim)) {
		int n = pms_sim_n_events(s);

		for (int k = 0; k < n; k++) {
			int old = f->use_list ? f->order[k] : k;
			const struct pms_ev_result *x = pms_sim_result(a->sim, old);
			const struct pms_ev_result *y = pms_sim_result(s, k);

			if (old == target) {
				*after = *y;
				ok = 1;
			} else if (y->status > x->status ||
				   (y->status == x->status && y->percent + 0.5 < x->percent)) {
				(*worse)++;
			}
		}
	}
	pms_sim_free(s);
	pms_evlist_free(ev);
	return ok;
}

#define HOLDER_SCAN_MAX 4096u	/* recorded intervals scanned per event */

static void describe_holders(FILE *f, const struct predict_args *a, int i, uint64_t mask)
{
	const struct pms_sim *s = a->sim;
	int n = pms_sim_n_events(s);
	unsigned n_iv = pms_sim_n_intervals(s);
	static unsigned held[PMS_EVLIST_MAX_EVENTS];
	unsigned idle = 0;
	uint64_t wd_mask = 0;	/* counters the watchdog held while it waited */
	bool any = false;

	/* the schedule repeats: the first HOLDER_SCAN_MAX intervals tell who holds what */
	if (n_iv > HOLDER_SCAN_MAX)
		n_iv = HOLDER_SCAN_MAX;
	memset(held, 0, sizeof(unsigned) * (size_t)n);
	for (unsigned k = 0; k < n_iv; k++) {
		struct pms_interval iv;

		pms_sim_interval(s, k, &iv);
		if (iv.counter[i] != -1 || !iv.task_on)
			continue;
		idle++;
		if (iv.watchdog >= 0)
			wd_mask |= UINT64_C(1) << iv.watchdog;
		for (int j = 0; j < n; j++)
			if (j != i && iv.counter[j] >= 0 && (mask >> iv.counter[j] & 1))
				held[j]++;
	}
	if (!idle)
		return;
	fprintf(f, "    - while it waited, its counters were held by");
	if (wd_mask & mask) {
		char c[64];

		pms_model_mask_format(a->common.model, wd_mask & mask, c, sizeof(c));
		fprintf(f, " the NMI watchdog (%s, pinned, always)", c);
		any = true;
	}
	if (pms_sim_sibling_counters(s) & mask) {
		char c[64];

		pms_model_mask_format(a->common.model, pms_sim_sibling_counters(s) & mask, c,
				      sizeof(c));
		fprintf(f, "%s the sibling thread (%s)", any ? ";" : "", c);
		any = true;
	}
	for (int j = 0; j < n; j++) {
		struct pms_event_info info;

		if (!held[j])
			continue;
		pms_evlist_event(a->ev, j, &info);
		fprintf(f, "%s e%d %s%s (in %u of %u waiting intervals)", any ? ";" : "", j, info.text,
			info.pinned ? " [pinned]" : "", held[j], idle);
		any = true;
	}
	if (!any)
		fprintf(f, " nobody: the counters were free but the rule below kept it off");
	fputc('\n', f);
}

/*
 * Each candidate fix is a full simulation, so the search runs for the first
 * FIX_SEARCH_MAX events needing it; later ones get their causes only.
 */
#define FIX_SEARCH_MAX 32

/* The refusing check, and the extra register with its holder, when set. */
static void explain_json_extra(FILE *f, const struct pms_ev_result *r)
{
	if (r->reason) {
		fputs("\"reason\":", f);
		json_str(f, r->reason);
		fputc(',', f);
	}
	if (r->xreg >= 0) {
		fputs("\"extra_reg\":", f);
		json_str(f, pms_xreg_name(r->xreg));
		fprintf(f, ",\"extra_reg_holder\":%d,", r->xreg_holder);
	}
}

static void explain_event(FILE *f, const struct predict_args *a, int i,
			  bool json, bool *first_json, bool search)
{
	const struct pms_ev_result *r = pms_sim_result(a->sim, i);
	const struct pms_env *env = pms_sim_env(a->sim);
	struct pms_event_info info;
	struct pms_constraint c;
	char src[512] = "", mask[128] = "software event", note[400];
	static struct fix fixes[12];
	int n_fix = 0, best = -1, best_worse = 1 << 30;
	struct pms_ev_result best_after = { 0 };
	uint32_t newest = PMS_KVER_NEWEST;

	pms_evlist_event(a->ev, i, &info);
	if (info.pmu == PMS_PMU_CORE && pms_evlist_constraint(a->ev, i, env, &c) == PMS_OK)
		pms_model_mask_format(a->common.model, c.mask, mask, sizeof(mask));
	pms_evlist_describe(a->ev, i, env, src, sizeof(src));

	/* candidate changes, simplest first */
	if (env->nmi_watchdog && !pms_sim_watchdog_note(a->sim)) {
		fixes[n_fix] = (struct fix){ .kind = FIX_WATCHDOG, .arg = -1, .opts = a->opts };
		fixes[n_fix].opts.env.nmi_watchdog = false;
		snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
			 "disable the NMI watchdog (echo 0 > /proc/sys/kernel/nmi_watchdog)");
		n_fix++;
	}
	if ((pms_model_rules(a->common.model, env) & PMS_RULE_TFA) && !env->allow_tfa) {
		fixes[n_fix] = (struct fix){ .kind = FIX_TFA, .arg = -1, .opts = a->opts };
		fixes[n_fix].opts.env.allow_tfa = true;
		snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
			 "allow PMC3 (echo 1 > /sys/devices/cpu/allow_tsx_force_abort)");
		n_fix++;
	}
	if (env->kver < newest) {
		char kv[32];

		fixes[n_fix] = (struct fix){ .kind = FIX_KERNEL, .arg = -1, .opts = a->opts };
		fixes[n_fix].opts.env.kver = newest;
		pms_kver_format(newest, kv, sizeof(kv));
		snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text), "run kernel %s", kv);
		n_fix++;
	}
	if (r->blocked_by >= 0) {
		struct pms_event_info b;

		pms_evlist_event(a->ev, r->blocked_by, &b);
		fixes[n_fix] = (struct fix){ .kind = FIX_BLOCKER_LAST, .arg = r->blocked_by,
					     .opts = a->opts, .use_list = true };
		if (!regroup_text(a->ev, b.group, -1, -1, -1, fixes[n_fix].list, LIST_MAX, fixes[n_fix].order)) {
			snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
				 "move the group of '%s' to the end of the list", b.text);
			n_fix++;
		}
	}
	if (!info.pinned) {
		fixes[n_fix] = (struct fix){ .kind = FIX_FRONT, .arg = info.leader, .opts = a->opts,
					     .use_list = true };
		if (!regroup_text(a->ev, info.group, 0, -1, -1, fixes[n_fix].list, LIST_MAX, fixes[n_fix].order)) {
			snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
				 "put its group first in the list");
			n_fix++;
		}
	}
	if (info.group_size > 1) {
		fixes[n_fix] = (struct fix){ .kind = FIX_SPLIT, .arg = info.leader, .opts = a->opts,
					     .use_list = true };
		if (!regroup_text(a->ev, -1, -1, info.group, -1, fixes[n_fix].list, LIST_MAX, fixes[n_fix].order)) {
			snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
				 "split its group into separate events");
			n_fix++;
		}
	}
	for (int j = 0; j < pms_evlist_count(a->ev) && n_fix < 10; j++) {
		struct pms_event_info p;

		pms_evlist_event(a->ev, j, &p);
		if (!p.is_leader || !p.pinned || p.group == info.group)
			continue;
		fixes[n_fix] = (struct fix){ .kind = FIX_UNPIN, .arg = j, .opts = a->opts,
					     .use_list = true };
		if (!regroup_text(a->ev, -1, -1, -1, p.group, fixes[n_fix].list, LIST_MAX, fixes[n_fix].order)) {
			snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
				 "unpin '%s' (drop its :D)", p.text);
			n_fix++;
		}
	}
	if (a->opts.sibling) {
		fixes[n_fix] = (struct fix){ .kind = FIX_NO_SIBLING, .arg = -1, .opts = a->opts };
		fixes[n_fix].opts.sibling = NULL;
		snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
			 "keep the sibling thread off the counters");
		n_fix++;
	}
	if (env->ht && pms_model_n_gp(a->common.model, env) <
		       pms_model_n_gp(a->common.model, &(struct pms_env){ .ht = false })) {
		fixes[n_fix] = (struct fix){ .kind = FIX_HT_OFF, .arg = -1, .opts = a->opts };
		fixes[n_fix].opts.env.ht = false;
		snprintf(fixes[n_fix].text, sizeof(fixes[n_fix].text),
			 "disable SMT in the firmware (8 GP counters per thread)");
		n_fix++;
	}
	/*
	 * The first candidate that counts it all the time with the fewest
	 * other events losing time; failing that, the one that raises its
	 * share most.
	 */
	for (int k = 0; k < n_fix && search; k++) {
		struct pms_ev_result after = { 0 };
		int worse = 0;
		bool full, better;

		if (!try_fix(a, &fixes[k], i, &after, &worse))
			continue;
		full = fully_counted(&after);
		if (best >= 0 && fully_counted(&best_after))
			better = full && worse < best_worse;
		else if (full)
			better = true;
		else
			better = after.status == PMS_ST_COUNTED &&
				 (best < 0 || after.percent > best_after.percent + 0.5 ||
				  (after.percent > best_after.percent - 0.5 && worse < best_worse)) &&
				 (r->status != PMS_ST_COUNTED || after.percent > r->percent + 0.5);
		if (better) {
			best = k;
			best_worse = worse;
			best_after = after;
			if (full && !worse)
				break;
		}
	}

	if (json) {
		fprintf(f, "%s{\"event\":%d,\"name\":", *first_json ? "" : ",", i);
		*first_json = false;
		json_str(f, info.text);
		fprintf(f, ",\"status\":\"%s\",\"percent\":%.2f,\"mask\":",
			r->status == PMS_ST_COUNTED ? "counted" :
			r->status == PMS_ST_NOT_COUNTED ? "not-counted" : "not-supported", r->percent);
		json_str(f, mask);
		fputs(",\"source\":", f);
		json_str(f, src);
		fprintf(f, ",\"why\":%u,\"tried\":%d,\"failed\":%d,\"skipped\":%d,\"blocked_by\":%d,",
			r->why, r->n_tried, r->n_failed, r->n_skipped, r->blocked_by);
		explain_json_extra(f, r);
		fputs("\"fix\":", f);
		if (best >= 0) {
			fputs("{\"change\":", f);
			json_str(f, fixes[best].text);
			if (fixes[best].use_list) {
				fputs(",\"event_list\":", f);
				json_str(f, fixes[best].list);
			}
			fprintf(f, ",\"others_worse\":%d}", best_worse);
		} else {
			fputs("null", f);
		}
		fputc('}', f);
		return;
	}
	fprintf(f, "\ne%d %s: ", i, info.text);
	if (r->status == PMS_ST_NOT_SUPPORTED)
		fputs("<not supported>\n", f);
	else if (r->status == PMS_ST_NOT_COUNTED)
		fprintf(f, "<not counted>%s\n", r->print_percent ? " (0.00%)" : "");
	else
		fprintf(f, "counted %.2f%% of its enabled time\n", r->percent);
	fprintf(f, "    - counters: %s (%s)\n", mask, src);
	if (pms_sim_hybrid_note(a->sim, i, note, sizeof(note)))
		fprintf(f, "    - %s\n", note);
	if (r->why & PMS_WHY_NO_ENCODING)
		fputs("    - the kernel maps this event to nothing on this model: perf_event_open "
		      "fails with ENOENT\n", f);
	if (r->why & PMS_WHY_REFUSED)
		fputs("    - its constraint is empty for this kernel: validate_event() refuses it "
		      "with EINVAL\n", f);
	if (r->why & PMS_WHY_TOPDOWN_RULE)
		fputs("    - a topdown metric event must be in a group led by slots "
		      "(intel_pmu_hw_config)\n", f);
	if ((r->why & PMS_WHY_OPEN_CHECK) && r->reason)
		fprintf(f, "    - perf_event_open refuses it: %s\n", r->reason);
	if ((r->why & PMS_WHY_FILTERED) && r->reason)
		fprintf(f, "    - it never runs: %s\n", r->reason);
	if ((r->why & PMS_WHY_EXTRA_REG) && r->xreg >= 0) {
		fprintf(f, "    - it needs %s with its own value, and ", pms_xreg_name(r->xreg));
		if (r->xreg_holder >= 0) {
			struct pms_event_info h;

			pms_evlist_event(a->ev, r->xreg_holder, &h);
			fprintf(f, "e%d %s held it with another value", r->xreg_holder, h.text);
		} else {
			fputs(r->xreg_holder == -2 ? "the sibling thread held it with another value"
			      : "it was held with another value", f);
		}
		fputs(" (__intel_shared_reg_get_constraints)\n", f);
	}
	if (r->why & PMS_WHY_GROUP_INVALID)
		fputs("    - validate_group(): its group would not fit on an empty PMU with it, so "
		      "perf_event_open refuses it (EINVAL)\n", f);
	if (r->why & PMS_WHY_GROUP_INVALID_MEMBER)
		fputs("    - its group's leader could not be opened, and perf stat stops\n", f);
	if (r->why & PMS_WHY_GROUP_READ)
		fputs("    - a member of its group failed to open; perf (4.13+) reads the group with "
		      "PERF_FORMAT_GROUP, gets fewer values than members and reports the read as "
		      "failed: <not counted> without a percentage although the kernel may have run "
		      "it\n", f);
	if (r->why & PMS_WHY_PINNED_ERROR)
		fputs("    - it is pinned and its group could not be scheduled: the kernel put it in "
		      "ERROR state for the rest of the run and read() returns nothing\n", f);
	if (r->why & PMS_WHY_NO_COUNTER)
		fprintf(f, "    - its group was tried %d times and did not fit %d times\n",
			r->n_tried, r->n_failed);
	if ((r->why & PMS_WHY_NO_COUNTER) && info.pmu == PMS_PMU_CORE)
		describe_holders(f, a, i, c.mask);
	if (r->why & PMS_WHY_HT_LIMIT)
		fputs("    - HT-erratum workaround: while a corrupting event (0xd0-0xd3) is on this "
		      "core, a thread may use only half its GP counters (gpmax halved, 4.1-rc7+)\n", f);
	if (r->why & PMS_WHY_SIBLING)
		fputs("    - the sibling thread's events hold counters this one may not share "
		      "(cross-thread exclusion of the HT erratum)\n", f);
	if (r->n_skipped) {
		fprintf(f, "    - not tried in %d passes: the kernel stops trying hardware groups in a "
			"pass at the first one that fails", r->n_skipped);
		if (r->blocked_by >= 0) {
			struct pms_event_info b;

			pms_evlist_event(a->ev, r->blocked_by, &b);
			fprintf(f, ", and the group of e%d %s failed before it", r->blocked_by, b.text);
		}
		fputc('\n', f);
	}
	if (r->sched_running_ns == 0 && r->n_skipped && env->kver >= PMS_KVER(4, 17, 1) &&
	    env->kver < PMS_KVER(5, 4, 3))
		fputs("    - kernels 4.17 to 5.4-rc2 rotate only an active flexible group; when the first "
		      "group fails nothing is active, nothing rotates, and it never gets a turn\n", f);
	if ((r->why & PMS_WHY_NO_ROTATION) && a->opts.n_phases > 1)
		fputs("    - the task runs in stretches shorter than the mux interval: the timer "
		      "finds the task asleep, nothing rotates, and each wake-up replays the same "
		      "order\n", f);
	if (best >= 0) {
		fprintf(f, "    %s: %s", fully_counted(&best_after) ? "fix" : "best single change",
			fixes[best].text);
		if (fixes[best].use_list)
			fprintf(f, ":\n         -e '%s'\n         ", fixes[best].list);
		else
			fputs(": ", f);
		if (fully_counted(&best_after))
			fputs("then it is counted all the time", f);
		else
			fprintf(f, "then it is counted %.2f%% of the time (no single change tried "
				"counts it all the time)", best_after.percent);
		fprintf(f, "%s\n", best_worse ? "; other events lose time" : "");
	} else if (!search) {
		fprintf(f, "    fix: not searched (only the first %d events are); 'pmusched plan' "
			"regroups the whole list\n", FIX_SEARCH_MAX);
	} else if (r->status != PMS_ST_NOT_SUPPORTED) {
		fputs("    fix: no single change tried improves it; "
		      "'pmusched plan' searches groupings\n", f);
	}
}

int cmd_explain(struct cli *cli, int argc, char **argv)
{
	static struct predict_args a;
	bool first = true, any = false;
	int rc = predict_parse(cli, argc, argv, &a);

	if (rc == -2) {
		fputs(usage_explain, cli->out);
		return EXIT_OK;
	}
	if (rc)
		return rc;
	fix_nomem = false;
	rc = predict_run(cli, &a);
	if (!rc)
		cli_lint_warn(cli, a.ev, a.sim);
	if (!rc)
		rc = predict_write_svg(cli, &a, a.ev, a.sim, "pmusched explain");
	if (rc)
		goto out;
	if (a.common.json)
		fputs("{\"events\":[", cli->out);
	else
		predict_print_perf_lines(cli->out, a.ev, a.sim);
	if (!a.common.json)
		predict_print_core_share(cli->out, a.common.model, a.sim);
	for (int i = 0, n_explained = 0; i < pms_evlist_count(a.ev); i++) {
		const struct pms_ev_result *r = pms_sim_result(a.sim, i);

		if (fully_counted(r))
			continue;
		any = true;
		explain_event(cli->out, &a, i, a.common.json, &first,
			      n_explained++ < FIX_SEARCH_MAX);
	}
	if (a.common.json)
		fputs("]}\n", cli->out);
	else if (!any)
		fputs("\nEvery event is counted all the time: nothing multiplexes.\n", cli->out);
	if (fix_nomem) {
		cli_error(cli, "%s: some fixes could not be tried", pms_strerror(PMS_ENOMEM));
		rc = EXIT_FAIL;
	}
out:
	predict_release(&a);
	return rc;
}
