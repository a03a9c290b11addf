# args: predict --cpu icl --kernel 6.1 --no-schedule --topdown
# exit: 0
# derivation: perf 6.1 --topdown on icelake (builtin-stat.c cmd_stat(), 6.1): topdown_metric_attrs (slots and the four level 1
# derivation: events; icelake has no topdown-heavy-ops, so max_level 1) and metric_only.  No event line.  The columns are 6.1's
# derivation: built-in ratios (stat-shadow.c perf_stat__print_shadow_stats(), full_td() holds as all four ran): 'Retiring' on
# derivation: topdown-retiring, 'Bad Speculation', 'Frontend Bound', 'Backend Bound' in list order.  Header: 6.1's
# derivation: print_metric_headers() with no prefix outside -I (6.12 writes a space first: predict_topdown_spr.t), each
# derivation: '%20s ' (METRIC_ONLY_LEN); values: print_metric_only() '%20s ' (no name is longer than 20).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: icl, Linux 6.1, perf 6.1, HT on, NMI watchdog on):

            Retiring      Bad Speculation       Frontend Bound        Backend Bound 
             <value>              <value>              <value>              <value> 

Events:
  e0   slots             FIXED3         ran 100.00% of 1000.000 ms on FIXED3
  e1   topdown-retiring  METRIC0        ran 100.00% of 1000.000 ms on METRIC0
  e2   topdown-bad-spec  METRIC1        ran 100.00% of 1000.000 ms on METRIC1
  e3   topdown-fe-bound  METRIC2        ran 100.00% of 1000.000 ms on METRIC2
  e4   topdown-be-bound  METRIC3        ran 100.00% of 1000.000 ms on METRIC3
