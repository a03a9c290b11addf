/*
 * The one table of reasons in words: why bits of a simulation, causes of
 * an explanation and the kinds of fix.  Every printer (predict's summary,
 * explain, the JSON "reasons" arrays) takes its words from here, so the
 * same fact reads the same everywhere.
 *
 * Sources named in the long forms: validate_event()/validate_group() and
 * intel_pmu_hw_config() (arch/x86/events/core.c, intel/core.c),
 * ctx_flexible_sched_in()/merge_sched_in() and perf_rotate_context()
 * (kernel/events/core.c), intel_get_excl_constraints() and
 * __intel_shared_reg_get_constraints() (intel/core.c), x86_pmu_hw_config()
 * (core.c), perf's read_counters()/PERF_FORMAT_GROUP
 * (tools/perf/util/stat.c), event_filter_match() and __perf_update_times()
 * (kernel/events/core.c, hybrids), 6.12; armv8pmu_filter_match()
 * (arch/arm64/kernel/perf_event.c, 6.1).
 */
#include "internal.h"

struct text3 {
	const char *name, *brief, *full;
};

static const struct {
	unsigned bit;
	struct text3 t;
} why_table[] = {
	{ PMS_WHY_NO_ENCODING, { "no-encoding", "the kernel has no encoding for it on this model",
	  "the kernel maps this event to nothing on this model: perf_event_open fails "
	  "with ENOENT" } },
	{ PMS_WHY_REFUSED, { "refused", "its constraint is empty: refused at open",
	  "its constraint is empty for this kernel: validate_event() refuses it with "
	  "EINVAL" } },
	{ PMS_WHY_GROUP_INVALID, { "group-invalid",
	  "the group would not fit an empty PMU with it: refused at open",
	  "validate_group(): its group would not fit on an empty PMU with it, so "
	  "perf_event_open refuses it (EINVAL)" } },
	{ PMS_WHY_GROUP_READ, { "group-read",
	  "a group member failed to open, so perf's group read fails",
	  "a member of its group failed to open; perf (4.13+) reads the group with "
	  "PERF_FORMAT_GROUP, gets fewer values than members and reports the read as "
	  "failed: <not counted> without a percentage although the kernel may have run it" } },
	{ PMS_WHY_PINNED_ERROR, { "pinned-error",
	  "pinned group could not be scheduled: ERROR state",
	  "it is pinned and its group could not be scheduled: the kernel put it in ERROR "
	  "state for the rest of the run and read() returns nothing" } },
	{ PMS_WHY_NO_COUNTER, { "no-counter", "its group did not fit when tried",
	  "its group was tried and did not fit: x86_schedule_events() found no counter "
	  "for one of its events beside those already on" } },
	{ PMS_WHY_SKIPPED, { "skipped", "not tried after an earlier group failed in the same pass",
	  "not tried in some passes: the kernel stops trying hardware groups in a pass at "
	  "the first one that fails (ctx_flexible_sched_in)" } },
	{ PMS_WHY_NO_ROTATION, { "no-rotation", "rotation never brought it first",
	  "rotation never gave it a turn: perf_rotate_context() did not move the list far "
	  "enough before the run ended" } },
	{ PMS_WHY_HT_LIMIT, { "ht-limit", "HT-erratum limit of half the GP counters",
	  "HT-erratum workaround: while a corrupting event (0xd0-0xd3) is on this core, a "
	  "thread may use only half its GP counters (gpmax halved, 4.1-rc7+)" } },
	{ PMS_WHY_SIBLING, { "sibling", "counters taken by the sibling thread",
	  "the sibling thread's events hold counters this one may not share (cross-thread "
	  "exclusion of the HT erratum, intel_get_excl_constraints)" } },
	{ PMS_WHY_WATCHDOG, { "watchdog", "the NMI watchdog holds a counter it needs",
	  "the NMI watchdog's pinned cycles event holds a counter it needs" } },
	{ PMS_WHY_PINNED_HOLD, { "pinned-hold", "a pinned group holds a counter it needs",
	  "a pinned group, scheduled before every flexible one, holds a counter it needs" } },
	{ PMS_WHY_GROUP_INVALID_MEMBER, { "leader-refused", "its group leader could not be opened",
	  "its group's leader could not be opened, and perf stat stops" } },
	{ PMS_WHY_TOPDOWN_RULE, { "topdown-rule", "a topdown metric outside a group led by slots",
	  "a topdown metric event must be in a group led by slots (intel_pmu_hw_config)" } },
	{ PMS_WHY_OPEN_CHECK, { "open-check", "refused at open",
	  "a check of perf_event_open refuses it (x86_pmu_hw_config, the model's hw_config): "
	  "the result's reason names it" } },
	{ PMS_WHY_EXTRA_REG, { "extra-reg", "an extra register it needs held another value",
	  "it needs an extra register (offcore response, load latency, frontend) with its own "
	  "value, and another event held it with a different one "
	  "(__intel_shared_reg_get_constraints)" } },
	{ PMS_WHY_OTHER_CORE, { "other-core", "the task never ran on its PMU's core type",
	  "hybrid: the task never ran on a CPU of its PMU's core type; event_filter_match() "
	  "skips it everywhere else, while its enabled time runs with the task "
	  "(__perf_update_times), so perf prints <not counted>" } },
	{ PMS_WHY_CORE_SHARE, { "core-share",
	  "it counts only during the task's share on its core type",
	  "hybrid: it counts only while the task is on a CPU of its PMU's core type "
	  "(event_filter_match()), but its enabled time runs wherever the task runs "
	  "(__perf_update_times), so its share is at most the task's time on that type" } },
	{ PMS_WHY_MIXED_PMUS, { "mixed-pmus", "its group mixes two core PMUs",
	  "hybrid: its group holds events of two core PMUs; from 6.2 perf_event_open refuses "
	  "a sibling of another PMU than the leader's, up to 6.1 validate_group() admits the "
	  "first one and the group then runs on no core type" } },
	{ PMS_WHY_FILTERED, { "filtered", "the PMU's filter keeps its group off",
	  "arm64 4.19-6.1: armv8pmu_filter_match() keeps a group holding a CHAIN (0x1e) event "
	  "off the PMU at every sched-in, so it is enabled but never runs; 6.2+ refuses the "
	  "event at open instead" } },
};

