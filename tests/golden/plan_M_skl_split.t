# args: plan --cpu skl --kernel 6.12 -M tma_info_thread_ipc,tma_frontend_bound,tma_backend_bound
# exit: 0
# derivation: perf 6.12 builds two weak groups (metricgroup.c; tma_frontend_bound's events are a subset of tma_backend_bound's, so
# derivation: it reuses that group): {CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,INT_MISC.RECOVERY_CYCLES_ANY,
# derivation: CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,CPU_CLK_UNHALTED.THREAD,UOPS_ISSUED.ANY}:W needs 5 GP counters once the NMI watchdog
# derivation: holds FIXED1 (skl, HT on: 4 GP), so it never fits and the plan splits it: both metrics that read it combine counts of
# derivation: different slots.  {INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W (FIXED0 + one GP) stays one group.  The shares are the
# derivation: simulator's (rotation of 7 flexible groups over 4 GP counters; see plan_ex1_hsw.t for the packing rules).
# derivation: Expected error z sqrt(cv^2 W (1 - f) / (f T)) (pms_muxerr_expected), z = 1.6448536, cv = 0.5 at W = 4 ms,
# derivation: T = 1 s: f = 0.568 gives 1.6448536 x sqrt(0.001 x 0.432 / 0.568) = 4.54% (the worst).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
perf stat -e 'CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,INT_MISC.RECOVERY_CYCLES_ANY,CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE,CPU_CLK_UNHALTED.THREAD,UOPS_ISSUED.ANY,{INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}:W' -- COMMAND

Assumes: skl, Linux 6.12, perf 6.12, HT on, NMI watchdog on, allow_tsx_force_abort=1; a task busy for 1.000 s, mux interval 4.000 ms.
Packing: 2 rotation slots, each running 1/2 of the time; proven minimum: the events that can only use GP0-3 need 5 counters there and 4 are free beside the pins and the watchdog, so at least 2 slots.
Chosen: every group on its own: the kernel's rotation gives every event 56.80% or more, the packing 50.00%.
  rotating: CPU_CLK_UNHALTED.REF_XCLK, IDQ_UOPS_NOT_DELIVERED.CORE, INT_MISC.RECOVERY_CYCLES_ANY, CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE, CPU_CLK_UNHALTED.THREAD, UOPS_ISSUED.ANY, {INST_RETIRED.ANY,CPU_CLK_UNHALTED.THREAD}
Notes:
  - '{CPU_CLK_UNHALTED.REF_XCLK,IDQ_UOPS_NOT_DELIVERED.CORE,... (6 events)}' can never be counted as one group (it does not fit the PMU even alone beside the NMI watchdog): its events are planned separately
Simulated: every planned event is counted; lowest share 56.80%.
Expected error of the scaled counts: +-4.54% at worst ('CPU_CLK_UNHALTED.REF_XCLK'), +-4.51% on average over 8 events (90% confidence, rate variability 50% at 4 ms assumed, not measured: --variability-from CAPTURE measures it from a recorded run).

Before:
           <count>      CPU_CLK_UNHALTED.REF_XCLK                                               (56.80%)
           <count>      IDQ_UOPS_NOT_DELIVERED.CORE                                             (57.20%)
           <count>      INT_MISC.RECOVERY_CYCLES_ANY                                            (57.60%)
           <count>      CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE                                        (57.60%)
           <count>      CPU_CLK_UNHALTED.THREAD                                                 (57.20%)
           <count>      UOPS_ISSUED.ANY                                                         (56.80%)
           <count>      INST_RETIRED.ANY                                                        (56.80%)
           <count>      CPU_CLK_UNHALTED.THREAD                                                 (56.80%)

After:
           <count>      CPU_CLK_UNHALTED.REF_XCLK                                               (56.80%)
           <count>      IDQ_UOPS_NOT_DELIVERED.CORE                                             (56.80%)
           <count>      INT_MISC.RECOVERY_CYCLES_ANY                                            (57.20%)
           <count>      CPU_CLK_UNHALTED.ONE_THREAD_ACTIVE                                        (57.60%)
           <count>      CPU_CLK_UNHALTED.THREAD                                                 (57.60%)
           <count>      UOPS_ISSUED.ANY                                                         (57.20%)
           <count>      INST_RETIRED.ANY                                                        (56.80%)
           <count>      CPU_CLK_UNHALTED.THREAD                                                 (56.80%)

Metrics in the plan (a metric's weak group is kept whole: its events are counted at the same time):
  tma_backend_bound                split across slots or runs (its weak group never fits): its value combines counts taken at different times
  tma_frontend_bound               split across slots or runs (its weak group never fits): its value combines counts taken at different times
  tma_info_thread_ipc              together: one group
