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
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.

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
