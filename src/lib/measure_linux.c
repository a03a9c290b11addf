/*
 * The measurement session: perf_event_open, ioctl, read.  The only file
 * that includes <linux/perf_event.h>.
 *
 * Opening follows perf stat's rules: leaders open with group_fd -1 and
 * their members with the leader's fd; leaders start disabled when the
 * caller enables later (or on exec); multi-member groups read with
 * PERF_FORMAT_GROUP|ID so one read returns the whole group with the
 * leader's times.  An event the kernel does not know is marked and skipped
 * (<not supported>), except the leader of a real group, which stops the
 * open.  A member of a weak group ({...}:W) that cannot join it (EINVAL or
 * EBADF, perf's test) closes the group and its members reopen as
 * independent events.  Every system call goes through a hook table so
 * tests can fail any of them.
 *
 * build_req() decides every field of an open from the event and the
 * session, attr_from_req() copies them into struct perf_event_attr: a new
 * attr field is one line in each.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include "internal.h"
#include "measure_test.h"

struct mev {
	struct pms_measure_event e;	/* name points at our copy */
	int group_size;		/* members of its group as declared */
	int pos;		/* position in its group (0: leader) */
	bool fallback;		/* weak group reopened as singles */
	bool user_only;		/* paranoid fallback: exclude_kernel and exclude_hv */
	bool supported;		/* every CPU opened */
	int err;		/* errno of the failed open, 0 */
	struct pms_diag diag;	/* why it failed */
	uint64_t read_format;
	int *fd;		/* per CPU, -1 when not open */
	struct pms_reading *cur, *prev;	/* per CPU */
	bool *cur_ok, *prev_ok;
};

struct pms_measure {
	struct mev *ev;
	int n;
	int *cpus;		/* n_cpus entries; { -1 } for "any CPU" */
	int *tids;		/* with opts.tids: n_cpus threads, each on any CPU */
	bool *absent;		/* per target: a thread gone before the open */
	int n_missing;
	int n_cpus;		/* targets: CPUs, or threads with tids */
	struct pms_measure_opts o;
	struct pms_measure_hooks h;
	bool is_open;
	bool no_pmu;
	int n_fds;
	int n_reads;
	void *buf;		/* read buffer for the largest group */
	size_t buf_size;
	struct pms_reading *scratch;
	int max_group;
};

/* ---- the real system calls ---- */

/* The one place a request becomes the kernel's struct. */
static void attr_from_req(const struct pms_open_req *r, struct perf_event_attr *a)
{
	memset(a, 0, sizeof(*a));
	a->size = sizeof(*a);
	a->type = r->type;
	a->config = r->config;
	a->config1 = r->config1;
	a->config2 = r->config2;
#ifdef PERF_ATTR_SIZE_VER8	/* config3 arrived with the 6.3 headers */
	a->config3 = r->config3;
#endif
	a->read_format = r->read_format;
	a->sample_type = r->sample_type;
	a->disabled = r->disabled;
	a->enable_on_exec = r->enable_on_exec;
	a->inherit = r->inherit;
	a->pinned = r->pinned;
	a->exclusive = r->exclusive;
	a->exclude_user = r->exclude_user;
	a->exclude_kernel = r->exclude_kernel;
	a->exclude_hv = r->exclude_hv;
	a->exclude_idle = r->exclude_idle;
	a->exclude_host = r->exclude_host;
	a->exclude_guest = r->exclude_guest;
	a->precise_ip = (unsigned)r->precise_ip & 3;
}

static int real_open(void *ctx, const struct pms_open_req *r)
{
	struct perf_event_attr a;
	long fd;

	(void)ctx;
	attr_from_req(r, &a);
	fd = syscall(SYS_perf_event_open, &a, r->pid, r->cpu, r->group_fd,
		     (unsigned long)PERF_FLAG_FD_CLOEXEC);
	return fd < 0 ? -errno : (int)fd;
}

