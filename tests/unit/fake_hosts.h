/*
 * Fake hosts: trees laid out as / is (sys/, proc/, dev/kmsg, var/log/dmesg,
 * boot/, usr/bin/perf) and a made-up CPUID, for the CLI's testing aid
 * (PMUSCHED_HOST_ROOT, PMUSCHED_HOST_CPUID).  The host suite probes each;
 * `tests/run --host NAME` (make test-hosts) runs the whole suite as if the
 * machine were NAME, so no test may depend on the machine it runs on.
 */
#ifndef PMS_T_FAKE_HOSTS_H
#define PMS_T_FAKE_HOSTS_H

#include <stddef.h>

struct t_fake_host {
	const char *name;
	const char *cpuid;		/* PMUSCHED_HOST_CPUID, NULL: none (arm64: MIDR from sysfs) */
	const char *what;		/* one line for --host list */
	const char *const *files;	/* "path\ncontent" pairs, NULL-terminated */
};

extern const struct t_fake_host t_fake_hosts[];
extern const size_t t_n_fake_hosts;

/* The fake called @name, or NULL. */
const struct t_fake_host *t_fake_host(const char *name);
/* Lay out @f under a new directory of /tmp, written to @root (@n bytes); 0 or -1. */
int t_fake_host_lay(const struct t_fake_host *f, char *root, size_t n);
/* Add one "path\ncontent" file under @root (directories made); 0 or -1. */
int t_fake_host_add(const char *root, const char *spec);
/* Remove a tree t_fake_host_lay() made. */
void t_fake_host_remove(const char *root);
/*
 * Point the CLI at the host the suite runs as: the fake of `tests/run
 * --host NAME` (PMS_TEST_HOST, PMS_TEST_HOST_ROOT), else the real one.
 */
void t_fake_host_restore(void);
/* The name of the fake the suite runs as, or NULL on the real host. */
const char *t_fake_host_current(void);

/*
 * Under a faked host whose core PMUs differ from this machine's, why a
 * test that counts with this machine's kernel cannot check what it means
 * to (the fake's sysfs promises events the kernel refuses, or hides ones it
 * has); NULL on the real host and under a fake of this machine's kind.
 * Such a test skips, saying so: it needs a host whose sysfs is its kernel's.
 */
const char *t_fake_host_unmeasurable(void);

#endif
