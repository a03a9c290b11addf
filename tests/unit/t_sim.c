#include "../test.h"

const struct t_case t_sim_cases[] = {
	{ NULL, NULL }
};