static long real_read(void *ctx, int fd, void *buf, size_t n)
{
	ssize_t got;

	(void)ctx;
	do
		got = read(fd, buf, n);
	while (got < 0 && errno == EINTR);
	return got < 0 ? -errno : (long)got;
}

static int real_ioctl(void *ctx, int fd, enum pms_measure_op op)
{
	unsigned long req = op == PMS_OP_ENABLE ? PERF_EVENT_IOC_ENABLE :
			    op == PMS_OP_DISABLE ? PERF_EVENT_IOC_DISABLE : PERF_EVENT_IOC_RESET;

	(void)ctx;
	return ioctl(fd, req, PERF_IOC_FLAG_GROUP) < 0 ? -errno : 0;
}

static int real_close(void *ctx, int fd)
{
	(void)ctx;
	return close(fd) < 0 ? -errno : 0;
}

/* ---- construction ---- */

static void free_ev(struct mev *v)
{
	pmsi_free((void *)v->e.name);
	pmsi_free(v->fd);
	pmsi_free(v->cur);
	pmsi_free(v->prev);
	pmsi_free(v->cur_ok);
	pmsi_free(v->prev_ok);
}

static void close_all(struct pms_measure *m);

PMS_API void pms_measure_free(struct pms_measure *m)
{
	if (!m)
		return;
	close_all(m);
	for (int i = 0; i < m->n; i++)
		free_ev(&m->ev[i]);
	pmsi_free(m->ev);
	pmsi_free(m->cpus);
	pmsi_free(m->tids);
	pmsi_free(m->absent);
	pmsi_free(m->buf);
	pmsi_free(m->scratch);
	pmsi_free(m);
}

