# args: explain --cpu hsw --kernel 6.12 -e 'l1d_pend_miss.pending,cycle_activity.stalls_l1d_pending'
# exit: 0
# derivation: ks 10.1: both events take only GP2 (intel_hsw_event_constraints 0x48/0xa3) and rotate
# derivation: on it at 1/2.  Expected error z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected,
# derivation: docs/mux-error.md "For explain and plan"), defaults z = 1.6448536 (90%), cv = 0.5 at
# derivation: W = 4 ms, T = 1 s, f = 0.5: 1.6448536 sqrt(1e6 x 0.5 / (0.5 x 1e9)) = 5.20% for both,
# derivation: today and in plan's two slots alike.
hsw, Linux 6.12, perf 6.12, HT on, NMI watchdog on; a task busy for 1.000 s
2 events, 2 not counted all the time.

Counters:
  GP     4 on this thread, 4 free; the flexible events need 2
  fixed  3 on this thread, 2 free; the NMI watchdog holds FIXED1; the flexible events need 0
Best: no grouping counts every event more than 50.00% of the time: they need 2 counters of GP2, which has 1 free.
Today the lowest is 50.00% ('l1d_pend_miss.pending': expect +-5.20% at 90% confidence); 'pmusched plan' reaches 50.00% in one run (+-5.20%); 2 runs count everything all the time (no fewer can).
Expected errors (+-): 90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run.

Why:
  1. more events need GP2 than it has free: they rotate (expect +-5.20%):
     l1d_pend_miss.pending 50.00%, cycle_activity.stalls_l1d_pending 50.00%

Fixes, best first (each simulated; lowest share before -> after):
  1. count in 2 runs ('pmusched plan --no-multiplex' writes them): 50.00% -> 100.00%
  2. pin l1d_pend_miss.pending (:D): 50.00% -> 0.00%, not counted 0 -> 1; 'l1d_pend_miss.pending' 50.00% -> 100.00%; 1 event loses time
-v: each event in detail and the event lists of each fix.
