# args: predict --cpu skl --kernel 6.12 --no-schedule -e '{branches,branch-misses,L1-dcache-loads,L1-dcache-load-misses,LLC-loads}:W'
# exit: 0
# derivation: skl with HT on has 4 GP counters (intel_pmu_init, 6.12); the five members need a GP counter each, so validate_group()
# derivation: refuses the fifth (LLC-loads, EINVAL).  perf 6.12 __run_perf_stat() (builtin-stat.c) then calls evlist__reset_weak_group()
# derivation: (util/evlist.c): no topdown member, so all five reopen as single events after the rest of the list.  Five flexible
# derivation: singles over 4 counters: each rotation leaves one out, 250 intervals of 4 ms = 50 turns, so each runs 200/250 = 80.00%.
# derivation: Before the reset (pmusched up to now) the group was shown as not supported.
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.12 and older end a clock's line '# <metric> CPUs
# derivation: utilized', an event with a clock of its exclude_* context in the list '<scale>/sec', a
# derivation: hardware, cache or TopDown event (a rule of its own) '<?> <not modelled>'
# derivation: (query_interval.c line_metric(), stat-shadow.c 6.1.192/6.12.117).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: skl, Linux 6.12, perf 6.12, HT on, NMI watchdog on, allow_tsx_force_abort=1):

           <count>      branches                         #      <?> <not modelled>              (80.00%)
           <count>      branch-misses                    #      <?> <not modelled>              (80.00%)
           <count>      L1-dcache-loads                  #      <?> <not modelled>              (80.00%)
           <count>      L1-dcache-load-misses            #      <?> <not modelled>              (80.00%)
           <count>      LLC-loads                        #      <?> <not modelled>              (80.00%)

Events:
  e0   branches               GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e1   branch-misses          GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e2   L1-dcache-loads        GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e3   L1-dcache-load-misses  GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
  e4   LLC-loads              GP0-3          ran 80.00% of 1000.000 ms on GP0-3: its group did not fit when tried
