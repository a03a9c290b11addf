# args: atlas --cpu skl --perf-version 6.1 --kernel 6.1
# exit: 1
# stderr: pmusched: error: the atlas needs perf 6.4 or later (6.1's MetricConstraint is NO_NMI_WATCHDOG alone)
# derivation: perf 6.1.176 keeps MetricConstraint as a string and acts only on NO_NMI_WATCHDOG (util/metricgroup.c metricgroup__has_constraint()); the enum of four values read by metric__group_events() is in 6.12.117 and 7.3.4 (pmu-events/pmu-events.h); the list model's 6.4+ dialect holds it, so the atlas refuses perf before 6.4 rather than answer with other semantics
