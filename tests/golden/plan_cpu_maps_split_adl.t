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
# derivation: perf's text lines, their widths per release and the 6.1/6.12 metric column: tests/golden/
# derivation: README.md, "perf stat's text lines" (recorded from real perf, tests/kernel/interval/).
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
