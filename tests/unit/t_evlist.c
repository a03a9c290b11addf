#include "../test.h"

const struct t_case t_evlist_cases[] = {
	{ NULL, NULL }
};
