# args: predict --cpu arl-h --kernel 6.13 --core-share cpu_core=60,cpu_atom=30,cpu_lowpower=10 --no-schedule -e 'cycles,cpu_lowpower/event=0xc4,umask=0x0/'
# exit: 0
# derivation: Arrow Lake H, three core PMUs (intel_pmu_init ARROWLAKE_H case, d3fe6f0a4372; cpu_lowpower named in
# derivation: 9f4a39757c81; both 6.13-rc1).  A busy task, 1 s, run split in the order given: 0-600 ms cpu_core,
# derivation: 600-900 ms cpu_atom, 900-1000 ms cpu_lowpower.  perf opens the legacy cycles on the three core PMUs,
# derivation: sorted by name (pmus_cmp): cpu_atom, cpu_core, cpu_lowpower; the raw event only on cpu_lowpower.
# derivation: No multiplexing (each CPU's watchdog holds its FIXED1), so running = the task's time on the event's
# derivation: type (event_filter_match) and enabled = the whole run (__perf_update_times): 30%, 60%, 10%, 10%.
# derivation: On the lowpower CPU the raw event (GP0-7, weight 8) is placed before cycles (GP0-7,FIXED1, weight 9):
# derivation: GP0; cycles finds FIXED1 taken by the watchdog and takes GP1.  Counters: cpu_core GP0-9 (Lion Cove),
# derivation: cpu_atom and cpu_lowpower GP0-7 (perf's arrowlake JSON Counter fields).
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).

 Performance counter stats for 'a task busy for 1.000 s' (predicted: arl-h, Linux 6.13, perf 6.13, HT on, NMI watchdog on):

           <count>      cpu_atom/cycles/                 #      <?> <not modelled>              (30.00%)
           <count>      cpu_core/cycles/                 #      <?> <not modelled>              (60.00%)
           <count>      cpu_lowpower/cycles/             #      <?> <not modelled>              (10.00%)
           <count>      cpu_lowpower/event=0xc4,umask=0x0/                                        (10.00%)

 Task time by core type: cpu_core 60.00%, cpu_atom 30.00%, cpu_lowpower 10.00% (--core-share; default: all on cpu_core)

Events:
  e0   cpu_atom/cycles/                    GP0-7,FIXED1   ran 30.00% of 1000.000 ms on GP0: it counts only during the task's share on its core type
  e1   cpu_core/cycles/                    GP0-9,FIXED1   ran 60.00% of 1000.000 ms on GP0: it counts only during the task's share on its core type
  e2   cpu_lowpower/cycles/                GP0-7,FIXED1   ran 10.00% of 1000.000 ms on GP1: it counts only during the task's share on its core type
  e3   cpu_lowpower/event=0xc4,umask=0x0/  GP0-7          ran 10.00% of 1000.000 ms on GP0: it counts only during the task's share on its core type
