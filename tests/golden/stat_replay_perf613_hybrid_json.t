# args: stat --replay tests/golden/replay/perf613-hybrid-json --json --perf-version 6.13
# exit: 0
# derivation: A real posted output of perf 6.13 (its development tree): the "Before:" lines of "[PATCH 2/2] perf
# derivation: stat: Also hide metric from JSON if units are an empty string" (James Clark, 25 Oct 2024, to
# derivation: linux-perf-users), 'perf stat -j -- true' on an Alder Lake-type hybrid where the task ran on cpu_core
# derivation: only; the two lines between the poster's "..." are tests/golden/replay/perf613-hybrid-json.  The tree
# derivation: already had "metric-threshold" (6.13, Oct 2024).  cpu_atom was enabled but never ran (event-runtime 0,
# derivation: pcnt-running 0.00): <not counted>, no estimate and no bound; cpu_core ran 100.00%: 6326, perf's own.
# derivation: The replay holds no "branches", so the branch-miss ratio cannot be formed: 6.13.0 prints no metric
# derivation: fields then and leaves the ", " before "}" (fixed by 967364894e61 "perf stat: Fix trailing comma when
# derivation: there is no metric unit", 6.14, backported to 6.13.y); the not-counted line keeps its empty-unit
# derivation: metric as the posting shows.
# stderr: pmusched: warning: perf 6.13's stat lines are modelled in part: perf 6.1's layout with the JSON metric-value and unit-less metric of 6.13; not its metric thresholds (6.13) nor the 6.19 layout
# stdout:
{"counter-value" : "<not counted>", "unit" : "", "event" : "cpu_atom/branch-misses/", "event-runtime" : 0, "pcnt-running" : 0.00, "metric-value" : "0.000000", "metric-unit" : ""}
{"counter-value" : "6326.000000", "unit" : "", "event" : "cpu_core/branch-misses/", "event-runtime" : 293786, "pcnt-running" : 100.00, }