PMS_API int pms_measure_new(const struct pms_measure_event *evs, int n,
			    const struct pms_measure_opts *uo, struct pms_measure **out,
			    struct pms_diag *d)
{
	struct pms_measure_opts oc;
	const struct pms_measure_opts *o = &oc;
	struct pms_measure *m;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*out = NULL;
	if (!evs || n < 1 || n > PMS_EVLIST_MAX_EVENTS || !uo)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no events to measure");
	memset(&oc, 0, sizeof(oc));
	if (pmsi_sz_copy(&oc, sizeof(oc), uo, "struct pms_measure_opts", d))
		return PMS_EINVAL;
	if (o->pid < 0 && (!o->cpus || o->n_cpus < 1))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "counting every task needs a list of CPUs");
	if (o->cpus && (o->n_cpus < 1 || o->n_cpus > 65536))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "bad CPU count %d", o->n_cpus);
	if (o->tids && (o->cpus || o->n_tids < 1 || o->n_tids > 65536))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
				 "threads (%d) cannot be combined with CPUs", o->n_tids);
	for (int i = 0; i < n; i++) {
		int l = evs[i].leader;

		if (l < 0 || l > i || evs[l].leader != l)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "event %d has a bad group leader %d", i, l);
		if (l != i && i > 0 && evs[i - 1].leader != l)
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0,
					 "members of the group led by event %d are not adjacent", l);
	}
	m = pmsi_calloc(1, sizeof(*m));
	if (!m)
		goto nomem;
	m->o = *o;
	m->o.cpus = NULL;
	m->h.ctx = o->hooks ? o->hooks->ctx : NULL;
	m->h.open = o->hooks && o->hooks->open ? o->hooks->open : real_open;
	m->h.read = o->hooks && o->hooks->read ? o->hooks->read : real_read;
	m->h.ioctl = o->hooks && o->hooks->ioctl ? o->hooks->ioctl : real_ioctl;
	m->h.close = o->hooks && o->hooks->close ? o->hooks->close : real_close;
	m->h.paranoid = o->hooks ? o->hooks->paranoid : NULL;
	m->o.tids = NULL;
	m->n_cpus = o->cpus ? o->n_cpus : o->tids ? o->n_tids : 1;
	m->cpus = pmsi_calloc((size_t)m->n_cpus, sizeof(int));
	m->ev = pmsi_calloc((size_t)n, sizeof(*m->ev));
	if (o->tids)
		m->tids = pmsi_calloc((size_t)m->n_cpus, sizeof(int));
	m->absent = pmsi_calloc((size_t)m->n_cpus, sizeof(bool));
	if (!m->cpus || !m->ev || (o->tids && !m->tids) || !m->absent)
		goto nomem;
	for (int c = 0; c < m->n_cpus; c++) {
		m->cpus[c] = o->cpus ? o->cpus[c] : -1;
		if (m->tids)
			m->tids[c] = o->tids[c];
	}
	m->n = n;
	for (int i = 0; i < n; i++) {
		struct mev *v = &m->ev[i];
		size_t nc = (size_t)m->n_cpus;

		v->e = evs[i];
		v->e.name = pmsi_strdup(evs[i].name ? evs[i].name : "?");
		v->fd = pmsi_malloc(nc * sizeof(int));
		for (size_t c = 0; v->fd && c < nc; c++)
			v->fd[c] = -1;	/* before any failure: close_event() reads them */
		v->cur = pmsi_calloc(nc, sizeof(*v->cur));
		v->prev = pmsi_calloc(nc, sizeof(*v->prev));
		v->cur_ok = pmsi_calloc(nc, sizeof(bool));
		v->prev_ok = pmsi_calloc(nc, sizeof(bool));
		if (!v->e.name || !v->fd || !v->cur || !v->prev || !v->cur_ok || !v->prev_ok)
			goto nomem;
		for (size_t c = 0; c < nc; c++)
			v->prev_ok[c] = true;
		pms_diag_clear(&v->diag);
		v->pos = i - evs[i].leader;
		m->ev[evs[i].leader].group_size++;
	}
	for (int i = 0; i < n; i++) {
		m->ev[i].group_size = m->ev[m->ev[i].e.leader].group_size;
		if (m->ev[i].group_size > m->max_group)
			m->max_group = m->ev[i].group_size;
	}
	m->buf_size = pms_read_size(PMS_RF_TOTAL_TIME_ENABLED | PMS_RF_TOTAL_TIME_RUNNING |
				    PMS_RF_ID | PMS_RF_GROUP | PMS_RF_LOST, m->max_group);
	m->buf = pmsi_malloc(m->buf_size);
	m->scratch = pmsi_calloc((size_t)m->max_group, sizeof(*m->scratch));
	if (!m->buf || !m->scratch)
		goto nomem;
	*out = m;
	return PMS_OK;
nomem:
	pms_measure_free(m);
	return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
}

PMS_API int pms_measure_new_evlist(const struct pms_evlist *ev, const struct pms_measure_opts *o,
				   struct pms_measure **out, struct pms_diag *d)
{
	struct pms_measure_event *evs;
	int n, rc;

	if (out)
		*out = NULL;
	if (!ev)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no event list");
	n = pms_evlist_count(ev);
	if (n < 1)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no events to measure");
	evs = pmsi_calloc((size_t)n, sizeof(*evs));
	if (!evs)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (int i = 0; i < n; i++) {
		struct pms_event_info info;

		rc = pms_evlist_event(ev, i, &info);
		if (rc) {
			pmsi_free(evs);
			return pmsi_diag(d, rc, PMS_NOPOS, 0, "cannot read event %d of the list", i);
		}
		evs[i].name = info.text ? info.text : info.name;
		evs[i].type = info.type;
		evs[i].config = info.config;
		evs[i].config1 = info.config1;
		evs[i].config2 = info.config2;
		evs[i].leader = info.leader;
		evs[i].mods = info.mods;
		evs[i].pinned = info.pinned;
		evs[i].exclusive = info.exclusive;
		evs[i].weak = info.weak;
		evs[i].precise = info.precise;
	}
	rc = pms_measure_new(evs, n, o, out, d);
	pmsi_free(evs);
	return rc;
}

/* ---- open ---- */

