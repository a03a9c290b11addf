/*
 * LD_PRELOAD shim for running a real perf against fake PMUs (see
 * oracle.py): perf_event_open() of a faked PMU type returns a descriptor
 * of /dev/zero, ioctl() on such a descriptor succeeds (PERF_EVENT_IOC_ID
 * hands out the descriptor number), so perf builds, opens and prints its
 * whole list; every count reads 0.  Other types (software, tracepoint,
 * the host's own PMUs) go to the real kernel.
 *
 * Without PMS_SHIM_PMUS (fakepmu_core.sh, golden.py) every hardware, cache
 * and raw event is faked and reads 0.
 * Environment (set by oracle.py from the fake layout):
 *   PMS_SHIM_LOG    file that gets one line per perf_event_open() call:
 *                   "open pid cpu type config config1 config2 group_fd flags = ret"
 *                   (ret is the descriptor, or -errno)
 *   PMS_SHIM_PMUS   the faked core PMUs, "type:ext:hwmask,...": ext 1 when
 *                   the PMU takes PERF_TYPE_HARDWARE/HW_CACHE with its type
 *                   in config bits 32-63 (PERF_PMU_CAP_EXTENDED_HW_TYPE,
 *                   kernel/events/core.c perf_init_event()), hwmask the
 *                   bitmask of PERF_COUNT_HW_* ids its event map knows (an
 *                   unmapped id is ENOENT: x86_pmu_event_init() ->
 *                   x86_setup_perfctr(), armpmu_map_hw_event())
 *   PMS_SHIM_DEFAULT_TYPE  the core PMU a legacy event without extended
 *                   type goes to (the first core PMU)
 *   PMS_SHIM_TOPDOWN types whose PMU has Intel's perf metrics: a topdown
 *                   metric event (event 0, umask >= 0x80) outside a group
 *                   led by slots (event 0, umask 4) is EINVAL
 *                   (arch/x86/events/intel/core.c intel_pmu_hw_config(),
 *                   is_metric_event()/is_slots_event())
 *   PMS_SHIM_CACHE  "type:config:errno,..." the generic cache events the
 *                   kernel's hw_cache_event_ids table refuses (0: ENOENT,
 *                   -1: EINVAL; x86 set_ext_hw_attr())
 *   PMS_SHIM_OTHER  the other faked PMU types (accepted as they are; msr)
 *   PMS_SHIM_CPUWIDE faked PMU types that count CPU-wide only (uncore boxes,
 *                   power, cstate_*): a per-task open (pid not -1, or
 *                   cpu -1) is EINVAL
 *                   (perf_invalid_context: kernel/events/core.c
 *                   perf_event_open(); the event_init of each PMU checks
 *                   event->cpu < 0 too, intel/uncore.c
 *                   uncore_pmu_event_init(), rapl.c, intel/cstate.c)
 * A member of a faked PMU whose group leader is an event of another faked
 * PMU, one of them not a core PMU, is EINVAL (perf_event_open(): a group's hardware events share one
 * PMU context; only software events move into another's group).  The
 * PMS_SHIM_OTHER types (msr: registered with perf_sw_context, so its events
 * carry PERF_EV_CAP_SOFTWARE) join any group, and a group they lead takes
 * a hardware member (move_group): kernel/events/core.c perf_event_open()
 * 6.1/6.12/7.3.
 * Only for deriving the oracle goldens; never part of a build.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

struct fake_pmu {
	unsigned type;
	int ext;
	unsigned long hwmask;
};

static struct fake_pmu pmus[8];
static int n_pmus = -1;
static unsigned default_type = 4;
static unsigned other[512];
static int n_other;
static unsigned cpuwide[512];
static int n_cpuwide;
/* fd -> the faked PMU type of its event (0: not a faked event) */
static unsigned fd_pmu[4096];
static unsigned topdown[4];
/* refused generic cache events: type, config (id | op << 8 | result << 16), errno */
static struct { unsigned type, cfg; int err; } cache_no[512];
static int n_cache_no;
static int n_topdown;
/* fd -> config of the fake events opened so far (for the slots check) */
static uint64_t fd_config[4096];
static int fd_type[4096];
static uint64_t fd_rfmt[4096];
static int fd_leader[4096];	/* group_fd + 1 of a member, 0 for a leader */

