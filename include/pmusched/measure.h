/*
 * Counting through perf_event_open (Linux only; other builds report
 * PMS_ENOTSUP).
 *
 * Two layers:
 *  - pure arithmetic on what read() returns (parse a buffer for a given
 *    read_format, delta, scale, decide what perf stat would print, format
 *    numbers).  No system calls; tests feed recorded buffers.
 *  - a small opaque session that opens an event list for a task or CPUs,
 *    enables, reads and closes.  The system calls go through a hook table
 *    so tests can inject failures.
 *
 * Times are nanoseconds of the event's context time (task time for a task,
 * wall time for a CPU), exactly as the kernel reports them.
 */
#ifndef PMUSCHED_MEASURE_H
#define PMUSCHED_MEASURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "evlist.h"

#ifdef __cplusplus
extern "C" {
#endif

/* read_format bits; the values are the kernel's. */
enum pms_read_format {
	PMS_RF_TOTAL_TIME_ENABLED = 1u << 0,
	PMS_RF_TOTAL_TIME_RUNNING = 1u << 1,
	PMS_RF_ID                 = 1u << 2,
	PMS_RF_GROUP              = 1u << 3,
	PMS_RF_LOST               = 1u << 4,	/* kernel 6.0+ */
};

/* One member's reading; fields absent from the read_format are 0. */
struct pms_reading {
	uint64_t value;		/* raw count (ns for the clock events) */
	uint64_t enabled;	/* ns; for a group, the leader's */
	uint64_t running;	/* ns; for a group, the leader's */
	uint64_t id;
	uint64_t lost;
};

/* Bytes a read returns for @read_format and @nr group members (nr ignored without GROUP). */
size_t pms_read_size(uint64_t read_format, int nr);

/*
 * pms_read_parse() - decode what read() put in @buf.
 * @buf/@len:    the bytes read (@len is read()'s return value).
 * @read_format: the format the event was opened with.
 * @nr_expected: with GROUP, the member count the caller believes the group
 *               has (0: accept any); ignored without GROUP.
 * @out/@cap:    caller array; with GROUP one entry per member, in group
 *               order, each carrying the leader's times.
 * @nr_out:      entries written.
 * Return: PMS_OK; PMS_EINVAL for bad arguments or unknown format bits;
 * PMS_ERANGE when @len is 0 (the event is in error state: read returned
 * end of file), when the buffer is shorter or longer than the layout, when
 * @cap is too small, or when a group read's nr differs from @nr_expected
 * (perf then shows the members as <not counted>).
 */
int pms_read_parse(const void *buf, size_t len, uint64_t read_format, int nr_expected,
		   struct pms_reading *out, int cap, int *nr_out, struct pms_diag *d);

/*
 * pms_reading_delta() - @now minus @prev, field by field (interval mode).
 * A field that went backwards (a counter reset) yields @now's value.
 */
void pms_reading_delta(const struct pms_reading *now, const struct pms_reading *prev,
		       struct pms_reading *out);

/* What perf stat prints in the count column. */
enum pms_count_status {
	PMS_COUNT_COUNTED,
	PMS_COUNT_NOT_COUNTED,		/* "<not counted>" */
	PMS_COUNT_NOT_SUPPORTED,	/* "<not supported>": the open failed */
};

struct pms_count {
	enum pms_count_status status;
	uint64_t raw;		/* sum of raw values */
	uint64_t value;		/* scaled: raw * enabled / running, rounded; 0 unless counted */
	uint64_t enabled;	/* ns, summed over CPUs */
	uint64_t running;	/* ns, summed over CPUs */
	double percent;		/* 100 * running / enabled; 0 when enabled is 0 */
	bool scaled;		/* running < enabled: the value is an estimate */
	bool print_percent;	/* the human output shows "(x.xx%)" */
};

/*
 * pms_count_from_reading() - perf stat's scaling and printing decision for
 * one reading.  @supported: the open succeeded; @read_ok: the read
 * succeeded (a failed group read or an error-state event is not counted).
 * running == 0 or enabled == 0 gives <not counted>; running < enabled
 * scales, truncating as perf_counts_values__scale() does; the percentage is
 * shown whenever running != enabled.
 */
void pms_count_from_reading(const struct pms_reading *r, bool supported, bool read_ok,
			    struct pms_count *out);

/*
 * pms_count_add() - aggregate a per-CPU count into @acc (start @acc with
 * pms_count_init()).  Values are scaled per CPU and summed, times summed;
 * one CPU that was not counted makes the whole aggregate not counted.
 */
void pms_count_init(struct pms_count *acc);
void pms_count_add(struct pms_count *acc, const struct pms_count *c);

/*
 * pms_format_count() - @v with thousands separators (",") and @decimals
 * digits after the point ("1,234,567", "1,234.57").  Always NUL-terminates.
 * Return: the length the full text needs (as snprintf).
 */
size_t pms_format_count(double v, int decimals, char *buf, size_t n);

/*
 * Repeated runs (-r): running mean and the noise perf prints as "+- x%",
 * the standard deviation of the mean relative to the mean.
 */
struct pms_runstat {
	int n;
	double mean;
	double m2;		/* sum of squared deviations (Welford) */
};
void pms_runstat_add(struct pms_runstat *s, double x);
/* 100 * sqrt(m2 / (n - 1) / n) / mean; 0 with fewer than 2 runs or a zero mean. */
double pms_runstat_noise_pct(const struct pms_runstat *s);

/* ---- the session ---- */

/* One event to open, as the kernel wants it (built from an evlist, or by hand). */
struct pms_measure_event {
	const char *name;	/* printed name; copied */
	uint32_t type;		/* enum pms_type */
	uint64_t config, config1, config2;
	int leader;		/* index of its group's leader (itself for a leader) */
	unsigned mods;		/* enum pms_mod: u/k/h select exclude_* bits */
	bool pinned;		/* leader only */
	bool exclusive;		/* leader only */
	bool weak;		/* the group falls back to single events if it cannot open */
	int precise;		/* precise_ip 0..3 (:p, :pp, :ppp) */
	uint64_t config3;
	/*
	 * true: the exclude_* bits below are final (perf's modifier rules,
	 * pms_evlist_attr()) and @mods no longer decides them.
	 */
	bool has_excludes;
	bool exclude_user, exclude_kernel, exclude_hv;
	bool exclude_guest, exclude_host, exclude_idle;
};

/*
 * One perf_event_open call, as the session asks for it (what a test hook
 * sees).  The fields mirror struct perf_event_attr; build_req() in
 * measure_linux.c is the one place that decides them from an event, and
 * attr_from_req() the one place that copies them into the kernel's struct.
 */
struct pms_open_req {
	int index;		/* event index */
	uint32_t type;
	uint64_t config, config1, config2, config3;
	int pid, cpu, group_fd;
	uint64_t read_format;
	uint64_t sample_type;	/* PERF_SAMPLE_IDENTIFIER, as perf stat sets it */
	bool disabled, enable_on_exec, inherit, pinned, exclusive;
	bool exclude_user, exclude_kernel, exclude_hv;
	bool exclude_idle, exclude_host, exclude_guest;	/* :I, :G, :H */
	int precise_ip;
};

enum pms_measure_op { PMS_OP_ENABLE, PMS_OP_DISABLE, PMS_OP_RESET };

/*
 * The system calls, replaceable for tests.  Each returns >= 0 on success
 * or a negative errno.  A NULL member means the real call.
 */
struct pms_measure_hooks {
	int (*open)(void *ctx, const struct pms_open_req *req);	/* an fd */
	long (*read)(void *ctx, int fd, void *buf, size_t n);		/* bytes */
	int (*ioctl)(void *ctx, int fd, enum pms_measure_op op);	/* on the group */
	int (*close)(void *ctx, int fd);
	void *ctx;
	int (*paranoid)(void *ctx);	/* kernel.perf_event_paranoid; NULL: read /proc */
};

/*
 * Size-versioned (libbpf's rule, pmusched.h): set @sz to sizeof(struct
 * pms_measure_opts) (PMS_OPTS() does).  A smaller size is an older caller
 * (fields past it read as zero); a larger one is accepted only when every
 * byte past this header's size is zero; sz 0 is refused (PMS_EINVAL).
 */
struct pms_measure_opts {
	size_t sz;
	int pid;		/* task to count (0: the caller); -1: every task, needs CPUs */
	const int *cpus;	/* CPUs to open on (borrowed during pms_measure_new); NULL: any */
	int n_cpus;
	const int *tids;	/* threads to open on, one fd set each, counts summed
				 * (perf stat -p: every thread of the process);
				 * borrowed during pms_measure_new; NULL: just pid.
				 * Excludes cpus. */
	int n_tids;
	bool enable_on_exec;	/* leaders start disabled and enable on the task's exec */
	bool start_disabled;	/* leaders start disabled (enable with pms_measure_enable) */
	bool inherit;		/* count children created after opening */
	int pmu_present;	/* core PMU in sysfs: 1 yes, 0 no, -1 look */
	const struct pms_measure_hooks *hooks;	/* NULL: the real calls; copied */
	/*
	 * perf stat's fallback (evsel__fallback, util/evsel.c, 6.1): an event
	 * refused with EACCES while kernel.perf_event_paranoid > 1, counting
	 * kernel and user, is reopened with exclude_kernel and exclude_hv, and
	 * its name gains "u" (":u" unless it has a ':' or '/').
	 */
	bool user_fallback;
	/*
	 * perf stat -p (ignore_missing_thread): a thread of @tids that exits
	 * before its events open (ESRCH) is left out; the open fails only when
	 * every thread is gone.
	 */
	bool ignore_missing;
};

struct pms_measure;

/*
 * pms_measure_new() - a session for @n events (not opened yet).
 * @evs:  the events (copied).  Leaders come before their members.
 * @out:  new session; free with pms_measure_free().
 * Return: PMS_OK, PMS_EINVAL (bad group structure, no events, pid -1
 * without CPUs), PMS_ENOMEM.
 */
int pms_measure_new(const struct pms_measure_event *evs, int n,
		    const struct pms_measure_opts *o, struct pms_measure **out,
		    struct pms_diag *d);

/*
 * pms_measure_new_evlist() - same, for a parsed list (borrowed during the
 * call; names are the events' text as written).
 */
int pms_measure_new_evlist(const struct pms_evlist *ev, const struct pms_measure_opts *o,
			   struct pms_measure **out, struct pms_diag *d);

void pms_measure_free(struct pms_measure *m);	/* closes every fd; NULL is a no-op */

/*
 * pms_measure_open() - open every event with perf stat's rules.  Each
 * leader gets group_fd -1, members their leader's fd; read_format is
 * TOTAL_TIME_ENABLED|TOTAL_TIME_RUNNING, plus ID|GROUP on multi-member
 * groups.  An event the kernel does not support (ENOENT, EOPNOTSUPP,
 * ENODEV, ENXIO, ENOSYS, EINVAL) is marked and skipped; when a member of
 * a weak group cannot join it (EINVAL, EBADF) the group is closed and its
 * members reopen as independent events.
 * Return: PMS_OK (some events may be unsupported: see
 * pms_measure_event_status()); PMS_ESYS with @d->sys_errno, a message and
 * a hint for the errors that stop perf stat: EACCES/EPERM (paranoid level),
 * EMFILE/ENFILE (fd limit), EBUSY, any other unexpected errno, and
 * the leader of a multi-member group failing; PMS_EINVAL if already open.  On PMS_ESYS every fd is closed.
 */
int pms_measure_open(struct pms_measure *m, struct pms_diag *d);

/* Enable / disable every opened group (ioctl on the leaders). */
int pms_measure_enable(struct pms_measure *m, struct pms_diag *d);
int pms_measure_disable(struct pms_measure *m, struct pms_diag *d);

/*
 * pms_measure_read() - read every opened event; the previous reading is
 * kept for pms_measure_count(..., delta=true).  A failed read (EOF, group
 * nr mismatch) marks that event not counted for this reading; it is not an
 * error of the call.
 * Return: PMS_OK, PMS_EINVAL (not open), PMS_ESYS (an unexpected errno).
 */
int pms_measure_read(struct pms_measure *m, struct pms_diag *d);

int pms_measure_n_events(const struct pms_measure *m);
const char *pms_measure_event_name(const struct pms_measure *m, int i);

/*
 * pms_measure_count() - event @i's count from the last read, aggregated
 * over CPUs and threads as perf stat does by default: raw values and times
 * summed, the sum scaled once.  @delta: since the read before (interval
 * mode) instead of since the open.
 * Return: PMS_OK or PMS_ERANGE.
 */
int pms_measure_count(const struct pms_measure *m, int i, bool delta, struct pms_count *out);

/* The same for one target (CPU, or thread with opts.tids) alone: perf stat -A. */
int pms_measure_count_target(const struct pms_measure *m, int i, int target, bool delta,
			     struct pms_count *out);

/*
 * pms_measure_event_status() - how event @i's open went.
 * @d: on failure the errno, a message naming the event and a hint.
 * Return: PMS_OK (opened), PMS_ENOTSUP (not supported: ENOENT, EOPNOTSUPP,
 * ...), PMS_ESYS (another errno), PMS_ERANGE (bad @i).
 */
int pms_measure_event_status(const struct pms_measure *m, int i, struct pms_diag *d);

/* True when the weak group of event @i was reopened as single events. */
bool pms_measure_weak_fallback(const struct pms_measure *m, int i);

/* True when event @i counts user space only after perf's paranoid fallback. */
bool pms_measure_user_fallback(const struct pms_measure *m, int i);

/* Threads of opts.tids left out because they had exited (opts.ignore_missing). */
int pms_measure_n_missing(const struct pms_measure *m);

/*
 * pms_measure_no_pmu() - a hardware event failed as unsupported and the
 * host has no core PMU (no /sys/bus/event_source/devices/cpu): a VM
 * without counter passthrough.
 */
bool pms_measure_no_pmu(const struct pms_measure *m);

/* Open fds (for the fd-limit hint and tests). */
int pms_measure_n_fds(const struct pms_measure *m);

/*
 * pms_cpu_list_parse() - a CPU list as perf takes it ("0-3,6"; the sysfs
 * "online" file's trailing newline accepted) into sorted, distinct CPU
 * numbers, as perf's cpu maps are.
 * @out/@cap: caller array; *@n entries written.
 * @dups: optional; CPUs listed more than once ("0,0,1": 1).
 * Return: PMS_OK; PMS_ESYNTAX (@d->pos at the bad byte); PMS_ERANGE (a
 * number above 65535, a range going down); PMS_ELIMIT (more than @cap).
 */
int pms_cpu_list_parse(const char *s, int *out, int cap, int *n, int *dups, struct pms_diag *d);

/* ---- perf stat's metric column ---- */

/*
 * One event as perf's runtime statistics see it (stat-shadow.c, 6.1).
 * @ctx: its exclude bits (perf's evsel_context(): any stable encoding of
 * exclude_kernel/user/hv/host/idle; events compare equal or not).
 * @processed: opened and read (a supported event, counted or not): its
 * count feeds the means other events divide by.
 * @count: the count (ns for task-clock and cpu-clock); the mean per run
 * under -r.
 */
struct pms_stat_event {
	uint32_t type;
	uint64_t config;
	unsigned ctx;
	bool processed;
	double count;
};

/*
 * The text after "#" on an event's line.  @fmt: a printf format for one
 * double ("%8.3f", "%7.2f%%", ...), NULL when the base is missing (perf
 * prints the unit alone in JSON and blanks elsewhere).  @present: false
 * when the event has no metric at all.
 */
struct pms_stat_metric {
	bool present;
	const char *fmt;
	double value;
	char unit[32];		/* "CPUs utilized", "K/sec", "insn per cycle", ... */
};

/*
 * pms_stat_metric() - perf_stat__print_shadow_stats() for event @i of @ev:
 * CPUs utilized for the clocks (divided by @walltime_ns), GHz for cycles,
 * insn per cycle (and stalled cycles per insn, the second entry, on a line
 * of its own) for instructions, "of all branches", the cache ratios, stalled
 * cycles idle, and a rate (/sec, K/sec, M/sec, G/sec) for any other event
 * when a clock event was counted.  @out: two entries.
 * Return: PMS_OK or PMS_EINVAL.
 */
int pms_stat_metric(const struct pms_stat_event *ev, int n_ev, int i, double walltime_ns,
		    struct pms_stat_metric out[2]);

/*
 * The perf release whose metric rules pms_stat_metric_rules() follows, and
 * the list's groups.  @perf_version: 0 is 6.1 (pms_stat_metric()'s rules).
 * @leader: NULL (no event grouped) or one entry per event, the index of
 * its group's leader (its own when not grouped); a group's members follow
 * their leader, as in perf's lists.  Only 6.12's rules (6.2 to 7.1) read it.
 */
struct pms_stat_rules {
	size_t sz;
	uint32_t perf_version;
	const int *leader;
};

/*
 * pms_stat_metric_rules() - pms_stat_metric() by @r's release:
 * - up to 6.1: 6.1's rules;
 * - 6.2 to 7.1: 6.12's (find_stat(): the first other event of the kind in
 *   the event's group when it has one, of the same context, and of the
 *   same PMU but for clock time; a ratio needs both counts non-zero);
 *   6.2 to 6.11 and 6.13 to 7.1 were not read and take them, as predict
 *   does for a clock's and a rate's rule;
 * - 7.2 on: none (!@out[0].present), as real perf 7.3.4 prints these lines.
 * @r NULL: pms_stat_metric().
 * Return: PMS_OK or PMS_EINVAL (a bad @r->leader entry, @r's size rule).
 */
int pms_stat_metric_rules(const struct pms_stat_event *ev, int n_ev, int i, double walltime_ns,
			  const struct pms_stat_rules *r, struct pms_stat_metric out[2]);

/*
 * pms_stat_elapsed_precision() - the decimals of "X +- Y seconds time
 * elapsed" under -r for a standard deviation of @stddev_s seconds (perf's
 * get_precision() + 2, print_footer(), stat-display.c, 6.1).
 */
int pms_stat_elapsed_precision(double stddev_s);

/*
 * How perf stat's machine-readable lines differ by perf release
 * (util/stat-display.c), for the writer of those lines to follow.
 */
struct pms_stat_style {
	uint32_t perf_version;	/* the release modelled: the one asked for, 0 (none)
				 * the newest, as pms_perf_version_for(0, 0) */
	/* print_metric_json(): "metric-value" : "%f" quoted from 6.4
	 * (2a939c869503, NaN is no JSON number), a bare %f before */
	bool json_metric_string;
	/* 6.13 (e1cc918b6cfd): a metric without a unit prints neither
	 * "metric-value" nor "metric-unit" (before: "(null)") */
	bool json_drop_unitless;
	/* 6.13 (f9825601aa5e): "metric-threshold" : "good" | "less good" |
	 * "nearly bad" | "bad" after "metric-unit" when the metric has one */
	bool json_threshold;
	/* the CPU count of an aggregated line (--per-core, --per-socket ...):
	 * JSON "aggregate-number", CSV metric-only header "cpus"; 6.17
	 * (aa497357c125) "counters" and "ctrs" */
	const char *json_aggr_nr;
	const char *csv_aggr_nr;
	/*
	 * false: this release's lines differ from 6.1's in more than the
	 * fields above in ways not modelled (6.13+: thresholds of the shadow
	 * metrics and of -M metrics; 6.19+: the metric-built default set and
	 * its layout), so a writer should say its lines follow the modelled
	 * fields only.
	 */
	bool modelled;
};

/* @perf_version 0 (none given) is the newest release, as
 * pms_perf_version_for(0, 0); so for pms_stat_aggr_nr() and
 * pms_stat_no_aggr_modelled().  A caller that knows the kernel passes
 * pms_perf_version_for(perf_version, kver).
 * Return: PMS_OK, or PMS_EINVAL for a NULL @out. */
int pms_stat_style(uint32_t perf_version, struct pms_stat_style *out);

/*
 * pms_stat_lines_perf() - the perf release whose lines a stat writer
 * follows: @asked (a version the user named) when not 0, else @installed
 * (the host's `perf --version`, pms_host.perf_version; 0 for a replay, whose
 * capture was written elsewhere), else perf 6.1, the release whose lines
 * are modelled in whole.  Never the kernel's perf (pms_perf_version_for()):
 * a counting run is compared with the perf the user runs, which Debian and
 * others ship apart from the kernel.
 */
uint32_t pms_stat_lines_perf(uint32_t asked, uint32_t installed);

/*
 * perf stat --per-socket / --per-die lines (util/stat-display.c
 * print_aggr_id_std(), 6.1-7.3): the aggregate's id ("S0", "S0-D1")
 * left-aligned in 6 (socket) or 12 (die) columns, a blank, the
 * CPU-count column right-aligned in 4, a blank.
 */
enum pms_stat_aggr { PMS_STAT_AGGR_GLOBAL = 0, PMS_STAT_AGGR_SOCKET, PMS_STAT_AGGR_DIE,
		     PMS_STAT_AGGR_NONE };

/*
 * The CPU-count column of one aggregated line.  @n_cpus: the CPUs of the
 * aggregate the event is opened on (a core event: every CPU of the socket
 * or die; an Intel uncore box PMU: the CPU its cpumask names in each die);
 * @n_merged: the PMUs whose counts perf merges into the line (a wildcard
 * uncore_imc/.../ over uncore_imc_0..7: 8), 1 otherwise.
 * perf 6.1-6.16 counts the first PMU's CPUs only (stat-display.c 6.1
 * aggr_cb() counts `first` only; stat.c 6.12 evsel__merge_aggr_counters()
 * sums val/ena/run of the aliases, not aggr[].nr); from 6.17 the merged
 * PMUs' counts add up (stat.c 7.2.13/7.3.4 add aggr[].nr too).  Real perf
 * on a fake 8-iMC layout, -a --per-socket: 6.12.117 prints 1, 7.3.4 8.
 * Return: PMS_OK; PMS_EINVAL for a NULL @nr or counts below 1.
 */
int pms_stat_aggr_nr(uint32_t perf_version, int n_cpus, int n_merged, int *nr);

/*
 * pms_stat_aggr_cpus() - the CPUs of one aggregate that event @i of the
 * system-wide simulation @sim is opened on, and the PMUs perf merges into
 * its line: the arguments of pms_stat_aggr_nr().  @mode:
 * PMS_STAT_AGGR_SOCKET (an aggregate is a socket), PMS_STAT_AGGR_DIE or
 * PMS_STAT_AGGR_NONE (a die: -A's lines of one die).  The topology is the
 * simulation's (struct pms_env sockets, dies_per_socket, cpus_per_die).
 * A core or software event opens on every CPU (-a); an Intel uncore box
 * PMU on the one CPU its cpumask names in each die (arch/x86/events/intel/
 * uncore.c uncore_pmu_event_init(): one box per die, 6.12 and 7.3); a
 * wildcard uncore_imc/.../ is one PMU per box, merged into one line
 * (util/stat.c evsel__merge_stats()), so *@n_merged is the type's boxes.
 * Return: PMS_OK; PMS_ENOTSUP when not modelled: *@pmu names the PMU (a
 * box PMU other than Intel's uncore_* ones, or a free-running counter),
 * or is NULL when the topology does not give the CPUs of a die;
 * PMS_EINVAL for a NULL pointer, a bad @i or @mode PMS_STAT_AGGR_GLOBAL.
 */
struct pms_sim;
int pms_stat_aggr_cpus(const struct pms_sim *sim, int i, enum pms_stat_aggr mode, int *n_cpus,
		       int *n_merged, const char **pmu);

/*
 * PMS_STAT_AGGR_NONE (-A, --no-aggr): a line per CPU an event is opened on,
 * the prefix "CPU<n>" left-aligned in 6 columns and a blank, no count
 * column (stat-display.c print_aggr_id_std(), AGGR_NONE: "CPU%-*d " with
 * aggr_header_lens 6 - 3, 6.12.117 and 7.3.4).  A wildcard uncore event's
 * boxes are not merged: a line per box PMU, named as the box
 * (uncore_imc_0/cas_count_read/).  perf 6.12 and 7.3 make --no-merge the
 * same switch as -A (builtin-stat.c, both OPT_BOOLEAN on opt_mode.no_aggr);
 * perf 6.1 kept --no-merge apart (stat_config.no_merge, builtin-stat.c
 * 6.1.176), so both are modelled from perf 6.12 (the release between is
 * not pinned).  Real perf 6.12.117 and 7.3.4 on a fake 8-iMC layout print
 * the same lines for -A and --no-merge.
 */
bool pms_stat_no_aggr_modelled(uint32_t perf_version);

/*
 * Format the prefix of an aggregated line into @buf (as above); an empty
 * string for PMS_STAT_AGGR_GLOBAL; for PMS_STAT_AGGR_NONE @socket is the
 * CPU's number (@die and @nr unused).
 * Return: PMS_OK; PMS_EINVAL for a NULL @buf, a negative id or an unknown
 * mode; PMS_ERANGE when @n is too small.
 */
int pms_stat_aggr_prefix(enum pms_stat_aggr mode, int socket, int die, int nr, char *buf,
			 size_t n);

/*
 * The prefix of an aggregated line of perf 7.2/7.3 -x SEP or -j output:
 * CSV "S0" SEP nr SEP ("S0-D0" for a die; stat-display.c
 * print_aggr_id_csv(), 7.2.13 and 7.3.4); JSON (@sep NULL) "\"socket\" :
 * \"S0\", \"counters\" : nr, " ("die" for a die; print_aggr_id_json()).
 * Real perf 7.2.13 and 7.3.4 on a fake 8-iMC layout: "S0,8," and
 * {"socket" : "S0", "counters" : 8, ...}.
 * Return: PMS_OK; PMS_EINVAL for a NULL @buf, a negative id or a mode
 * other than socket or die; PMS_ERANGE when @n is too small.
 */
int pms_stat_aggr_prefix_sv(enum pms_stat_aggr mode, int socket, int die, int nr,
			    const char *sep, char *buf, size_t n);

/* ---- output files (stat -o, --svg): never half a file, never a clobbered device ----
 *
 * Why these are public: they are the policy of how perf stat -o and
 * --append treat the path (a device or FIFO written in place, a regular
 * file replaced through a temporary in the same directory, an existing
 * file appended), which a program driving pms_measure and writing perf's
 * output needs the same way the CLI does; the CLI calls them through the
 * shared library like any user.  They touch only the path given, keep no
 * global state, and each pms_outfile belongs to one thread. */

enum pms_outfile_kind {
	PMS_OUTFILE_REPLACE,	/* a regular file or a new name: a temporary in the same
				 * directory (mkostemp), renamed over it by commit */
	PMS_OUTFILE_THROUGH,	/* a device, FIFO, socket or /proc file: written in place */
	PMS_OUTFILE_APPEND,	/* PMS_OUTFILE_F_APPEND on a regular file: appended in place */
};

#define PMS_OUTFILE_F_APPEND 1u	/* perf stat --append */

struct pms_outfile;

/*
 * pms_outfile_check() - can @path be written, and how?  No side effects;
 * call it before any work whose result would go there.  A symlink is
 * followed (a dangling one names the file to create); an existing regular
 * file must be writable and its directory must take the temporary.
 * Return: PMS_OK; PMS_EINVAL (empty name, a directory); PMS_ESYS with
 * @d->sys_errno (ENOENT, EACCES, ENOTDIR, ELOOP, ENAMETOOLONG, ...).
 */
int pms_outfile_check(const char *path, unsigned flags, enum pms_outfile_kind *kind,
		      struct pms_diag *d);

/*
 * pms_outfile_open() - open @path for writing as pms_outfile_check()
 * decides.  The descriptor (pms_outfile_fd()) is close-on-exec.  A FIFO
 * blocks until a reader opens it, as it does for perf.
 */
int pms_outfile_open(const char *path, unsigned flags, struct pms_outfile **out,
		     struct pms_diag *d);
enum pms_outfile_kind pms_outfile_kind(const struct pms_outfile *o);
int pms_outfile_fd(const struct pms_outfile *o);
/* The caller owns the descriptor from now on (e.g. after fdopen); -1 if none. */
int pms_outfile_take_fd(struct pms_outfile *o);
/* The temporary not yet renamed into place, or NULL (for signal-time cleanup). */
const char *pms_outfile_tmp_path(const struct pms_outfile *o);
const char *pms_outfile_target(const struct pms_outfile *o);

/*
 * pms_outfile_commit() - REPLACE: fsync @fd (-1: the session's own) and
 * rename the temporary over the target; later writes to the descriptor land
 * in the new file (stat -I streams its intervals this way).  A no-op for
 * the other kinds and when already committed.  Flush any stdio buffer
 * first.  Return: PMS_OK or PMS_ESYS (the temporary is kept for
 * pms_outfile_close() to remove).
 */
int pms_outfile_commit(struct pms_outfile *o, int fd, struct pms_diag *d);

/* Close the descriptor if still owned and remove an uncommitted temporary; NULL is a no-op. */
void pms_outfile_close(struct pms_outfile *o);

/*
 * pms_outfile_tmp_template() - the mkostemp template for @target's
 * temporary: "DIR/.NAME.XXXXXX", NAME shortened to keep the component within
 * NAME_MAX and the whole within PATH_MAX and @n.
 * Return: PMS_OK, PMS_EINVAL (no file name), PMS_ELIMIT (no room).
 */
int pms_outfile_tmp_template(const char *target, char *buf, size_t n);

/*
 * The clock and the interval timer of perf stat -I.  perf's interval loop
 * (dispatch_events(), tools/perf/builtin-stat.c, 6.1 and 6.12) waits a
 * whole interval after each interval it prints: a late print is never
 * caught up with back-to-back intervals, and an interval is never shorter
 * than the period.  pms_interval_timer_rearm() does the same: it drops
 * every expiry missed since the timer was last due.
 */
int64_t pms_measure_clock_ns(void);	/* CLOCK_MONOTONIC in ns, as the reads see it */

struct pms_interval_timer {
	int64_t period_ns;
	int64_t due_ns;		/* on pms_measure_clock_ns()'s scale */
};

/* Start: due one @period_ns (> 0) after @now_ns. */
void pms_interval_timer_start(struct pms_interval_timer *t, int64_t period_ns, int64_t now_ns);
/* Nanoseconds until due (<= 0: due now). */
int64_t pms_interval_timer_left(const struct pms_interval_timer *t, int64_t now_ns);
/* The interval was handled at @now_ns: due again one period later. */
void pms_interval_timer_rearm(struct pms_interval_timer *t, int64_t now_ns);

#ifdef __cplusplus
}
#endif
#endif