PMS_API const char *pms_why_text(unsigned bit, enum pms_text_form form)
{
	for (size_t i = 0; i < PMS_ARRAY_SIZE(why_table); i++) {
		if (why_table[i].bit != bit)
			continue;
		return form == PMS_TEXT_NAME ? why_table[i].t.name :
		       form == PMS_TEXT_SHORT ? why_table[i].t.brief : why_table[i].t.full;
	}
	return NULL;
}

/* Causes describe a block of events: the long forms speak of "they". */
static const struct text3 cause_table[PMS_CAUSE_N] = {
	[PMS_CAUSE_OPEN] = { "open", "never opens",
	  "perf_event_open refuses them, so perf prints <not supported>" },
	[PMS_CAUSE_GROUP_READ] = { "group-read", "its group's read fails",
	  "a member of their group never opens, so perf's group read fails and the group "
	  "reads <not counted>" },
	[PMS_CAUSE_PINNED_ERROR] = { "pinned-error", "pinned, but never fits: ERROR",
	  "they are pinned and their group cannot go on: the kernel puts it in ERROR at the "
	  "first pinned pass and never tries it again" },
	[PMS_CAUSE_WATCHDOG] = { "watchdog", "only the NMI watchdog's counter fits it",
	  "every counter they may use is held by the NMI watchdog, which is pinned and "
	  "scheduled first" },
	[PMS_CAUSE_PINNED] = { "pinned", "a pinned group holds its only counters",
	  "every counter they may use is held by a pinned group, which is scheduled before "
	  "every flexible one" },
	[PMS_CAUSE_SIBLING] = { "sibling", "the HT sibling takes its counters",
	  "every counter they may use is taken by the sibling thread's events (HT-erratum "
	  "cross-thread exclusion)" },
	[PMS_CAUSE_BLOCKED] = { "blocked", "skipped behind a group that never fits",
	  "a group that never fits stops every pass it heads: the kernel tries no later "
	  "hardware group in that pass" },
	[PMS_CAUSE_SKIPPED] = { "skipped", "skipped although a counter was free",
	  "a counter they may use was free whenever they waited, but the kernel had stopped "
	  "the pass at an earlier group that did not fit, so they were not tried" },
	[PMS_CAUSE_STALL] = { "stall", "rotation stalls: it never gets a turn",
	  "kernels 4.17 to 5.4-rc2 rotate only an active flexible group; when the first "
	  "group fails nothing is active, nothing rotates, and later groups never get a turn" },
	[PMS_CAUSE_SHORT_RUNS] = { "short-runs", "the task never runs a whole mux interval",
	  "the task runs in stretches shorter than the mux interval: the timer finds it "
	  "asleep, nothing rotates, and each wake-up replays the same order" },
	[PMS_CAUSE_HT_LIMIT] = { "ht-limit", "too few GP counters under the HT-erratum limit",
	  "while a corrupting event is on the core, the HT-erratum workaround lets a thread "
	  "use only half its GP counters, so these events rotate through fewer counters" },
	[PMS_CAUSE_COUNTERS] = { "counters", "more events than free counters: they rotate",
	  "more events need these counters than are free, so the kernel rotates them" },
	[PMS_CAUSE_EXCLUSIVE] = { "exclusive", "an exclusive group runs alone",
	  "an exclusive group (:e) goes on only when no other group is on, and while it is "
	  "on no other group is tried (group_can_go_on)" },
	[PMS_CAUSE_PRECISE] = { "precise-counting", "perf stat refuses precise events",
	  "perf stat refuses precise events: the kernel opens a precise event only when it "
	  "samples; use perf record or drop :p" },
	[PMS_CAUSE_EXTRA_REG] = { "extra-reg", "an extra register it needs holds another value",
	  "they need an extra register (offcore response, load latency, frontend) with their "
	  "own value while another event holds it with a different one; a transaction that "
	  "cannot take it fails (__intel_shared_reg_get_constraints)" },
	[PMS_CAUSE_CORE_SHARE] = { "core-share", "counts only during the task's time on its core type",
	  "they count only while the task is on a CPU of their PMU's core type "
	  "(event_filter_match()), while their enabled time runs wherever it runs "
	  "(__perf_update_times): they were counted all of that time, and no list changes it" },
	[PMS_CAUSE_OTHER_CORE] = { "other-core", "the task never ran on its core type",
	  "the task never ran on a CPU of their PMU's core type, so they never count "
	  "(event_filter_match()); enabled time runs with the task: <not counted>" },
	[PMS_CAUSE_MIXED_PMUS] = { "mixed-pmus", "its group mixes two core PMUs",
	  "their group holds events of two core PMUs: up to 6.1 validate_group() admits the "
	  "first foreign member, and the group, whose members are filtered one by one, runs on "
	  "no core type; perf 6.4+ splits such groups" },
	[PMS_CAUSE_FILTERED] = { "filtered", "the PMU's filter keeps its group off",
	  "a CHAIN (0x1e) event in their group fails armv8pmu_filter_match() (4.19-6.1), which "
	  "keeps the whole group off the PMU at every sched-in: enabled, never running" },
};

