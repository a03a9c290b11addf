/*
 * The host the CLI runs on: one pms_host_probe() per command, and the
 * installed perf's version (`perf --version`, run once per process).
 *
 * Testing aid: PMUSCHED_HOST_ROOT=DIR probes DIR as if it were / (sys/,
 * proc/, var/log/dmesg, boot/), PMUSCHED_HOST_CPUID=VENDOR:FAMILY:MODEL[...]
 * stands in for CPUID (pms_host_cpuid_parse()), and with a root set the
 * installed perf is DIR/usr/bin/perf.  The library reads no environment.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"

static char perf_text[64], perf_key[512];
static bool perf_done;

/* `perf --version` of the host's perf (or ROOT/usr/bin/perf), cached per root. */
static const char *installed_perf(const char *root)
{
	char cmd[600];
	FILE *p;

	if (perf_done && !strcmp(perf_key, root ? root : ""))
		return perf_text[0] ? perf_text : NULL;
	perf_done = true;
	snprintf(perf_key, sizeof(perf_key), "%s", root ? root : "");
	perf_text[0] = '\0';
	if (root) {
		snprintf(cmd, sizeof(cmd), "%s/usr/bin/perf", root);
		if (access(cmd, X_OK))
			return NULL;
		snprintf(cmd, sizeof(cmd), "'%s/usr/bin/perf' --version 2>/dev/null", root);
	} else {
		snprintf(cmd, sizeof(cmd), "perf --version 2>/dev/null");
	}
	if (strchr(root ? root : "", '\'') || !(p = popen(cmd, "r")))
		return NULL;
	if (!fgets(perf_text, sizeof(perf_text), p))
		perf_text[0] = '\0';
	pclose(p);
	perf_text[strcspn(perf_text, "\n")] = '\0';
	if (strncmp(perf_text, "perf version ", 13))
		perf_text[0] = '\0';
	return perf_text[0] ? perf_text : NULL;
}

static int probe(struct cli *cli, bool with_perf, const char *boot_log)
{
	struct pms_host_opts o = PMS_HOST_OPTS_INIT;
	struct pms_host_cpuid id;
	struct pms_diag d;
	const char *root = getenv("PMUSCHED_HOST_ROOT"), *cpuid = getenv("PMUSCHED_HOST_CPUID");

	if (root && !*root)
		root = NULL;
	pms_diag_clear(&d);
	if (cpuid && *cpuid) {
		if (pms_host_cpuid_parse(cpuid, &id, &d)) {
			cli_print_diag(cli, cpuid, &d);
			return EXIT_USAGE;
		}
		o.cpuid = &id;
	}
	o.root = root;
	o.boot_log = boot_log;
	if (with_perf)
		o.perf_version_text = installed_perf(root);
	if (!cli->host && !(cli->host = malloc(sizeof(*cli->host)))) {
		cli_error(cli, "out of memory");
		return EXIT_FAIL;
	}
	if (pms_host_probe(&o, cli->host, &d)) {
		cli_print_diag(cli, NULL, &d);
		return EXIT_FAIL;
	}
	cli->host_perf = with_perf;
	return EXIT_OK;
}

const struct pms_host *cli_host(struct cli *cli)
{
	if (!cli->host && probe(cli, false, NULL))
		return NULL;
	return cli->host;
}

const struct pms_host *cli_host_full(struct cli *cli, const char *boot_log)
{
	if ((!cli->host || !cli->host_perf || boot_log) && probe(cli, true, boot_log))
		return NULL;
	return cli->host;
}

uint32_t cli_host_perf_version(struct cli *cli)
{
	const struct pms_host *h = cli_host_full(cli, NULL);

	return h ? h->perf_version : 0;
}

void cli_host_release(struct cli *cli)
{
	free(cli->host);
	cli->host = NULL;
}

/* Read a whole (small) file; NULL after printing the error. */
char *cli_read_small_file(struct cli *cli, const char *opt, const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	size_t n;

	if (!f) {
		cli_error(cli, "cannot open '%s' (%s)", path, opt);
		return NULL;
	}
	buf = malloc(1 << 20);
	n = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
	if (buf && !feof(f)) {
		cli_error(cli, "'%s' (%s) is larger than 1 MiB", path, opt);
		free(buf);
		buf = NULL;
	} else if (buf) {
		buf[n] = '\0';
	} else {
		cli_error(cli, "out of memory");
	}
	fclose(f);
	return buf;
}

int cli_host_load_profile(struct cli *cli, const char *path)
{
	struct pms_diag d;
	char *text = cli_read_small_file(cli, "--profile", path);
	int rc;

	if (!text)
		return EXIT_USAGE;
	if (!cli->host && !(cli->host = malloc(sizeof(*cli->host)))) {
		free(text);
		cli_error(cli, "out of memory");
		return EXIT_FAIL;
	}
	pms_diag_clear(&d);
	rc = pms_host_profile_parse(text, cli->host, &d);
	free(text);
	if (rc) {
		cli_error(cli, "%s: %s", path, d.msg);
		cli_host_release(cli);
		return EXIT_USAGE;
	}
	cli->host_perf = true;
	return EXIT_OK;
}

int cli_host_from_header(struct cli *cli, const char *header, const char *cpuinfo)
{
	char *a = cli_read_small_file(cli, "--from-perf-header", header), *b = NULL;
	struct pms_diag d;
	int rc = EXIT_USAGE;

	if (!a || (cpuinfo && !(b = cli_read_small_file(cli, "--cpuinfo", cpuinfo))))
		goto out;
	if (!cli->host && !(cli->host = malloc(sizeof(*cli->host)))) {
		cli_error(cli, "out of memory");
		rc = EXIT_FAIL;
		goto out;
	}
	pms_diag_clear(&d);
	if (pms_host_from_text(a, b, cli->host, &d)) {
		cli_error(cli, "%s: %s", header, d.msg);
		cli_hint(cli, "give the output of 'perf report --header-only' and/or a copy of "
			 "/proc/cpuinfo");
		cli_host_release(cli);
		goto out;
	}
	cli->host_perf = true;
	rc = EXIT_OK;
out:
	free(a);
	free(b);
	return rc;
}
