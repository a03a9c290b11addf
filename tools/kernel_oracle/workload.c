/* The oracle's workload: 'wl spin MS' spins MS milliseconds of
 * CLOCK_MONOTONIC; 'wl sleep MS' sleeps them.  Built static for the
 * guest (aarch64-linux-gnu-gcc -static). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	long long ms, end;

	if (argc != 3 || (strcmp(argv[1], "spin") && strcmp(argv[1], "sleep"))) {
		fprintf(stderr, "usage: wl spin|sleep MS\n");
		return 2;
	}
	ms = atoll(argv[2]);
	if (!strcmp(argv[1], "sleep")) {
		struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

		while (nanosleep(&ts, &ts))
			;
		return 0;
	}
	end = now_ns() + ms * 1000000LL;
	while (now_ns() < end)
		;
	return 0;
}
