/*
 * The command 'pmusched stat' counts: forked first and held before exec on
 * a pipe while the counters open on its pid (leaders disabled,
 * enable_on_exec set); then the pipe releases it, so counting starts at its
 * exec.  A second, close-on-exec pipe reports an exec failure.  The child
 * gets the default action for the signals stat handles.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "stat.h"

static void child(char **argv, int go, int er)
{
	sigset_t none;
	char c;
	ssize_t r;
	int e;

	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	do
		r = read(go, &c, 1);
	while (r < 0 && errno == EINTR);
	if (r != 1)
		_exit(127);	/* the counters did not open */
	execvp(argv[0], argv);
	e = errno;
	if (write(er, &e, sizeof(e)) < 0)
		(void)0;
	_exit(127);
}

int stat_workload_prepare(struct cli *cli, char **argv, struct workload *w)
{
	int go[2], er[2];

	w->pid = -1;
	w->go_fd = w->err_fd = -1;
	if (pipe2(go, O_CLOEXEC))
		goto fail;
	if (pipe2(er, O_CLOEXEC)) {
		close(go[0]);
		close(go[1]);
		goto fail;
	}
	fflush(NULL);
	w->pid = fork();
	if (w->pid < 0) {
		close(go[0]);
		close(go[1]);
		close(er[0]);
		close(er[1]);
		goto fail;
	}
	if (w->pid == 0) {
		close(go[1]);
		close(er[0]);
		child(argv, go[0], er[1]);
	}
	close(go[0]);
	close(er[1]);
	w->go_fd = go[1];
	w->err_fd = er[0];
	return 0;
fail:
	cli_error(cli, "cannot start '%s': %s", argv[0], strerror(errno));
	return -1;
}

/* Let it exec.  Returns 0, or the errno of a failed exec. */
int stat_workload_start(struct workload *w)
{
	int e = 0;
	ssize_t r;

	if (write(w->go_fd, "g", 1) != 1)
		e = errno ? errno : EPIPE;
	close(w->go_fd);
	w->go_fd = -1;
	do
		r = read(w->err_fd, &e, sizeof(e));
	while (r < 0 && errno == EINTR);
	if (r != (ssize_t)sizeof(e) && r >= 0)
		e = 0;	/* EOF: exec succeeded and closed the pipe */
	close(w->err_fd);
	w->err_fd = -1;
	return e;
}

void stat_workload_abort(struct workload *w)
{
	int st;

	if (w->go_fd >= 0)
		close(w->go_fd);	/* the child sees EOF and exits */
	if (w->err_fd >= 0)
		close(w->err_fd);
	w->go_fd = w->err_fd = -1;
	if (w->pid > 0)
		while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR)
			;
	w->pid = -1;
}
