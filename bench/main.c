/* bench/run [NAME]: every benchmark, or those whose name contains NAME. */
#include <stdio.h>
#include <string.h>
#include "bench.h"

int main(int argc, char **argv)
{
	static const struct { const char *name; void (*fn)(void); } all[] = {
#define BENCH(n) { #n, bench_##n },
		BENCH_LIST
#undef BENCH
	};

	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
		if (argc > 1 && !strstr(all[i].name, argv[1]))
			continue;
		all[i].fn();
		fflush(stdout);
	}
	return 0;
}