static void load(void)
{
	const char *s;

	if (n_pmus >= 0)
		return;
	n_pmus = 0;
	s = getenv("PMS_SHIM_PMUS");
	while (s && *s && n_pmus < 8) {
		char *end;

		pmus[n_pmus].type = (unsigned)strtoul(s, &end, 0);
		if (*end != ':')
			break;
		pmus[n_pmus].ext = (int)strtol(end + 1, &end, 0);
		if (*end != ':')
			break;
		pmus[n_pmus].hwmask = strtoul(end + 1, &end, 0);
		n_pmus++;
		s = *end == ',' ? end + 1 : end;
	}
	s = getenv("PMS_SHIM_DEFAULT_TYPE");
	if (s)
		default_type = (unsigned)strtoul(s, NULL, 0);
	for (s = getenv("PMS_SHIM_OTHER"); s && *s && n_other < 512;) {
		char *end;

		other[n_other++] = (unsigned)strtoul(s, &end, 0);
		s = *end == ',' ? end + 1 : end;
		if (end == s && *s != ',')
			break;
	}
	for (s = getenv("PMS_SHIM_CPUWIDE"); s && *s && n_cpuwide < 512;) {
		char *end;

		cpuwide[n_cpuwide++] = (unsigned)strtoul(s, &end, 0);
		s = *end == ',' ? end + 1 : end;
		if (end == s && *s != ',')
			break;
	}
	for (s = getenv("PMS_SHIM_CACHE"); s && *s && n_cache_no < 512;) {
		char *end;

		cache_no[n_cache_no].type = (unsigned)strtoul(s, &end, 0);
		if (*end != ':')
			break;
		cache_no[n_cache_no].cfg = (unsigned)strtoul(end + 1, &end, 0);
		if (*end != ':')
			break;
		cache_no[n_cache_no++].err = (int)strtol(end + 1, &end, 0);
		s = *end == ',' ? end + 1 : end;
	}
	for (s = getenv("PMS_SHIM_TOPDOWN"); s && *s && n_topdown < 4;) {
		char *end;

		topdown[n_topdown++] = (unsigned)strtoul(s, &end, 0);
		s = *end == ',' ? end + 1 : end;
		if (end == s && *s != ',')
			break;
	}
}

static struct fake_pmu *core_pmu(unsigned type)
{
	for (int i = 0; i < n_pmus; i++)
		if (pmus[i].type == type)
			return &pmus[i];
	return NULL;
}

static int is_other(unsigned type)
{
	for (int i = 0; i < n_other; i++)
		if (other[i] == type)
			return 1;
	return 0;
}

static int is_cpuwide(unsigned type)
{
	for (int i = 0; i < n_cpuwide; i++)
		if (cpuwide[i] == type)
			return 1;
	return 0;
}

/* The faked PMU an event opens on (0: none). */
static unsigned pmu_of(const struct perf_event_attr *at)
{
	if (at->type == PERF_TYPE_HARDWARE || at->type == PERF_TYPE_HW_CACHE) {
		unsigned ext = (unsigned)(at->config >> 32);

		return ext ? ext : default_type;
	}
	if (at->type == PERF_TYPE_RAW)
		return default_type;
	if (core_pmu(at->type) || is_other(at->type) || is_cpuwide(at->type))
		return at->type;
	return 0;
}

static int has_topdown(unsigned type)
{
	for (int i = 0; i < n_topdown; i++)
		if (topdown[i] == type)
			return 1;
	return 0;
}