static void close_event(struct pms_measure *m, struct mev *v)
{
	if (!v->fd)
		return;	/* pms_measure_new failed before this event was set up */
	for (int c = 0; c < m->n_cpus; c++) {
		if (v->fd[c] >= 0) {
			m->h.close(m->h.ctx, v->fd[c]);
			v->fd[c] = -1;
			m->n_fds--;
		}
	}
}

static void close_all(struct pms_measure *m)
{
	/* members first, so no leader closes under a live member */
	for (int i = m->n - 1; i >= 0; i--)
		close_event(m, &m->ev[i]);
	m->is_open = false;
}

static bool is_unsupported_errno(int e)
{
	return e == ENOENT || e == EOPNOTSUPP || e == ENODEV || e == ENXIO || e == ENOSYS ||
	       e == EINVAL;
}

static bool is_hw_type(uint32_t t)
{
	return t == PMS_TYPE_HARDWARE || t == PMS_TYPE_HW_CACHE || t == PMS_TYPE_RAW;
}

static bool core_pmu_present(const struct pms_measure *m)
{
	if (m->o.pmu_present >= 0)
		return m->o.pmu_present != 0;
	return !access("/sys/bus/event_source/devices/cpu", F_OK) ||
	       !access("/sys/bus/event_source/devices/cpu_core", F_OK) ||
	       !access("/sys/bus/event_source/devices/armv8_pmuv3_0", F_OK) ||
	       !access("/sys/bus/event_source/devices/armv8_pmuv3", F_OK);
}

static int read_paranoid_file(void)
{
	FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
	int v = 99;

	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = 99;
		fclose(f);
	}
	return v;
}

static int read_paranoid(const struct pms_measure *m)
{
	return m->h.paranoid ? m->h.paranoid(m->h.ctx) : read_paranoid_file();
}

/* The message and hint for a failed open of @v; returns the PMS code. */
static int explain(struct pms_measure *m, const struct mev *v, int e, struct pms_diag *d)
{
	const char *name = v->e.name;
	const struct mev *l = &m->ev[v->e.leader];

	switch (e) {
	case EACCES:
	case EPERM: {
		int p = read_paranoid(m);

		pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "no permission to open '%s' (%s)", name,
			  strerror(e));
		if (p != 99)
			pmsi_hint(d, "kernel.perf_event_paranoid is %d; run as root, grant "
				  "CAP_PERFMON, or lower it: sysctl -w kernel.perf_event_paranoid=%d",
				  p, m->o.pid < 0 ? 0 : (p > 1 ? 1 : p - 1));
		else
			pmsi_hint(d, "perf events are restricted here; run as root, grant "
				  "CAP_PERFMON, or lower kernel.perf_event_paranoid");
		break;
	}
	case EMFILE:
	case ENFILE: {
		struct rlimit rl;
		long need = (long)m->n * m->n_cpus + 16;

		pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "too many open files opening '%s' "
			  "(%d events on %d CPUs need %d descriptors)", name, m->n, m->n_cpus,
			  m->n * m->n_cpus);
		if (e == ENFILE)
			pmsi_hint(d, "the system-wide file table is full (fs.file-max)");
		else if (!getrlimit(RLIMIT_NOFILE, &rl))
			pmsi_hint(d, "the open-file limit is %llu; raise it with 'ulimit -n %ld' "
				  "or count fewer events", (unsigned long long)rl.rlim_cur, need);
		else
			pmsi_hint(d, "raise the open-file limit with 'ulimit -n'");
		break;
	}
	case EBUSY:
		pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "'%s' is busy: another user holds the "
			  "counter exclusively", name);
		pmsi_hint(d, "another perf session or tool may own the PMU; stop it and retry");
		break;
	default:
		if (is_unsupported_errno(e) && is_hw_type(v->e.type) && e != EINVAL &&
		    !core_pmu_present(m)) {
			pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "'%s' is not supported: this host "
				  "has no hardware PMU", name);
			pmsi_hint(d, "a virtual machine without PMU passthrough counts software "
				  "events only");
		} else if (e == EINVAL && v->pos > 0 && !v->fallback) {
			pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "'%s' cannot join the group led by "
				  "'%s' (%s)", name, l->e.name, strerror(e));
			pmsi_hint(d, "the group does not fit the counters; split it, or mark it "
				  "weak with '{...}:W'");
		} else if (is_unsupported_errno(e)) {
			pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0, "'%s' is not supported (%s)", name,
				  strerror(e));
			if (e == EINVAL)
				pmsi_hint(d, "the kernel refused the encoding or a modifier");
			else
				pmsi_hint(d, "the PMU does not provide this event");
		} else {
			pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "cannot open '%s': %s", name,
				  strerror(e));
		}
	}
	if (d) {
		d->sys_errno = e;
	}
	return d ? d->code : PMS_ESYS;
}

