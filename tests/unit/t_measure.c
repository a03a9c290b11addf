#include "../test.h"

const struct t_case t_measure_cases[] = {
	{ NULL, NULL }
};
