# args: predict --cpu spr --kernel 6.12 --no-schedule --topdown
# exit: 0
# derivation: perf 6.12 --topdown (builtin-stat.c add_default_attributes()): metricgroup__parse_groups() of 'TopdownL1' with
# derivation: metric_no_threshold, and no default set since the list is no longer empty.  The slots group is led by TOPDOWN.SLOTS
# derivation: (parse_events__sort_events_and_fix_groups()); the one GP event INT_MISC.UOP_DROPPING runs alone: all 100%.
# derivation: Lines: --topdown sets metric_only (cmd_stat(), 6.12), so no event line: print_header_std() ->
# derivation: print_metric_headers(): a space (print_metric_headers_std(), AGGR_GLOBAL len 0), then per event its metrics'
# derivation: labels as '%20s ' (print_metric_header(), METRIC_ONLY_LEN 20), newline; then print_metric_only() per event:
# derivation: '%*s ' with width 20, or strlen+1 when the label is longer ('%  tma_bad_speculation' 22 -> 23,
# derivation: '%  tma_frontend_bound' 21 -> 22).  Column order: the events in list order, each metric under its metric_events[0]
# derivation: (metricgroup.c parse_groups(), list_add() at the head); tma_backend_bound (20) is exactly 20 wide.

 Performance counter stats for 'a task busy for 1.000 s' (predicted: spr, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

 %  tma_backend_bound      %  tma_retiring %  tma_bad_speculation %  tma_frontend_bound 
             <value>              <value>                 <value>                <value> 

Metrics (perf 6.12 metricgroup.c, table sapphirerapids): 4 computed, 0 from multiplexed counts taken at different times, 0 missing an input
  tma_frontend_bound               exact                6 events, counted in 2 groups
  tma_bad_speculation              exact                6 events, counted in 2 groups
  tma_retiring                     exact                5 events, counted in 1 group
  tma_backend_bound                exact                5 events, counted in 1 group

Events:
  e0   TOPDOWN.SLOTS          FIXED3         ran 100.00% of 1000.000 ms on FIXED3
  e1   topdown-retiring       METRIC0        ran 100.00% of 1000.000 ms on METRIC0
  e2   topdown-fe-bound       METRIC2        ran 100.00% of 1000.000 ms on METRIC2
  e3   topdown-be-bound       METRIC3        ran 100.00% of 1000.000 ms on METRIC3
  e4   topdown-bad-spec       METRIC1        ran 100.00% of 1000.000 ms on METRIC1
  e5   INT_MISC.UOP_DROPPING  GP0-7          ran 100.00% of 1000.000 ms on GP0
