/* The one list of test suites: T_SUITE(name) expects t_<name>_cases[]. */
T_SUITE(kver)
T_SUITE(assign)
T_SUITE(models)
T_SUITE(evlist)
T_SUITE(sim)
T_SUITE(measure)
T_SUITE(topdown)
T_SUITE(cli)