static bool fatal_errno(int e)
{
	return e == EACCES || e == EPERM || e == EMFILE || e == ENFILE || e == EBUSY;
}

static void build_req(const struct pms_measure *m, const struct mev *v, int i, int c,
		      int group_fd, struct pms_open_req *r)
{
	bool single = v->fallback || v->group_size == 1;
	bool lead = v->pos == 0 || v->fallback;
	unsigned plm = v->e.mods & (PMS_MOD_U | PMS_MOD_K | PMS_MOD_H);

	memset(r, 0, sizeof(*r));
	r->index = i;
	r->type = v->e.type;
	r->config = v->e.config;
	r->config1 = v->e.config1;
	r->config2 = v->e.config2;
	r->config3 = v->e.config3;
	r->pid = m->tids ? m->tids[c] : m->o.pid;
	r->cpu = m->cpus[c];
	r->group_fd = lead ? -1 : group_fd;
	r->read_format = PMS_RF_TOTAL_TIME_ENABLED | PMS_RF_TOTAL_TIME_RUNNING;
	/* create_perf_stat_counter() (util/stat.c, 6.1 and 6.12) */
	r->sample_type = PERF_SAMPLE_IDENTIFIER;
	if (!single)
		r->read_format |= PMS_RF_ID | PMS_RF_GROUP;
	r->inherit = m->o.inherit && m->o.pid >= 0;
	if (lead) {
		r->disabled = m->o.enable_on_exec || m->o.start_disabled;
		r->enable_on_exec = m->o.enable_on_exec;
		r->pinned = m->ev[v->e.leader].e.pinned;
		r->exclusive = m->ev[v->e.leader].e.exclusive;
	}
	if (v->e.has_excludes) {
		r->exclude_user = v->e.exclude_user;
		r->exclude_kernel = v->e.exclude_kernel;
		r->exclude_hv = v->e.exclude_hv;
		r->exclude_guest = v->e.exclude_guest;
		r->exclude_host = v->e.exclude_host;
		r->exclude_idle = v->e.exclude_idle;
	} else {
		if (plm) {
			r->exclude_user = !(plm & PMS_MOD_U);
			r->exclude_kernel = !(plm & PMS_MOD_K);
			r->exclude_hv = !(plm & PMS_MOD_H);
		}
		/* parse-events.c get_event_modifier(): G counts the guest, H the host */
		r->exclude_idle = (v->e.mods & PMS_MOD_I) != 0;
		if (v->e.mods & (PMS_MOD_G | PMS_MOD_HH)) {
			r->exclude_host = !(v->e.mods & PMS_MOD_HH);
			r->exclude_guest = !(v->e.mods & PMS_MOD_G);
		}
	}
	if (v->user_only)
		r->exclude_kernel = r->exclude_hv = true;
	r->precise_ip = v->e.precise;
}

/*
 * perf's paranoid fallback (evsel__fallback, util/evsel.c, 6.1): only for
 * EACCES, an event counting both user and kernel, and paranoid > 1.  The
 * event is renamed "NAME:u" ("NAMEu" when the name has ':' or '/').
 */
