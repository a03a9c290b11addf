/* Suite registered in tests/suites.h; cases for assign.c land with its owner. */
#include "../test.h"

const struct t_case t_assign_cases[] = {
	{ NULL, NULL }
};
