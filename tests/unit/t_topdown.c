#include "../test.h"

const struct t_case t_topdown_cases[] = {
	{ NULL, NULL }
};
