# args: events --cpu bdw --ht off --kernel 4.6 -e mem_uops_retired.all_loads,mem_load_uops_retired.l3_hit,br_inst_retired.near_call_r3
# exit: 0
# derivation: article: before 4.7-rc7 perf may use GP4-7 with HT off for 0xd0-0xd2 on Broadwell.
# derivation: broadwell/cache.json MEM_UOPS_RETIRED.ALL_LOADS 0xD0/0x81, MEM_LOAD_UOPS_RETIRED.L3_HIT
# derivation: 0xD1/0x4: Linux 6.1 CounterHTOff "0,1,2,3"; the model gives 0xd0-0xd2 no row before 4.7-rc7
# derivation: (GP0-7 with HT off): lint a on GP4-7, kernels before 4.7-rc7.  pipeline.json
# derivation: BR_INST_RETIRED.NEAR_CALL_R3 0xC4/0x2: CounterHTOff "0,1,2,3,4,5,6,7": ok
# derivation: No --perf-version: the perf modelled is the kernel's, perf 4.6 (pms_perf_version_for()), whose
# derivation: nearest generated JSON is perf 6.1's, the oldest set (mapfile.csv of Linux 6.1: broadwell v26; 6.12's: broadwell v29),
# derivation: so SOURCE names "perf 6.1 <dir> vN"; the encodings and counters are the same in both.
cpu bdw, kernel 4.6, HT off: 3 events in 3 groups
EVENT                         GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
mem_uops_retired.all_loads    0*     -     perf-json  0x81d0  event=0xd0,umask=0x81  GP0-7     GP0-3   a     perf 6.1 broadwell v26 mem_uops_retired.all_loads; unconstrained: no table row matches, every enumerated GP counter
mem_load_uops_retired.l3_hit  1*     -     perf-json  0x4d1   event=0xd1,umask=0x04  GP0-7     GP0-3   a     perf 6.1 broadwell v26 mem_load_uops_retired.l3_hit; unconstrained: no table row matches, every enumerated GP counter
br_inst_retired.near_call_r3  2*     -     perf-json  0x2c4   event=0xc4,umask=0x02  GP0-7     GP0-7   ok    perf 6.1 broadwell v26 br_inst_retired.near_call_r3; unconstrained: no table row matches, every enumerated GP counter
lint (a) mem_uops_retired.all_loads: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_uops_retired.all_loads) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
lint (a) mem_load_uops_retired.l3_hit: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_load_uops_retired.l3_hit) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
