# args: stat --replay tests/golden/replay/worked-json --json
# exit: 0
# derivation: The worked example from perf's JSON (integer "pcnt-running" 50.00: the
# derivation: enabled time taken at the share's midpoint, 50.5%, as in
# derivation: stat_replay_csv.t), printed as JSON: "ci-low" and "ci-high" in the
# derivation: event's unit with "confidence" and "mux-unreliable".  A's run:
# derivation: 5400000 -+ 455502.016801 = 4944497.983199 .. 5855502.016801; its first
# derivation: interval 1000000 -+ 203706.694691; B's run 9889006.403224 ..
# derivation: 11710993.596776.  Lines without "interval" are the whole run's.
{"interval" : 0.100000000, "counter-value" : "1000000.000000", "unit" : "", "event" : "r01c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 796293.305309, "ci-high" : 1203706.694691, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.100000000, "counter-value" : "2000000.000000", "unit" : "", "event" : "r02c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 1592591.278109, "ci-high" : 2407408.721891, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.200000000, "counter-value" : "1200000.000000", "unit" : "", "event" : "r01c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 996293.305309, "ci-high" : 1403706.694691, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.200000000, "counter-value" : "2400000.000000", "unit" : "", "event" : "r02c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 1992591.278109, "ci-high" : 2807408.721891, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.300000000, "counter-value" : "1000000.000000", "unit" : "", "event" : "r01c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 796293.305309, "ci-high" : 1203706.694691, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.300000000, "counter-value" : "2000000.000000", "unit" : "", "event" : "r02c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 1592591.278109, "ci-high" : 2407408.721891, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.400000000, "counter-value" : "1200000.000000", "unit" : "", "event" : "r01c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 996293.305309, "ci-high" : 1403706.694691, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.400000000, "counter-value" : "2400000.000000", "unit" : "", "event" : "r02c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 1992591.278109, "ci-high" : 2807408.721891, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.500000000, "counter-value" : "1000000.000000", "unit" : "", "event" : "r01c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 796293.305309, "ci-high" : 1203706.694691, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 0.500000000, "counter-value" : "2000000.000000", "unit" : "", "event" : "r02c2", "event-runtime" : 50000000, "pcnt-running" : 50.00, "ci-low" : 1592591.278109, "ci-high" : 2407408.721891, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"counter-value" : "5400000.000000", "unit" : "", "event" : "r01c2", "event-runtime" : 250000000, "pcnt-running" : 50.00, "ci-low" : 4944497.983199, "ci-high" : 5855502.016801, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"counter-value" : "10800000.000000", "unit" : "", "event" : "r02c2", "event-runtime" : 250000000, "pcnt-running" : 50.00, "ci-low" : 9889006.403224, "ci-high" : 11710993.596776, "confidence" : 0.9, "mux-unreliable" : true, "metric-value" : 0.000000, "metric-unit" : "(null)"}