/* 0: not faked (real kernel); 1: open a fake; <0: -errno */
static int judge(const struct perf_event_attr *at, int group_fd, int cpu, int pid)
{
	struct fake_pmu *p;
	unsigned mine = getenv("PMS_SHIM_PMUS") ? pmu_of(at) : 0;

	/* (core PMUs among themselves are left as before: the hybrid goldens
	 * were recorded without this check) */
	if (mine && group_fd >= 0 && group_fd < 4096 && fd_pmu[group_fd] &&
	    fd_pmu[group_fd] != mine && (!core_pmu(mine) || !core_pmu(fd_pmu[group_fd])) &&
	    !is_other(mine) && !is_other(fd_pmu[group_fd]))
		return -EINVAL;
	if (is_cpuwide(at->type))
		return cpu < 0 || pid != -1 ? -EINVAL : 1;

	if (!getenv("PMS_SHIM_PMUS"))	/* fakepmu_core.sh: every core type, counts 0 */
		return at->type == PERF_TYPE_HARDWARE || at->type == PERF_TYPE_HW_CACHE ||
		       at->type == PERF_TYPE_RAW;
	if (at->type == PERF_TYPE_HARDWARE || at->type == PERF_TYPE_HW_CACHE) {
		unsigned ext = (unsigned)(at->config >> 32);

		p = core_pmu(ext ? ext : default_type);
		if (!p)
			return n_pmus ? -ENOENT : 0;
		if (ext && !p->ext)
			return -ENOENT;
		if (at->type == PERF_TYPE_HW_CACHE) {
			unsigned cfg = (unsigned)(at->config & 0xffffffffu);

			for (int i = 0; i < n_cache_no; i++)
				if (cache_no[i].type == p->type && cache_no[i].cfg == cfg)
					return -cache_no[i].err;
		}
		if (at->type == PERF_TYPE_HARDWARE) {
			unsigned id = (unsigned)(at->config & 0xffffffffu);

			if (id >= PERF_COUNT_HW_MAX || !(p->hwmask & (1ul << id)))
				return -ENOENT;
		}
		return 1;
	}
	if (at->type == PERF_TYPE_RAW || core_pmu(at->type)) {
		unsigned type = at->type == PERF_TYPE_RAW ? default_type : at->type;

		if (!core_pmu(type))
			return n_pmus ? -ENOENT : 0;
		if (has_topdown(type) && (at->config & 0xff) == 0 &&
		    ((at->config >> 8) & 0xff) >= 0x80) {
			if (group_fd < 0 || group_fd >= 4096 || fd_type[group_fd] != (int)type ||
			    (fd_config[group_fd] & 0xffff) != 0x0400)
				return -EINVAL;
		}
		return 1;
	}
	if (is_other(at->type))
		return 1;
	return 0;
}

