/*
 * Output files of the CLI (stat -o, every --svg FILE): the library decides
 * how a path is written (pms_outfile_*); this adds the stdio stream, the
 * messages, and removal of an unfinished temporary when a signal ends the
 * process.
 */
#ifndef PMS_CLI_OUTFILE_H
#define PMS_CLI_OUTFILE_H

#include <stdbool.h>
#include <stdio.h>
#include "cli.h"

struct outfile {
	FILE *f;			/* where to write */
	struct pms_outfile *o;		/* NULL when writing to a caller's stream */
	const char *path;
	int slot;			/* in the signal-cleanup table, or -1 */
	bool own;			/* a stream of our own to close (--log-fd) */
};

/*
 * Check @path before any work starts; prints the error.  Returns EXIT_OK or
 * EXIT_USAGE (the path cannot be written: a directory, an empty name, a
 * missing or read-only directory).
 */
int outfile_check(struct cli *cli, const char *opt, const char *path, bool append);

/* Open @path (see pms_outfile_open).  EXIT_OK, or the exit code after a message. */
int outfile_open(struct cli *cli, const char *opt, const char *path, bool append,
		 struct outfile *of);

/* Use @f (stderr, stdout) as the output: nothing to commit or close. */
void outfile_use_stream(struct outfile *of, FILE *f);

/* Write to descriptor @fd (a copy of it; perf's --log-fd).  EXIT_OK or EXIT_USAGE. */
int outfile_open_fd(struct cli *cli, const char *opt, int fd, bool append, struct outfile *of);

/*
 * Flush and put the file in place (rename over the target); the stream
 * stays open for further writes.  Returns EXIT_OK or EXIT_FAIL after a
 * message naming the file and the error (a full disk, a quota).
 */
int outfile_commit(struct cli *cli, struct outfile *of);

/*
 * Finish: @keep commits first (and reports a failure), otherwise an
 * uncommitted temporary is removed.  Returns EXIT_OK or EXIT_FAIL.
 */
int outfile_close(struct cli *cli, struct outfile *of, bool keep);

/*
 * Remove every uncommitted temporary; async-signal-safe (unlink only).
 * Handlers that end the process call it first.
 */
void outfile_remove_temporaries(void);

#endif
