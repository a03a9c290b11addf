# args: stat --replay tests/golden/replay/escapes-csv --json
# exit: 0
# derivation: Names that would drive a terminal or break JSON (tests/golden/replay/
# derivation: escapes-csv, written by hand in perf 6.1's --per-socket CSV layout):
# derivation: U+009B (CSI) as c2 9b, the bytes ff and 1b (ESC, invalid UTF-8), and
# derivation: U+202E (right-to-left override).  The capture keeps them escaped
# derivation: (\u009b, \xff, \x1b, \u202e), and the JSON writer escapes the backslash:
# derivation: every line is valid JSON in UTF-8 with no control character.
# stdout:
{"interval" : 1.000000000, "counter-value" : "5.000000", "unit" : "", "event" : "ev\\u009b2Jx (S0)", "event-runtime" : 1000, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 1.000000000, "counter-value" : "6.000000", "unit" : "", "event" : "bad\\xff\\x1b[2J (S0)", "event-runtime" : 1000, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"interval" : 1.000000000, "counter-value" : "7.000000", "unit" : "", "event" : "rtl\\u202eab (S0)", "event-runtime" : 1000, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"counter-value" : "5.000000", "unit" : "", "event" : "ev\\u009b2Jx (S0)", "event-runtime" : 1000, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"counter-value" : "6.000000", "unit" : "", "event" : "bad\\xff\\x1b[2J (S0)", "event-runtime" : 1000, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "(null)"}
{"counter-value" : "7.000000", "unit" : "", "event" : "rtl\\u202eab (S0)", "event-runtime" : 1000, "pcnt-running" : 100.00, "metric-value" : 0.000000, "metric-unit" : "(null)"}
