# args: predict --cpu skl --kernel 6.12 --no-schedule -e '{branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads}:W'
# exit: 0
# derivation: skl with HT on has 4 GP counters (intel_pmu_init, 6.12); the five members need a GP counter each, so validate_group()
# derivation: refuses the fifth (LLC-loads, EINVAL).  perf 6.12 __run_perf_stat() (builtin-stat.c) then calls evlist__reset_weak_group()
# derivation: (util/evlist.c): no topdown member, so all five reopen as single events after the rest of the list.  Five flexible
# derivation: singles over 4 counters: each rotation leaves one out, 250 intervals of 4 ms = 50 turns, so each runs 200/250 = 80.00%.
# derivation: Before the reset (pmusched up to now) the group was shown as not supported.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: skl, Linux 6.12, perf 6.12, HT on, NMI watchdog on, allow_tsx_force_abort=1):

           <count>      branches                                                                (80.00%)
           <count>      branch-misses                    # <metric> of all branches             (80.00%)
           <count>      L1-dcache-loads                                                         (80.00%)
           <count>      L1-dcache-load-misses            # <metric> of all L1-dcache accesses   (80.00%)
           <count>      LLC-loads                                                               (80.00%)

Events:
  e0   branches               GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e1   branch-misses          GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e2   L1-dcache-loads        GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e3   L1-dcache-load-misses  GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e4   LLC-loads              GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
