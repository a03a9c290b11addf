/*
 * perf stat's default set and -d after perf 6.12, as far as modelled.
 *
 * Linux 7.3.4 tools/perf/builtin-stat.c add_default_events(): with no
 * events, perf parses the metric groups "Default" to "Default4" (one more
 * per -d) from the CPU's table and the common table
 * (pmu-events/arch/common/common/metrics.json: CPUs_utilized,
 * cs_per_second, insn_per_cycle, branch_miss_rate, ... each with
 * MetricConstraint and DefaultShowEvents), one metricgroup__parse_groups()
 * per group, marks the events default_metricgroup and sorts the list with
 * default_evlist_evsel_cmp().  The issue dates this at 6.19.  That list
 * building (weak group per metric, no merging of identical events, the
 * sort, hardware-aware grouping) is not modelled yet: rather than print
 * perf 6.12's set for a perf that opens another one (8 core events on skl
 * where 6.12 opened 4), the default set and -d are refused from 6.19 on,
 * when the caller names the perf version (a list built for a measurement on
 * the host, perf version 0, keeps perf 6.12's set).
 */
#include "metric_int.h"

#define PERF_JSON_DEFAULTS PMS_KVER(6, 19, 0)

int pmsi_defaults_check(uint32_t perf_version, struct pms_diag *d)
{
	if (!perf_version || perf_version < PERF_JSON_DEFAULTS)
		return PMS_OK;
	pmsi_diag(d, PMS_ENOTSUP, PMS_NOPOS, 0,
		  "perf 6.19 and later build the default set and -d from the JSON metric "
		  "groups Default..Default4 (builtin-stat.c add_default_events()): not "
		  "modelled yet");
	pmsi_hint(d, "name the events with -e; --perf-version 6.12 gives perf 6.12's set");
	return PMS_ENOTSUP;
}
