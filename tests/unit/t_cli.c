#include "../test.h"

const struct t_case t_cli_cases[] = {
	{ NULL, NULL }
};