long syscall(long nr, ...)
{
	long a[6];
	va_list ap;

	va_start(ap, nr);
	for (int i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	if (nr == __NR_perf_event_open) {
		const struct perf_event_attr *at = (const void *)a[0];
		const char *logp = getenv("PMS_SHIM_LOG");
		int v, fd;
		long ret;

		load();
		v = judge(at, (int)a[3], (int)a[2], (int)a[1]);
		/* qemu-user (an aarch64 perf on this host) has no perf_event_open:
		 * software events are answered here as the kernel's software PMU
		 * answers them, when the recorder asks (PMS_SHIM_SOFTWARE) */
		if (v == 0 && at->type == PERF_TYPE_SOFTWARE && getenv("PMS_SHIM_SOFTWARE"))
			v = 1;
		if (v == 1) {
			fd = open("/dev/zero", O_RDONLY);
			if (fd >= 0 && fd < 4096) {
				fd_config[fd] = at->config;
				fd_rfmt[fd] = at->read_format;
				fd_leader[fd] = (int)a[3] >= 0 && (int)a[3] < 4096 ? (int)a[3] + 1 : 0;
				fd_type[fd] = at->type == PERF_TYPE_RAW ? (int)default_type
									 : (int)at->type;
				fd_pmu[fd] = getenv("PMS_SHIM_PMUS") ? pmu_of(at) : 0;
			}
			ret = fd;
		} else if (v < 0) {
			ret = v;
		} else {
			ret = ((long (*)(long, ...))dlsym(RTLD_NEXT, "syscall"))(
				nr, a[0], a[1], a[2], a[3], a[4], a[5]);
			if (ret < 0)
				ret = -errno;
		}
		if (logp) {
			FILE *f = fopen(logp, "a");

			if (f) {
				fprintf(f, "open %d %d %u 0x%llx 0x%llx 0x%llx %d 0x%lx = %ld\n",
					(int)a[1], (int)a[2], at->type, (unsigned long long)at->config,
					(unsigned long long)at->config1,
					(unsigned long long)at->config2, (int)a[3], a[4], ret);
				fclose(f);
			}
		}
		if (ret < 0) {
			errno = (int)-ret;
			return -1;
		}
		return ret;
	}
	return ((long (*)(long, ...))dlsym(RTLD_NEXT, "syscall"))(nr, a[0], a[1], a[2], a[3],
								   a[4], a[5]);
}

static int is_fake(int fd)
{
	char p[64], t[64];
	ssize_t n;

	snprintf(p, sizeof(p), "/proc/self/fd/%d", fd);
	n = readlink(p, t, sizeof(t) - 1);
	if (n <= 0)
		return 0;
	t[n] = '\0';
	return !strcmp(t, "/dev/zero");
}

/*
 * A read of a fake event: a count of 1000000 over 1000000 ns enabled and
 * running, laid out as its read_format asks (struct read_format in
 * include/uapi/linux/perf_event.h), so perf prints counts and metrics as it
 * does for a run where every event counted.  Group reads give the leader's
 * entry followed by its members' in the order they were opened.
 */
ssize_t read(int fd, void *buf, size_t n)
{
	if (fd >= 0 && fd < 4096 && getenv("PMS_SHIM_PMUS") && is_fake(fd)) {
		uint64_t v[1024], rf = fd_rfmt[fd];
		size_t k = 0;

		if (rf & PERF_FORMAT_GROUP) {
			size_t nr = 0, at = k++;

			if (rf & PERF_FORMAT_TOTAL_TIME_ENABLED)
				v[k++] = 1000000;
			if (rf & PERF_FORMAT_TOTAL_TIME_RUNNING)
				v[k++] = 1000000;
			for (int m = 0; m < 4096 && k + 3 < 1024; m++) {
				if (m != fd && fd_leader[m] != fd + 1)
					continue;
				v[k++] = 1000000;
				if (rf & PERF_FORMAT_ID)
					v[k++] = (uint64_t)m;
				if (rf & PERF_FORMAT_LOST)
					v[k++] = 0;
				nr++;
			}
			v[at] = nr;
		} else {
			v[k++] = 1000000;
			if (rf & PERF_FORMAT_TOTAL_TIME_ENABLED)
				v[k++] = 1000000;
			if (rf & PERF_FORMAT_TOTAL_TIME_RUNNING)
				v[k++] = 1000000;
			if (rf & PERF_FORMAT_ID)
				v[k++] = (uint64_t)fd;
			if (rf & PERF_FORMAT_LOST)
				v[k++] = 0;
		}
		k *= sizeof(v[0]);
		if (k > n)
			k = n;
		memcpy(buf, v, k);
		return (ssize_t)k;
	}
	return ((ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read"))(fd, buf, n);
}

/* A closed descriptor leaves its group (descriptors are reused). */
int close(int fd)
{
	if (fd >= 0 && fd < 4096) {
		fd_leader[fd] = 0;
		fd_pmu[fd] = 0;
		for (int m = 0; m < 4096; m++)
			if (fd_leader[m] == fd + 1)
				fd_leader[m] = 0;
	}
	return ((int (*)(int))dlsym(RTLD_NEXT, "close"))(fd);
}

/* perf built with _FORTIFY_SOURCE reads through __read_chk() */
ssize_t __read_chk(int fd, void *buf, size_t n, size_t buflen);
ssize_t __read_chk(int fd, void *buf, size_t n, size_t buflen)
{
	(void)buflen;
	return read(fd, buf, n);
}

int ioctl(int fd, unsigned long req, ...)
{
	va_list ap;
	void *arg;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (is_fake(fd)) {
		if (req == PERF_EVENT_IOC_ID)
			*(unsigned long long *)arg = (unsigned long long)fd;
		return 0;
	}
	return ((int (*)(int, unsigned long, ...))dlsym(RTLD_NEXT, "ioctl"))(fd, req, arg);
}
