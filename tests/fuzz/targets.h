/* Fuzz targets replayed over tests/fuzz/corpus/<name>/ by the runner. */
T_FUZZ(evlist)
T_FUZZ(batch)
T_FUZZ(topdown)
T_FUZZ(workload)
T_FUZZ(kver)
T_FUZZ(cli)
T_FUZZ(plan)
