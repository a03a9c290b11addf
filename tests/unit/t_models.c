#include "../test.h"

const struct t_case t_models_cases[] = {
	{ NULL, NULL }
};
