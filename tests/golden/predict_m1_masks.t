# args: predict --cpu apple-m1 --kernel 6.12 --duration 12ms -e 'r8d,r8e,r8f,r90'
# exit: 0
# derivation: Apple M1, m1_pmu_event_affinity (apple_m1_cpu_pmu.c 6.12): INST_BRANCH* events 0x8d-0x90 may use
# derivation: counters 5-7 only (ONLY_5_6_7).  A raw event has no PMU type: 6.12's perf_init_event() meets the
# derivation: P-core PMU first (the last probed: pmu-p follows pmu-e in t8103.dtsi), where the task runs by default.
# derivation: Four events on three counters, lowest free counter first: I0 a5 b6 c7, d fails; I1 [b,c,d,a] a fails;
# derivation: I2 [c,d,a,b] b fails: a, b, d 66.67%, c 100%.  No perf NMI watchdog on Apple (the AIC has no NMI).
# derivation: Apple M1 is two core PMUs: the schedule's PMU column names the CPU type the task is on
# derivation: (the P-core PMU, apple_firestorm_pmu, all run long by default).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

 Performance counter stats for 'a task busy for 0.012 s' (predicted: apple-m1, Linux 6.12, perf 6.12, HT n/a, NMI watchdog off):

           <count>      apple_firestorm_pmu/r8d/                                                (66.67%)
           <count>      apple_firestorm_pmu/r8e/                                                (66.67%)
           <count>      apple_firestorm_pmu/r8f/                                              
           <count>      apple_firestorm_pmu/r90/                                                (66.67%)

 Task time by core type: apple_firestorm_pmu 100.00%, apple_icestorm_pmu 0.00% (--core-share; default: all on apple_firestorm_pmu)

Schedule (mux interval 4.000 ms; each cell: the event on that counter; each row: the CPU of the core type the task is on):
  time (ms)                  PMU                 GP0     GP1     GP2     GP3     GP4     GP5     GP6     GP7     GP8     GP9    
  0.000-4.000                apple_firestorm_pmu .       .       .       .       .       e0      e1      e2      .       .      
  4.000-8.000                apple_firestorm_pmu .       .       .       .       .       e1      e2      e3      .       .      
  8.000-12.000               apple_firestorm_pmu .       .       .       .       .       e2      e3      e0      .       .      

Events:
  e0   apple_firestorm_pmu/r8d/  GP5-7          ran 66.67% of 12.000 ms on GP5,GP7: its group did not fit when tried
  e1   apple_firestorm_pmu/r8e/  GP5-7          ran 66.67% of 12.000 ms on GP5-6: its group did not fit when tried
  e2   apple_firestorm_pmu/r8f/  GP5-7          ran 100.00% of 12.000 ms on GP5-7
  e3   apple_firestorm_pmu/r90/  GP5-7          ran 66.67% of 12.000 ms on GP6-7: its group did not fit when tried
