/*
 * Fuzz target: captures whose names carry arbitrary bytes.  The input's
 * first byte picks the capture's format (CSV, text, JSON with the bytes
 * raw, JSON with them as \u escapes) and the replay's output format (text,
 * CSV, JSON); the rest, split at the first 0xff byte when there is one, is
 * the event name and a per-thread aggregation id ("comm-pid", as perf stat
 * --per-thread prints a comm set with prctl()).  'pmusched stat --replay'
 * must then write valid UTF-8 with no control character (C0 but the line
 * feed, DEL, C1) and no bidirectional control, on standard output and on
 * standard error; a violation aborts, which the fuzzer reports as a crash.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "../../src/cli/cli.h"

int pms_fuzz_replaynames(const uint8_t *data, size_t size);

#define MAX_NAME 200

/* Is [s, s + n) valid UTF-8 free of controls and bidirectional marks? */
static int clean(const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n;) {
		unsigned char c = s[i];
		size_t len;
		uint32_t cp;

		if (c < 0x80) {
			if ((c < 0x20 && c != '\n') || c == 0x7f)
				return 0;
			i++;
			continue;
		}
		if (c < 0xc2 || c > 0xf4)
			return 0;
		len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
		if (i + len > n)
			return 0;
		cp = c & (0x7fu >> len);
		for (size_t k = 1; k < len; k++) {
			if ((s[i + k] & 0xc0) != 0x80)
				return 0;
			cp = cp << 6 | (s[i + k] & 0x3fu);
		}
		if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
		    (cp >= 0xd800 && cp <= 0xdfff) || cp <= 0x9f || cp == 0x61c ||
		    cp == 0x200e || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e) ||
		    (cp >= 0x2066 && cp <= 0x2069))
			return 0;
		i += len;
	}
	return 1;
}

/* @s (@n bytes) into @out as a name: raw but for the line feed (and, for JSON, '"' and '\'). */
static size_t put_name(char *out, const uint8_t *s, size_t n, int json, int escape_all)
{
	size_t o = 0;

	for (size_t i = 0; i < n; i++) {
		uint8_t c = s[i];

		if (c == '\n' || c == '\r') {
			c = '_';
		}
		if (json && (c == '"' || c == '\\' || c < 0x20 || (escape_all && c >= 0x7f))) {
			/* \u escapes of the byte value: a code point, as a JSON writer would */
			o += (size_t)sprintf(out + o, "\\u%04x", escape_all && i + 1 < n ?
					     (unsigned)(c << 8 | s[++i]) : c);
			continue;
		}
		out[o++] = (char)c;
	}
	out[o] = '\0';
	return o;
}

static void build(FILE *f, int fmt, const char *ev, const char *comm)
{
	for (int k = 1; k <= 3; k++) {
		switch (fmt) {
		case 0:
			fprintf(f, "     %d.000000000,%s-%d,%d,,%s,%d,%s,,\n", k, comm, 42, 100 * k, ev,
				k == 2 ? 500 : 1000, k == 2 ? "50.00" : "100.00");
			fprintf(f, "     %d.000000000,%d,,%s,%d,100.00,,\n", k, 7 * k, ev, 1000);
			break;
		case 1:
			fprintf(f, "     %d.000000000 %16s-42 %18d      %s%s\n", k, comm, 100 * k, ev,
				k == 2 ? "  (50.00%)" : "");
			fprintf(f, "     %d.000000000 %18d      %s\n", k, 7 * k, ev);
			break;
		default:
			fprintf(f, "{\"interval\" : %d.000000000, \"thread\" : \"%s-42\", "
				"\"counter-value\" : \"%d\", \"unit\" : \"\", \"event\" : \"%s\", "
				"\"event-runtime\" : %d, \"pcnt-running\" : %s}\n", k, comm, 100 * k,
				ev, k == 2 ? 500 : 1000, k == 2 ? "50.00" : "100.00");
			fprintf(f, "{\"interval\" : %d.000000000, \"counter-value\" : \"%d\", "
				"\"unit\" : \"\", \"event\" : \"%s\", \"event-runtime\" : 1000, "
				"\"pcnt-running\" : 100.00}\n", k, 7 * k, ev);
		}
	}
}

static void check_stream(FILE *f)
{
	long n;
	unsigned char *buf;

	fflush(f);
	n = ftell(f);
	if (n <= 0)
		return;
	buf = malloc((size_t)n);
	if (!buf)
		return;
	rewind(f);
	if (fread(buf, 1, (size_t)n, f) == (size_t)n && !clean(buf, (size_t)n))
		abort();
	free(buf);
}

int pms_fuzz_replaynames(const uint8_t *data, size_t size)
{
	static const char *const outfmt[] = { NULL, "--json", "-x" };
	char ev[6 * MAX_NAME + 8], comm[6 * MAX_NAME + 8], path[64], *argv[10];
	const uint8_t *split;
	size_t n_ev, n_comm;
	int fd = -1, argc = 0, fmt, json;
	FILE *cap = NULL, *out = NULL, *err = NULL;

	if (size < 2)
		return 0;
	fmt = data[0] & 3;
	json = fmt >= 2;
	data++;
	size--;
	split = memchr(data, 0xff, size);
	n_ev = split ? (size_t)(split - data) : size;
	n_comm = split ? size - n_ev - 1 : 0;
	if (n_ev > MAX_NAME)
		n_ev = MAX_NAME;
	if (n_comm > MAX_NAME)
		n_comm = MAX_NAME;
	put_name(ev, data, n_ev, json, fmt == 3);
	put_name(comm, split ? split + 1 : data, n_comm, json, fmt == 3);
	if (!*comm)
		snprintf(comm, sizeof(comm), "t");
	fd = memfd_create("capture", 0);
	if (fd < 0 || !(cap = fdopen(fd, "w+")))
		goto out;
	fd = -1;
	build(cap, fmt > 2 ? 2 : fmt, ev, comm);
	fflush(cap);
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fileno(cap));
	out = tmpfile();
	err = tmpfile();
	if (!out || !err)
		goto out;
	argv[argc++] = "pmusched";
	argv[argc++] = "stat";
	argv[argc++] = "--replay";
	argv[argc++] = path;
	if (outfmt[data[0] % 3]) {
		argv[argc++] = (char *)outfmt[data[0] % 3];
		if (data[0] % 3 == 2)
			argv[argc++] = ",";
	}
	argv[argc] = NULL;
	pms_cli_main(argc, argv, out, err);
	check_stream(out);
	check_stream(err);
out:
	if (fd >= 0)
		close(fd);
	if (cap)
		fclose(cap);
	if (out)
		fclose(out);
	if (err)
		fclose(err);
	return 0;
}

#ifdef PMS_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return pms_fuzz_replaynames(data, size);
}
#endif
