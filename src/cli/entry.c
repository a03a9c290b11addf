#include <signal.h>
#include <stdio.h>
#include "cli.h"

int main(int argc, char **argv)
{
	int rc = pms_cli_main(argc, argv, stdout, stderr);
	int sig = cli_take_exit_signal();

	if (sig) {
		/* as perf stat does: die of the signal that stopped the count */
		fflush(NULL);
		signal(sig, SIG_DFL);
		raise(sig);
	}
	return rc;
}
