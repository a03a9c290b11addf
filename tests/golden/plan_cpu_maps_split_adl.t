# args: plan --cpu adl --kernel 7.3 -e {cpu_core/cycles/,msr/tsc,cpu=cpu_core/,cpu_core/instructions/}
# exit: 0
# stderr: pmusched: warning: perf: WARNING: grouped events cpus do not match.
# stderr: pmusched: warning: perf: Events with CPUs not matching the leader will be removed from the group.
# stderr: pmusched: warning: perf:   anon group { cpu_core/cycles/, msr/tsc,cpu=cpu_core/, cpu_core/instructions/ }
# derivation: perf 7.3's evlist__check_cpu_maps() (builtin-stat.c 7.3.4) takes msr/tsc,cpu=cpu_core/ out of the middle of its group:
# derivation: per task the core events open on any CPU, the cpu= term on cpu_core's CPUs (the warning is real perf 7.3.4's, see
# derivation: tests/unit/t_oracle.c cpus_mismatch_leaves_group).  The group left, {cpu_core/cycles/,cpu_core/instructions/}, is two
# derivation: fixed-counter events (FIXED1, FIXED0) beside the watchdog's pinned cycles on a GP counter, and msr/tsc is a software-like
# derivation: msr PMU event: everything fits at once, so 1 run.  The plan writes the split group's members together, the msr event apart.
# derivation: This list crashed the planner when it took a group as consecutive events (plan_emit.c add_as_written()).
# derivation: line layout: count 18, unit 4, name 32 (25 on a <not counted>/<not supported> line before
# derivation: 6.2-rc1, d6aeb861b1fb), perf's metric column (35 wide to perf 6.1, 38 from 6.2-rc1,
# derivation: a2bce91dde6f), the share; recorded from real perf 6.1.176, 6.12.117 and 7.3.4
# derivation: (tests/kernel/interval/*-text.txt).  Perf 6.1 and 6.12 end a line with their own metric
# derivation: (perf_stat__print_shadow_stats(), stat-shadow.c 6.1.192/6.12.117; perf_shadow.c): a clock
# derivation: '<metric> CPUs utilized'; cycles 'GHz' against a clock, instructions 'insn per cycle' against
# derivation: cycles, the misses' and stalled cycles' ratios against their bases, any other event
# derivation: '<scale>/sec' against a clock (6.1: any clock, 6.12: find_stat(), its context and group);
# derivation: without the base the column's blanks; TopDown and the tool PMU '<?> <not modelled>'.
perf stat -e '{cpu_core/cycles/,cpu_core/instructions/},{msr/tsc,cpu=cpu_core/}' -- COMMAND

Assumes: adl, Linux 7.3, perf 7.3, HT on, NMI watchdog on; a task busy for 1.000 s, mux interval 4.000 ms.
Task time by core type: cpu_core 100.00%, cpu_atom 0.00% (--core-share; default: all on cpu_core).
Each core PMU's events are planned on its own counters; the shares below are of the task's time on each event's core type (an event of a type the task never runs on is never counted, whatever the list).
Packing: 1 rotation slot: everything fits at once, nothing multiplexes.
  slot 1: {cpu_core/cycles/,cpu_core/instructions/}
  software (always counted): msr/tsc,cpu=cpu_core/
Simulated: every planned event is counted; lowest share 100.00%.

Before:
           <count>      cpu_core/cycles/                                                      
           <count>      msr/tsc,cpu=cpu_core/                                                 
           <count>      cpu_core/instructions/                                                

After:
           <count>      cpu_core/cycles/                                                      
           <count>      cpu_core/instructions/                                                
           <count>      msr/tsc,cpu=cpu_core/                                                 
