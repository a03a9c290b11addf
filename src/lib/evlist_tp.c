/*
 * Tracepoints under a caller-given tracefs directory, as perf looks them
 * up (parse-events.c add_tracepoint_multi_sys(), add_tracepoint_multi_event(),
 * evsel__newtp_idx(), 6.12): events/<sys>/<event>/id holds the config;
 * globs (* ? [...]) match directory names; "enable", "filter",
 * "header_event" and "header_page" are not tracepoints.  perf walks the
 * directories in readdir() order; names are sorted here so a list is the
 * same on every run.
 */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "evlist_int.h"

#define TP_MAX_NAMES 65536	/* entries read from one directory */

static bool skipped(const char *n, bool sys_level)
{
	if (!strcmp(n, ".") || !strcmp(n, "..") || !strcmp(n, "enable"))
		return true;
	if (sys_level)
		return !strcmp(n, "header_event") || !strcmp(n, "header_page");
	return !strcmp(n, "filter");
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void free_names(char **v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		pmsi_free(v[i]);
	pmsi_free(v);
}

/* Sorted names in @dir matching @glob.  Return: PMS_OK, PMS_ESYS, PMS_ENOMEM. */
static int list_dir(const char *dir, const char *glob, bool sys_level, char ***out,
		    size_t *n_out)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **v = NULL;
	size_t n = 0, cap = 0;

	*out = NULL;
	*n_out = 0;
	if (!d)
		return PMS_ESYS;
	while ((e = readdir(d)) != NULL && n < TP_MAX_NAMES) {
		if (skipped(e->d_name, sys_level) || fnmatch(glob, e->d_name, 0))
			continue;
		if (n == cap) {
			size_t nc = cap ? cap * 2 : 16;
			char **g = pmsi_realloc(v, nc * sizeof(*g));

			if (!g)
				goto nomem;
			v = g;
			cap = nc;
		}
		if (!(v[n] = pmsi_strdup(e->d_name)))
			goto nomem;
		n++;
	}
	closedir(d);
	if (n)
		qsort(v, n, sizeof(*v), cmp_str);
	*out = v;
	*n_out = n;
	return PMS_OK;
nomem:
	closedir(d);
	free_names(v, n);
	return PMS_ENOMEM;
}

static int read_id(const char *tracefs, const char *sys, const char *event, uint64_t *id)
{
	char path[4096], buf[32];
	FILE *f;
	char *end;

	if (snprintf(path, sizeof(path), "%s/events/%s/%s/id", tracefs, sys, event) >=
	    (int)sizeof(path))
		return PMS_ENOEVENT;
	f = fopen(path, "r");
	if (!f)
		return errno == ENOENT || errno == ENOTDIR ? PMS_ENOEVENT : PMS_ESYS;
	if (!fgets(buf, sizeof(buf), f)) {
		fclose(f);
		return PMS_ESYS;
	}
	fclose(f);
	*id = strtoull(buf, &end, 10);
	return end == buf ? PMS_ESYS : PMS_OK;
}

static int one_sys(const char *tracefs, const char *sys, const char *event,
		   int (*fn)(void *, const char *, const char *, uint64_t), void *ctx,
		   int *found)
{
	char dir[4096], **names;
	size_t n;
	uint64_t id;
	int rc;

	if (!strpbrk(event, "*?[")) {
		rc = read_id(tracefs, sys, event, &id);
		if (rc == PMS_ENOEVENT)
			return PMS_OK;
		if (rc)
			return rc;
		++*found;
		return fn(ctx, sys, event, id);
	}
	if (snprintf(dir, sizeof(dir), "%s/events/%s", tracefs, sys) >= (int)sizeof(dir))
		return PMS_OK;
	rc = list_dir(dir, event, false, &names, &n);
	if (rc == PMS_ESYS)
		return PMS_OK;
	for (size_t i = 0; !rc && i < n; i++) {
		if (read_id(tracefs, sys, names[i], &id))
			continue;	/* a directory without an id is no tracepoint */
		++*found;
		rc = fn(ctx, sys, names[i], id);
	}
	free_names(names, n);
	return rc;
}

int pmsi_tp_expand(const char *tracefs, const char *sys, const char *event,
		   int (*fn)(void *ctx, const char *sys, const char *event, uint64_t id),
		   void *ctx)
{
	char dir[4096], **names = NULL;
	size_t n = 0;
	int rc, found = 0;

	if (snprintf(dir, sizeof(dir), "%s/events", tracefs) >= (int)sizeof(dir))
		return PMS_ESYS;
	if (!strpbrk(sys, "*?[")) {
		DIR *d = opendir(dir);

		if (!d)
			return PMS_ESYS;
		closedir(d);
		rc = one_sys(tracefs, sys, event, fn, ctx, &found);
	} else {
		rc = list_dir(dir, sys, true, &names, &n);
		for (size_t i = 0; !rc && i < n; i++)
			rc = one_sys(tracefs, names[i], event, fn, ctx, &found);
		free_names(names, n);
	}
	if (!rc && !found)
		return PMS_ENOEVENT;
	return rc;
}