static bool user_fallback(struct pms_measure *m, struct mev *v, const struct pms_open_req *r)
{
	const char *sep;
	size_t n;
	char *name;

	if (!m->o.user_fallback || v->user_only || r->exclude_kernel || r->exclude_user ||
	    read_paranoid(m) <= 1)
		return false;
	sep = strchr(v->e.name, ':') || strchr(v->e.name, '/') ? "" : ":";
	n = strlen(v->e.name) + strlen(sep) + 2;
	name = pmsi_malloc(n);
	if (!name)
		return false;
	snprintf(name, n, "%s%su", v->e.name, sep);
	pmsi_free((void *)v->e.name);
	v->e.name = name;
	v->user_only = true;
	return true;
}

/* Target @c's thread has gone: close what opened there and leave it out. */
static void mark_absent(struct pms_measure *m, int c)
{
	for (int i = m->n - 1; i >= 0; i--) {
		struct mev *v = &m->ev[i];

		if (v->fd && v->fd[c] >= 0) {
			m->h.close(m->h.ctx, v->fd[c]);
			v->fd[c] = -1;
			m->n_fds--;
		}
	}
	m->absent[c] = true;
	m->n_missing++;
}

/* Open event @i on every target.  Returns 0 or the errno that stopped it. */
static int open_targets(struct pms_measure *m, struct mev *v, int i)
{
	struct mev *l = &m->ev[v->e.leader];

	for (int c = 0; c < m->n_cpus; c++) {
		struct pms_open_req r;
		int fd;

		if (m->absent[c])
			continue;
		build_req(m, v, i, c, l->fd[c], &r);
		v->read_format = r.read_format;
		fd = m->h.open(m->h.ctx, &r);
		if (fd == -EACCES && user_fallback(m, v, &r)) {
			close_event(m, v);	/* every target counts the same way */
			c = -1;
			continue;
		}
		if (fd >= 0) {
			v->fd[c] = fd;
			m->n_fds++;
			continue;
		}
		if (fd == -ESRCH && m->tids && m->o.ignore_missing) {
			mark_absent(m, c);
			continue;
		}
		return -fd;
	}
	if (m->tids && m->n_missing == m->n_cpus)
		return ESRCH;	/* every thread of the process has gone */
	return 0;
}

PMS_API int pms_measure_open(struct pms_measure *m, struct pms_diag *d)
{
	bool hw_unsupported = false;

	if (!m || m->is_open)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "session missing or already open");
	m->is_open = true;
	for (int i = 0; i < m->n; i++) {
		struct mev *v = &m->ev[i];
		struct mev *l = &m->ev[v->e.leader];
		int e = 0;

		v->supported = true;
		v->err = 0;
		pms_diag_clear(&v->diag);
		if (v->pos > 0 && !v->fallback && !l->supported) {
			/* unreachable: a failed leader stops the open or triggers fallback */
			v->supported = false;
			continue;
		}
		e = open_targets(m, v, i);
		if (!e)
			continue;
		close_event(m, v);
		v->supported = false;
		v->err = e;
		explain(m, v, e, &v->diag);
		if (is_hw_type(v->e.type) && (e == ENOENT || e == EOPNOTSUPP))
			hw_unsupported = true;
		if (v->pos > 0 && !v->fallback && l->e.weak && (e == EINVAL || e == EBADF)) {
			/*
			 * A member could not join its weak group (perf's test:
			 * EINVAL or EBADF on a member): close the group and
			 * reopen every member alone.
			 */
			int first = v->e.leader;

			for (int j = first; j < m->n && m->ev[j].e.leader == first; j++) {
				close_event(m, &m->ev[j]);
				m->ev[j].fallback = true;
			}
			pmsi_log(PMS_LOG_DEBUG, "weak group led by '%s' reopened as single events",
				 l->e.name);
			i = first - 1;
			continue;
		}
		if (fatal_errno(e) || !is_unsupported_errno(e)) {
			if (d)
				*d = v->diag;
			close_all(m);
			return PMS_ESYS;
		}
		if (v->pos == 0 && v->group_size > 1 && !v->fallback) {
			if (d) {
				*d = v->diag;
				d->code = PMS_ESYS;
				snprintf(d->msg, sizeof(d->msg), "cannot open '%s', the leader of a "
					 "group of %d (%s)", v->e.name, v->group_size, strerror(e));
				if (!d->hint[0] || hw_unsupported)
					snprintf(d->hint, sizeof(d->hint), "%s%s",
						 !core_pmu_present(m) ? "this host has no "
						 "hardware PMU; " : "",
						 "mark the group weak ('{...}:W') to count its "
						 "members alone, or drop the leader");
			}
			close_all(m);
			return PMS_ESYS;
		}
	}
	m->no_pmu = hw_unsupported && !core_pmu_present(m);
	return PMS_OK;
}

