# args: events --cpu skl --kernel 4.6 --ht off -e mem_load_retired.l1_hit,mem_load_retired.l1_miss,mem_load_retired.fb_hit,mem_load_retired.l2_hit,mem_load_retired.l3_hit
# exit: 0
# derivation: perf-json configs from skylake/cache.json MEM_LOAD_RETIRED.* (0xD1, UMask 0x1/0x8/0x40/0x2/0x4); HT off: Linux 6.1 CounterHTOff "0,1,2,3" against the kernel's GP0-7 before 4.7-rc7 (the article's bug): lint a
# derivation: No --perf-version: the perf modelled is the kernel's, perf 4.6 (pms_perf_version_for()), whose
# derivation: nearest generated JSON is perf 6.1's, the oldest set (mapfile.csv of Linux 6.1: skylake v53; 6.12's: skylake v59),
# derivation: so SOURCE names "perf 6.1 <dir> vN"; the encodings and counters are the same in both.
cpu skl, kernel 4.6, HT off: 5 events in 5 groups
EVENT                     GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
mem_load_retired.l1_hit   0*     -     perf-json  0x1d1   event=0xd1,umask=0x01  GP0-7     GP0-3   a     perf 6.1 skylake v53 mem_load_retired.l1_hit; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.l1_miss  1*     -     perf-json  0x8d1   event=0xd1,umask=0x08  GP0-7     GP0-3   a     perf 6.1 skylake v53 mem_load_retired.l1_miss; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.fb_hit   2*     -     perf-json  0x40d1  event=0xd1,umask=0x40  GP0-7     GP0-3   a     perf 6.1 skylake v53 mem_load_retired.fb_hit; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.l2_hit   3*     -     perf-json  0x2d1   event=0xd1,umask=0x02  GP0-7     GP0-3   a     perf 6.1 skylake v53 mem_load_retired.l2_hit; unconstrained: no table row matches, every enumerated GP counter
mem_load_retired.l3_hit   4*     -     perf-json  0x4d1   event=0xd1,umask=0x04  GP0-7     GP0-3   a     perf 6.1 skylake v53 mem_load_retired.l3_hit; unconstrained: no table row matches, every enumerated GP counter
lint (a) mem_load_retired.l1_hit: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_load_retired.l1_hit) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
lint (a) mem_load_retired.l1_miss: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_load_retired.l1_miss) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
lint (a) mem_load_retired.fb_hit: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_load_retired.fb_hit) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
lint (a) mem_load_retired.l2_hit: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_load_retired.l2_hit) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
lint (a) mem_load_retired.l3_hit: the kernel allows GP4-7, which the vendor's CounterHTOff for this encoding (mem_load_retired.l3_hit) rules out: counts there read wrong; affected kernels, HT off: before 4.7-rc7
