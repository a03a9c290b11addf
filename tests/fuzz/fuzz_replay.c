/*
 * Fuzz target: interval captures (perf stat -I text, -x CSV, --json, and
 * reports without -I) through pms_capture_parse(), then the error bounds of
 * every series, whole-run and per interval.  A parsed capture must give
 * finite bounds that hold the estimate (low <= value <= high, low >= what was
 * counted); a violation aborts, which the fuzzer reports as a crash.  Then
 * the same bytes through 'pmusched stat --replay' (from a memory file), the
 * input's first byte choosing the output format and a predicted schedule.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#include "../../src/cli/cli.h"

int pms_fuzz_replay(const uint8_t *data, size_t size);

static void check(const struct pms_muxerr_bound *b)
{
	if (b->kind != PMS_MUXERR_BOUNDED)
		return;
	if (!isfinite(b->low) || !isfinite(b->high) || !isfinite(b->value) ||
	    b->low > b->value * (1 + 1e-9) + 1e-9 || b->high < b->value * (1 - 1e-9) - 1e-9 ||
	    b->low < b->raw * (1 - 1e-9) - 1e-9 || b->minus_pct < 0 || b->plus_pct < 0 ||
	    !(b->share >= 0 && b->share <= 100.01))
		abort();
}

/* 1 when the bytes parse. */
static int library(const uint8_t *data, size_t size)
{
	struct pms_capture *c = NULL;
	struct pms_muxerr *m = NULL;
	unsigned n;

	if (pms_capture_parse((const char *)data, size, &c, NULL) != PMS_OK)
		return 0;
	n = pms_capture_n_intervals(c);
	if (!n || pms_muxerr_new(c, NULL, &m, NULL) == PMS_OK) {
		for (int i = 0; m && i < pms_capture_n_series(c); i++) {
			struct pms_muxerr_bound b;

			pms_muxerr_total(m, i, &b);
			check(&b);
			for (unsigned k = 0; k < n && k < 64; k++) {
				double e = pms_capture_enabled_ns(c, k, i);

				if (!(e >= 0) || !isfinite(e))
					abort();
				pms_muxerr_at(m, i, k, &b);
				check(&b);
			}
		}
	}
	pms_muxerr_free(m);
	pms_capture_free(c);
	return 1;
}

static void cli(const uint8_t *data, size_t size)
{
	static const char *const fmt[] = { NULL, "--json", "-x", };
	static FILE *sink;
	char path[64], *argv[12];
	int fd, argc = 0;

	if (!sink)
		sink = fopen("/dev/null", "w");
	fd = memfd_create("replay", 0);
	if (fd < 0 || !sink)
		goto out;
	if (write(fd, data, size) != (ssize_t)size)
		goto out;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	argv[argc++] = "pmusched";
	argv[argc++] = "stat";
	argv[argc++] = "--replay";
	argv[argc++] = path;
	if (size && fmt[data[0] % 3]) {
		argv[argc++] = (char *)fmt[data[0] % 3];
		if (data[0] % 3 == 2)
			argv[argc++] = ";";
	}
	if (size && data[0] & 4) {
		argv[argc++] = "--cpu";
		argv[argc++] = "skl";
	}
	argv[argc] = NULL;
	pms_cli_main(argc, argv, sink, sink);
out:
	if (fd >= 0)
		close(fd);
}

int pms_fuzz_replay(const uint8_t *data, size_t size)
{
	if (library(data, size))
		cli(data, size);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_replay(data, size);
}
#endif