static int group_ioctl(struct pms_measure *m, enum pms_measure_op op, struct pms_diag *d)
{
	if (!m || !m->is_open)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "session not open");
	for (int i = 0; i < m->n; i++) {
		struct mev *v = &m->ev[i];

		if (v->pos > 0 && !v->fallback)
			continue;
		for (int c = 0; c < m->n_cpus; c++) {
			int rc;

			if (v->fd[c] < 0)
				continue;
			rc = m->h.ioctl(m->h.ctx, v->fd[c], op);
			if (rc < 0) {
				pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "cannot %s '%s': %s",
					  op == PMS_OP_ENABLE ? "enable" : op == PMS_OP_DISABLE ?
					  "disable" : "reset", v->e.name, strerror(-rc));
				if (d)
					d->sys_errno = -rc;
				return PMS_ESYS;
			}
		}
	}
	return PMS_OK;
}

PMS_API int pms_measure_enable(struct pms_measure *m, struct pms_diag *d)
{
	return group_ioctl(m, PMS_OP_ENABLE, d);
}

PMS_API int pms_measure_disable(struct pms_measure *m, struct pms_diag *d)
{
	return group_ioctl(m, PMS_OP_DISABLE, d);
}

/* ---- read ---- */

static void read_one(struct pms_measure *m, int i, int c)
{
	struct mev *v = &m->ev[i];
	bool group = (v->read_format & PMS_RF_GROUP) != 0;
	size_t want = pms_read_size(v->read_format, group ? v->group_size : 1);
	long got;
	int nr = 0, rc;

	got = m->h.read(m->h.ctx, v->fd[c], m->buf, want);
	if (got < 0)
		got = 0;	/* a failed read counts like end of file: not counted */
	rc = pms_read_parse(m->buf, (size_t)got, v->read_format, group ? v->group_size : 0,
			    m->scratch, m->max_group, &nr, NULL);
	if (!group) {
		v->cur[c] = rc ? (struct pms_reading){ 0 } : m->scratch[0];
		v->cur_ok[c] = rc == PMS_OK;
		return;
	}
	for (int k = 0; k < v->group_size; k++) {
		struct mev *w = &m->ev[i + k];

		w->cur[c] = rc ? (struct pms_reading){ 0 } : m->scratch[k];
		w->cur_ok[c] = rc == PMS_OK;
	}
}

PMS_API int pms_measure_read(struct pms_measure *m, struct pms_diag *d)
{
	if (!m || !m->is_open)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "session not open");
	for (int i = 0; i < m->n; i++) {
		struct mev *v = &m->ev[i];

		if (m->n_reads > 0) {
			memcpy(v->prev, v->cur, (size_t)m->n_cpus * sizeof(*v->cur));
			memcpy(v->prev_ok, v->cur_ok, (size_t)m->n_cpus * sizeof(bool));
		}
		for (int c = 0; c < m->n_cpus; c++) {
			v->cur[c] = (struct pms_reading){ 0 };
			v->cur_ok[c] = false;
		}
	}
	for (int i = 0; i < m->n; i++) {
		struct mev *v = &m->ev[i];

		if (!v->supported)
			continue;
		if ((v->read_format & PMS_RF_GROUP) && v->pos > 0)
			continue;	/* filled by its leader's group read */
		for (int c = 0; c < m->n_cpus; c++)
			if (v->fd[c] >= 0)
				read_one(m, i, c);
	}
	m->n_reads++;
	pmsi_measure_clock_read();
	return PMS_OK;
}

