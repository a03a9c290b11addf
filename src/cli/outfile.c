/*
 * The CLI's output files: one place for stat -o and every --svg FILE.
 *
 * While a temporary exists, SIGINT, SIGTERM, SIGHUP and SIGQUIT remove it
 * before the process dies of the signal: a handler is installed for each
 * of those whose action is still the default (a command that handles a
 * signal itself, as stat does, removes the temporary on its own way out).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "outfile.h"

#define MAX_SLOTS 4

static const int guarded[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

static struct {
	volatile sig_atomic_t live;
	char path[PATH_MAX];
} slots[MAX_SLOTS];

static struct sigaction saved[sizeof(guarded) / sizeof(guarded[0])];
static bool installed[sizeof(guarded) / sizeof(guarded[0])];
static int n_live;

void outfile_remove_temporaries(void)
{
	for (int i = 0; i < MAX_SLOTS; i++) {
		if (slots[i].live) {
			slots[i].live = 0;
			unlink(slots[i].path);
		}
	}
}

static void on_fatal_signal(int sig)
{
	int e = errno;

	outfile_remove_temporaries();
	signal(sig, SIG_DFL);
	raise(sig);
	errno = e;
}

static void guard(void)
{
	for (size_t i = 0; i < sizeof(guarded) / sizeof(guarded[0]); i++) {
		struct sigaction sa;

		if (sigaction(guarded[i], NULL, &saved[i]) || saved[i].sa_handler != SIG_DFL ||
		    (saved[i].sa_flags & SA_SIGINFO))
			continue;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_fatal_signal;
		sigemptyset(&sa.sa_mask);
		for (size_t k = 0; k < sizeof(guarded) / sizeof(guarded[0]); k++)
			sigaddset(&sa.sa_mask, guarded[k]);
		installed[i] = sigaction(guarded[i], &sa, NULL) == 0;
	}
}

static void unguard(void)
{
	for (size_t i = 0; i < sizeof(guarded) / sizeof(guarded[0]); i++) {
		if (installed[i])
			sigaction(guarded[i], &saved[i], NULL);
		installed[i] = false;
	}
}

static int slot_take(const char *tmp)
{
	for (int i = 0; i < MAX_SLOTS; i++) {
		if (slots[i].live)
			continue;
		if (strlen(tmp) >= sizeof(slots[i].path))
			return -1;
		memcpy(slots[i].path, tmp, strlen(tmp) + 1);
		slots[i].live = 1;
		if (n_live++ == 0)
			guard();
		return i;
	}
	return -1;
}

static void slot_release(int i)
{
	if (i < 0 || !slots[i].live)
		return;
	slots[i].live = 0;
	if (--n_live == 0)
		unguard();
}

static int path_error(struct cli *cli, const char *opt, const struct pms_diag *d)
{
	cli_error(cli, "%s: %s", opt, d->msg);
	if (d->hint[0])
		cli_hint(cli, "%s", d->hint);
	return d->code == PMS_ENOMEM ? EXIT_FAIL : EXIT_USAGE;
}

int outfile_check(struct cli *cli, const char *opt, const char *path, bool append)
{
	struct pms_diag d;

	pms_diag_clear(&d);
	if (pms_outfile_check(path, append ? PMS_OUTFILE_F_APPEND : 0, NULL, &d))
		return path_error(cli, opt, &d);
	return EXIT_OK;
}

void outfile_use_stream(struct outfile *of, FILE *f)
{
	memset(of, 0, sizeof(*of));
	of->f = f;
	of->slot = -1;
}

int outfile_open_fd(struct cli *cli, const char *opt, int fd, bool append, struct outfile *of)
{
	int copy = fcntl(fd, F_DUPFD_CLOEXEC, 3);

	memset(of, 0, sizeof(*of));
	of->slot = -1;
	of->f = copy >= 0 ? fdopen(copy, append ? "a" : "w") : NULL;
	if (!of->f) {
		cli_error(cli, "%s %d: %s", opt, fd, strerror(errno));
		if (copy >= 0)
			close(copy);
		return EXIT_USAGE;
	}
	of->own = true;
	return EXIT_OK;
}

int outfile_open(struct cli *cli, const char *opt, const char *path, bool append,
		 struct outfile *of)
{
	struct pms_diag d;
	const char *tmp;
	int fd;

	memset(of, 0, sizeof(*of));
	of->slot = -1;
	of->path = path;
	pms_diag_clear(&d);
	if (pms_outfile_open(path, append ? PMS_OUTFILE_F_APPEND : 0, &of->o, &d))
		return path_error(cli, opt, &d);
	tmp = pms_outfile_tmp_path(of->o);
	if (tmp && (of->slot = slot_take(tmp)) < 0) {
		cli_error(cli, "%s: too many output files at once", opt);
		pms_outfile_close(of->o);
		of->o = NULL;
		return EXIT_FAIL;
	}
	fd = pms_outfile_fd(of->o);
	of->f = fdopen(fd, append ? "a" : "w");
	if (!of->f) {
		cli_error(cli, "cannot write '%s': %s", path, strerror(errno));
		slot_release(of->slot);
		pms_outfile_close(of->o);
		of->o = NULL;
		return EXIT_FAIL;
	}
	pms_outfile_take_fd(of->o);	/* the stream closes it */
	return EXIT_OK;
}

static int flush_error(struct cli *cli, struct outfile *of, int e)
{
	cli_error(cli, "cannot write '%s': %s", of->path ? of->path : "output",
		  strerror(e ? e : EIO));
	if (e == ENOSPC || e == EDQUOT || e == EFBIG)
		cli_hint(cli, "free some space or write elsewhere (-o FILE)");
	return EXIT_FAIL;
}

int outfile_commit(struct cli *cli, struct outfile *of)
{
	struct pms_diag d;

	errno = 0;
	if (fflush(of->f) || ferror(of->f))
		return flush_error(cli, of, errno);
	if (!of->o)
		return EXIT_OK;
	pms_diag_clear(&d);
	if (pms_outfile_commit(of->o, fileno(of->f), &d)) {
		cli_error(cli, "%s", d.msg);
		return EXIT_FAIL;
	}
	slot_release(of->slot);
	of->slot = -1;
	return EXIT_OK;
}

int outfile_close(struct cli *cli, struct outfile *of, bool keep)
{
	int rc = EXIT_OK;

	if (!of->f)
		return EXIT_OK;
	if (keep)
		rc = outfile_commit(cli, of);
	else
		fflush(of->f);
	if (of->o) {
		errno = 0;
		if (fclose(of->f) && keep && rc == EXIT_OK) {
			/* a late write error (NFS reports at close) */
			rc = flush_error(cli, of, errno);
		}
		slot_release(of->slot);
		pms_outfile_close(of->o);	/* removes an uncommitted temporary */
	} else {
		if (ferror(of->f) && keep && rc == EXIT_OK)
			rc = flush_error(cli, of, EIO);
		if (of->own && fclose(of->f) && keep && rc == EXIT_OK)
			rc = flush_error(cli, of, errno);
	}
	memset(of, 0, sizeof(*of));
	of->slot = -1;
	return rc;
}
