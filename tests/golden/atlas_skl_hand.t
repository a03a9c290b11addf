# args: atlas --cpu skl --perf-version 7.3 --kernel 7.3 --metrics tma_info_thread_ipc,tma_fetch_latency,tma_assists,tma_fb_full --conditions wd=perf/smt=on,wd=perf/smt=off,wd=buddy/smt=on,wd=off/smt=on --no-best
# exit: 0
# derivation: Skylake counters: intel_pmu_init() (arch/x86/events/intel/core.c, 7.3.4) gives 4 GP counters per thread with SMT, 8 without; FIXED0 INST_RETIRED.ANY, FIXED1 CPU_CLK_UNHALTED.THREAD (or any GP); the perf NMI watchdog's cycles event takes FIXED1 (kernel/watchdog_perf.c), the buddy detector (kernel/watchdog_buddy.c, 6.6+) none, and validate_group() (arch/x86/events/core.c) checks a group without the watchdog.
# derivation: perf 7.3.4 util/metricgroup.c metric__group_events(): NO_GROUP_EVENTS_NMI ungroups while /proc/sys/kernel/nmi_watchdog reads 1 (perf and buddy alike); _SMT while smt_on().  Metric events and constraints from perf 7.3.4 pmu-events/arch/x86/skylake/skl-metrics.json.
# derivation: tma_info_thread_ipc = INST_RETIRED.ANY (FIXED0) + THREAD: fits everywhere, 100%: CCCC, none needed.
# derivation: tma_fetch_latency (no hint in the JSON) = 4 GP-only events (REF_XCLK, IDQ_UOPS_NOT_DELIVERED.CORE, its cmask=1 form, ONE_THREAD_ACTIVE) + THREAD: with SMT and perf's watchdog on FIXED1 it needs 5 GP of 4, opens (validate_group) and never runs: N; SMT off (8 GP), buddy or no watchdog: fits: C.  Ungrouped under _SMT or _NMI it counts; both apply under 3 of the 4 conditions, SMT taken on the tie: perf lacks, needs NO_GROUP_EVENTS_SMT.
# derivation: tma_assists (no hint) = 10 events, 8 GP-only: with SMT the kernel refuses the weak group at open (8 > 4) and perf reopens them one by one (evlist__reset_weak_group()): M; SMT off + perf's watchdog: 9 GP of 8, opens, never runs: N; only _NMI applies there (SMT is off): needs NO_GROUP_EVENTS_NMI.
# derivation: tma_fb_full (JSON: NO_GROUP_EVENTS_NMI) = 4 GP-only events + THREAD, as tma_fetch_latency: grouped fails only under wd=perf/smt=on, where perf's _NMI ungroups it (5 events rotating on 4 GP: M); _SMT would do too (fewer conditions), and either is minimal, so perf's hint agrees.
atlas: skl, perf 7.3, kernel 7.3, table skylake (Linux 7.3.4)
conditions: 1:wd=perf/smt=on 2:wd=perf/smt=off 3:wd=buddy/smt=on 4:wd=off/smt=on
NAME                                     VERDICTS PERF HINT              NEEDED                 COMPARISON
tma_assists                              MNMM     -                      NO_GROUP_EVENTS_NMI    perf lacks
tma_fb_full                              MCCC     NO_GROUP_EVENTS_NMI    NO_GROUP_EVENTS_SMT    agree
tma_fetch_latency                        NCCC     -                      NO_GROUP_EVENTS_SMT    perf lacks
tma_info_thread_ipc                      CCCC     -                      none needed            agree

tma_assists (perf lacks): grouped, an event is not counted under wd=perf/smt=off; ungrouped there it counts
tma_fb_full (agree): grouped, an event is not counted under wd=perf/smt=on; perf's hint ungroups it there
tma_fetch_latency (perf lacks): grouped, an event is not counted under wd=perf/smt=on; ungrouped there it counts
metrics 4: always count 1, multiplex 1, never count (some condition) 2, not modelled 0, perf refuses 0
perf's hints 1, agree 1; perf lacks 2, not needed 0, stronger 0, weaker 0, differs 0, not judged 0
