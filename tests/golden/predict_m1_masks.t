# args: predict --cpu apple-m1 --kernel 6.12 --duration 12ms -e 'r8d,r8e,r8f,r90'
# exit: 0
# derivation: Apple M1, m1_pmu_event_affinity (apple_m1_cpu_pmu.c 6.12): INST_BRANCH* events 0x8d-0x90 may use
# derivation: counters 5-7 only (ONLY_5_6_7).  A raw event has no PMU type: 6.12's perf_init_event() meets the
# derivation: P-core PMU first (the last probed: pmu-p follows pmu-e in t8103.dtsi), where the task runs by default.
# derivation: Four events on three counters, lowest free counter first: I0 a5 b6 c7, d fails; I1 [b,c,d,a] a fails;
# derivation: I2 [c,d,a,b] b fails: a, b, d 66.67%, c 100%.  No perf NMI watchdog on Apple (the AIC has no NMI).
# derivation: Apple M1 is two core PMUs: the schedule's PMU column names the CPU type the task is on
# derivation: (the P-core PMU, apple_firestorm_pmu, all run long by default).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

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
