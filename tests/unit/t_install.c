/*
 * make install into a temporary DESTDIR, a program built with the
 * installed header and pkg-config file, the exported symbols, the
 * completion script, make uninstall (tests/install/check.sh).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "../test.h"

static enum t_result install_tree(struct tctx *t)
{
	const char *tmp = getenv("TMPDIR");
	char dir[200], cmd[512], line[512], last[512] = "";
	FILE *p;
	int st;

	if (access("tests/install/check.sh", R_OK))
		return t_skip(t, "run from the source tree");
	snprintf(dir, sizeof(dir), "%s/pmusched-install-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir))
		return t_skip(t, "no temporary directory");
	snprintf(cmd, sizeof(cmd), "sh tests/install/check.sh %s 2>&1", dir);
	p = popen(cmd, "r");
	REQUIRE(t, p != NULL, "popen failed");
	while (fgets(line, sizeof(line), p))
		snprintf(last, sizeof(last), "%s", line);
	st = pclose(p);
	last[strcspn(last, "\n")] = '\0';
	snprintf(cmd, sizeof(cmd), "rm -rf %s %s.log", dir, dir);
	if (system(cmd) != 0)
		CHECK(t, 0, "cannot remove %s", dir);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 77)
		return t_skip(t, "%s", last);
	CHECK(t, WIFEXITED(st) && WEXITSTATUS(st) == 0, "%s", last);
out:
	return t_result(t);
}

const struct t_case t_install_cases[] = {
	{ "install_tree", install_tree },
	{ NULL, NULL }
};