PMS_API const char *pms_cause_text(enum pms_cause c, enum pms_text_form form)
{
	if ((unsigned)c >= PMS_CAUSE_N)
		return NULL;
	return form == PMS_TEXT_NAME ? cause_table[c].name :
	       form == PMS_TEXT_SHORT ? cause_table[c].brief : cause_table[c].full;
}

static const struct text3 fix_table[PMS_FIX_N] = {
	[PMS_FIX_RUNS] = { "runs", "count in separate runs",
	  "split the list into perf runs that each count every event all the time "
	  "(pmusched plan --no-multiplex)" },
	[PMS_FIX_REGROUP] = { "regroup", "regroup the list",
	  "write the list as pmusched plan does" },
	[PMS_FIX_SECOND_RUN] = { "second-run", "move to a second run",
	  "count these events in a second perf run" },
	[PMS_FIX_DROP] = { "drop", "drop", "leave these events out" },
	[PMS_FIX_PIN] = { "pin", "pin", "pin its group (:D) so it is scheduled first" },
	[PMS_FIX_UNPIN] = { "unpin", "unpin", "drop the :D of this group" },
	[PMS_FIX_FRONT] = { "front", "put its group first", "put its group first in the list" },
	[PMS_FIX_LAST] = { "last", "move its group last", "move this group to the end of the list" },
	[PMS_FIX_SPLIT] = { "split", "split its group", "split its group into separate events" },
	[PMS_FIX_WATCHDOG_OFF] = { "watchdog-off", "disable the NMI watchdog",
	  "disable the NMI watchdog (echo 0 > /proc/sys/kernel/nmi_watchdog)" },
	[PMS_FIX_TFA] = { "allow-tfa", "allow PMC3",
	  "allow PMC3 (echo 1 > /sys/devices/cpu/allow_tsx_force_abort)" },
	[PMS_FIX_NO_SIBLING] = { "no-sibling", "keep the sibling thread off the counters",
	  "keep the sibling thread's events off the counters" },
	[PMS_FIX_KERNEL] = { "kernel", "run a newer kernel", "run a newer kernel" },
	[PMS_FIX_HT_OFF] = { "smt-off", "disable SMT",
	  "disable SMT (nosmt or the firmware): every GP counter per thread, no HT-erratum "
	  "limit" },
};

PMS_API const char *pms_fix_text(enum pms_fix_kind k, enum pms_text_form form)
{
	if ((unsigned)k >= PMS_FIX_N)
		return NULL;
	return form == PMS_TEXT_NAME ? fix_table[k].name :
	       form == PMS_TEXT_SHORT ? fix_table[k].brief : fix_table[k].full;
}
