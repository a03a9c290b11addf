# args: events --cpu hsw --kernel 6.12 --ht on -e 'cycles,instructions:u,ref-cycles,branches,stalled-cycles-backend,L1-dcache-load-misses,r01c2:k,cpu/event=0x3c,cmask=1,inv/pp,task-clock,power/energy-pkg/'
# exit: 0
# note: cmask/inv on a :pp event matches no flag-compared row of intel_hsw_pebs_event_constraints nor its catch-all: empty
cpu hsw, kernel 6.12, HT on: 10 events in 10 groups
EVENT                          GROUP  MODS  CONFIG     DECODED                            COUNTERS      SOURCE
cycles                         0*     -     0x3c       event=0x3c,umask=0x00              GP0-3,FIXED1  generic cycles via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.CORE)
instructions:u                 1*     u     0xc0       event=0xc0,umask=0x00              GP0-3,FIXED0  generic instructions via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (INST_RETIRED.ANY)
ref-cycles                     2*     -     0x300      event=0x00,umask=0x03              FIXED2        generic ref-cycles via the kernel's event map; intel_hsw_event_constraints; 3.14.1-6.13.7 (CPU_CLK_UNHALTED.REF, pseudo)
branches                       3*     -     0xc4       event=0xc4,umask=0x00              GP0-3         generic branches via the kernel's event map; unconstrained: no table row matches, every enumerated GP counter
stalled-cycles-backend         4*     -     -          -                                  -             generic stalled-cycles-backend via the kernel's event map: not supported on this model and kernel (perf: <not supported>)
L1-dcache-load-misses          5*     -     0x151      event=0x51,umask=0x01              GP0-3         cache event 0x10000 via the kernel's cache map; unconstrained: no table row matches, every enumerated GP counter
r01c2:k                        6*     k     0x1c2      event=0xc2,umask=0x01              GP0-3         raw encoding; unconstrained: no table row matches, every enumerated GP counter
cpu/event=0x3c,cmask=1,inv/pp  7*     pp    0x180003c  event=0x3c,umask=0x00,cmask=1,inv  none          raw encoding; precise: no row of the model's PEBS table matches (intel_pebs_constraints, ds.c): the empty constraint; precise: the mask perf record gets (sampling); perf stat refuses precise events
task-clock                     8*     -     0x1        software                           -             software event task-clock: no counter, runs whenever its group does
power/energy-pkg/              9*     -     0x0        -                                  -             not a core PMU event: not scheduled on the core counters
