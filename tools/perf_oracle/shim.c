/*
 * LD_PRELOAD shim for running perf stat against a fake core PMU (see
 * fakepmu.sh): perf_event_open() of the hardware, cache and raw types
 * returns a descriptor of /dev/zero, and ioctl() on such a descriptor
 * succeeds (PERF_EVENT_IOC_ID hands out the descriptor number), so perf
 * builds, opens and prints its whole list; every count reads 0.  Only for
 * deriving the expected lists of tests/unit/t_metrics_oracle.h; never
 * part of a build.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

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

		if (at->type == PERF_TYPE_HARDWARE || at->type == PERF_TYPE_HW_CACHE ||
		    at->type == PERF_TYPE_RAW)
			return open("/dev/zero", O_RDONLY);
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
