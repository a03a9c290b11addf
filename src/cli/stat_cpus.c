/*
 * stat -C: the CPUs to count on, checked against the online ones before
 * any workload starts.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "stat.h"

#define MAX_CPUS 65536

/* The online CPUs from sysfs (sorted); -1 when unreadable. */
static int online_cpus(int *out, int *n)
{
	char buf[8192];
	FILE *f = fopen("/sys/devices/system/cpu/online", "r");
	bool ok;

	*n = 0;
	if (!f)
		return -1;
	ok = fgets(buf, sizeof(buf), f) != NULL;
	fclose(f);
	if (!ok || pms_cpu_list_parse(buf, out, MAX_CPUS, n, NULL, NULL))
		return -1;
	return 0;
}

static bool in_sorted(const int *v, int n, int x)
{
	int lo = 0, hi = n - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;

		if (v[mid] == x)
			return true;
		if (v[mid] < x)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return false;
}

/* -C: every listed CPU must be online; a CPU listed twice is counted once. */
static int check_listed(struct stat_ctx *s, const int *online, int n_online, int dups)
{
	char list[160];
	size_t o = 0;
	int bad = 0;

	for (int i = 0; i < s->n_cpus && o + 16 < sizeof(list); i++) {
		if (in_sorted(online, n_online, s->cpus[i]))
			continue;
		o += (size_t)snprintf(list + o, sizeof(list) - o, "%s%d", bad ? "," : "",
				      s->cpus[i]);
		bad++;
	}
	if (bad) {
		cli_error(s->cli, "-C %s: CPU%s %s %s not online", s->o->cpu_list,
			  bad > 1 ? "s" : "", list, bad > 1 ? "are" : "is");
		cli_hint(s->cli, "the online CPUs are listed in /sys/devices/system/cpu/online");
		return EXIT_USAGE;
	}
	if (dups)
		cli_warn(s->cli, "-C %s: %d repeated entr%s ignored; each CPU is counted once",
			 s->o->cpu_list, dups, dups > 1 ? "ies" : "y");
	return EXIT_OK;
}

int stat_resolve_cpus(struct stat_ctx *s)
{
	int *online = malloc(MAX_CPUS * sizeof(int)), n_online = 0, dups = 0, rc = EXIT_OK;
	bool have_online;
	struct pms_diag d;

	if (!online) {
		cli_error(s->cli, "out of memory");
		return EXIT_FAIL;
	}
	have_online = online_cpus(online, &n_online) == 0 && n_online > 0;
	if (!s->o->all_cpus && !s->o->cpu_list)
		goto out;
	s->cpus = malloc(MAX_CPUS * sizeof(int));
	if (!s->cpus) {
		cli_error(s->cli, "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	if (s->o->all_cpus) {
		if (have_online) {
			memcpy(s->cpus, online, (size_t)n_online * sizeof(int));
			s->n_cpus = n_online;
		} else {
			long nc = sysconf(_SC_NPROCESSORS_ONLN);

			s->n_cpus = nc < 1 ? 1 : nc > MAX_CPUS ? MAX_CPUS : (int)nc;
			for (int i = 0; i < s->n_cpus; i++)
				s->cpus[i] = i;
		}
		goto out;
	}
	pms_diag_clear(&d);
	if (pms_cpu_list_parse(s->o->cpu_list, s->cpus, MAX_CPUS, &s->n_cpus, &dups, &d)) {
		cli_print_diag(s->cli, s->o->cpu_list, &d);
		rc = EXIT_USAGE;
		goto out;
	}
	if (have_online)
		rc = check_listed(s, online, n_online, dups);
out:
	free(online);
	return rc;
}
