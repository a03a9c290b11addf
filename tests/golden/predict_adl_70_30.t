# args: predict --cpu adl --kernel 6.12 --core-share cpu_core=70,cpu_atom=30 --no-schedule -e 'cycles,instructions'
# exit: 0
# derivation: a busy task, 1 s, 70% of it on a P-core and 30% on an E-core (run split in the order given:
# derivation: 0-700 ms on cpu_core, 700-1000 ms on cpu_atom).  perf 6.12 opens each legacy event on both core
# derivation: PMUs, cpu_atom first (pmus_cmp order), and prints cpu_atom/cycles/ (uniquify_event_name).
# derivation: No multiplexing on either type (2 events each; the watchdog has FIXED1, so cycles takes GP0),
# derivation: so running = the task's time on the event's type (event_filter_match) and enabled = the
# derivation: whole run (__perf_update_times): 300/1000 = 30.00%, 700/1000 = 70.00%.
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: adl, Linux 6.12, perf 6.12, HT on, NMI watchdog on):

           <count>      cpu_atom/cycles/                                                        (30.00%)
           <count>      cpu_core/cycles/                                                        (70.00%)
           <count>      cpu_atom/instructions/           # <metric> insn per cycle              (30.00%)
           <count>      cpu_core/instructions/           # <metric> insn per cycle              (70.00%)

 Task time by core type: cpu_core 70.00%, cpu_atom 30.00% (--core-share; default: all on cpu_core)

Events:
  e0   cpu_atom/cycles/        GP0-5,FIXED1   ran 30.00% of 1000.000 ms on GP0: it counts only during the task's share on its core type
  e1   cpu_core/cycles/        GP0-7,FIXED1   ran 70.00% of 1000.000 ms on GP0: it counts only during the task's share on its core type
  e2   cpu_atom/instructions/  GP0-5,FIXED0   ran 30.00% of 1000.000 ms on FIXED0: it counts only during the task's share on its core type
  e3   cpu_core/instructions/  GP0-7,FIXED0   ran 70.00% of 1000.000 ms on FIXED0: it counts only during the task's share on its core type