PMS_API int pms_measure_n_events(const struct pms_measure *m)
{
	return m ? m->n : 0;
}

PMS_API const char *pms_measure_event_name(const struct pms_measure *m, int i)
{
	return m && i >= 0 && i < m->n ? m->ev[i].e.name : NULL;
}

/* Target @c's reading of event @i (since the read before with @delta); false if none. */
static bool target_reading(const struct pms_measure *m, const struct mev *v, int c, bool delta,
			   struct pms_reading *r)
{
	bool ok = m->n_reads > 0 && v->cur_ok[c] && !m->absent[c];

	*r = v->cur[c];
	if (delta && ok) {
		ok = v->prev_ok[c];
		pms_reading_delta(&v->cur[c], &v->prev[c], r);
	}
	return ok;
}

/*
 * perf stat's global aggregation (process_counter_values(), AGGR_GLOBAL,
 * util/stat.c, 6.1): the raw values, enabled and running times are summed
 * over CPUs and threads, then the sum is scaled once.
 */
PMS_API int pms_measure_count(const struct pms_measure *m, int i, bool delta,
			      struct pms_count *out)
{
	const struct mev *v;
	struct pms_reading sum = { 0 };
	bool any = false;

	if (!m || i < 0 || i >= m->n || !out)
		return PMS_ERANGE;
	v = &m->ev[i];
	for (int c = 0; c < m->n_cpus; c++) {
		struct pms_reading r;

		if (!target_reading(m, v, c, delta, &r))
			continue;
		sum.value += r.value;
		sum.enabled += r.enabled;
		sum.running += r.running;
		any = true;
	}
	pms_count_from_reading(&sum, v->supported, any, out);
	return PMS_OK;
}

PMS_API int pms_measure_count_target(const struct pms_measure *m, int i, int target, bool delta,
				     struct pms_count *out)
{
	struct pms_reading r;
	bool ok;

	if (!m || i < 0 || i >= m->n || !out || target < 0 || target >= m->n_cpus)
		return PMS_ERANGE;
	ok = target_reading(m, &m->ev[i], target, delta, &r);
	pms_count_from_reading(&r, m->ev[i].supported, ok, out);
	return PMS_OK;
}

PMS_API int pms_measure_event_status(const struct pms_measure *m, int i, struct pms_diag *d)
{
	const struct mev *v;

	if (!m || i < 0 || i >= m->n)
		return pmsi_diag(d, PMS_ERANGE, PMS_NOPOS, 0, "no event %d", i);
	v = &m->ev[i];
	if (v->supported || !v->err) {
		pms_diag_clear(d);
		return PMS_OK;
	}
	if (d)
		*d = v->diag;
	return v->diag.code;
}

PMS_API bool pms_measure_weak_fallback(const struct pms_measure *m, int i)
{
	return m && i >= 0 && i < m->n && m->ev[i].fallback;
}

PMS_API bool pms_measure_user_fallback(const struct pms_measure *m, int i)
{
	return m && i >= 0 && i < m->n && m->ev[i].user_only;
}

PMS_API int pms_measure_n_missing(const struct pms_measure *m)
{
	return m ? m->n_missing : 0;
}

PMS_API bool pms_measure_no_pmu(const struct pms_measure *m)
{
	return m && m->no_pmu;
}

PMS_API int pms_measure_n_fds(const struct pms_measure *m)
{
	return m ? m->n_fds : 0;
}
