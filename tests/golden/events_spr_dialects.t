# args: events --cpu spr --kernel 6.12 -e inst_retired.any,cpu_clk_unhalted.thread
# exit: 0
# derivation: perf: jevents.py real_event() fixes inst_retired.any to event=0xc0 and
# derivation: cpu_clk_unhalted.thread to event=0x3c; the kernel puts them on FIXED0 / FIXED1 or any GP
# derivation: (intel_spr/glc constraints).  VENDOR: sapphirerapids/pipeline.json INST_RETIRED.ANY
# derivation: "Fixed counter 0" + INST_RETIRED.ANY_P "0,1,2,3,4,5,6,7"; CPU_CLK_UNHALTED.THREAD
# derivation: "Fixed counter 1" + THREAD_P "0,...,7".  libpfm4's 0x1c0 and 0x200: issue 11's report
cpu spr, kernel 6.12, HT on: 2 events in 2 groups
EVENT                    GROUP  MODS  DIALECT    CONFIG  DECODED                COUNTERS      VENDOR        LINT  SOURCE
inst_retired.any         0*     -     perf-json  0xc0    event=0xc0,umask=0x00  GP0-7,FIXED0  GP0-7,FIXED0  ok    perf sapphirerapids v1.23 inst_retired.any (jevents.py fixed encoding); intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7 (INST_RETIRED.ANY)
cpu_clk_unhalted.thread  1*     -     perf-json  0x3c    event=0x3c,umask=0x00  GP0-7,FIXED1  GP0-7,FIXED1  ok    perf sapphirerapids v1.23 cpu_clk_unhalted.thread (jevents.py fixed encoding); intel_spr_event_constraints 6.1.20, intel_glc_event_constraints 6.13.7 (CPU_CLK_UNHALTED.CORE)
dialects inst_retired.any: perf (sapphirerapids v1.23) 0xc0 config1 0x0, libpfm4 (spr::INST_RETIRED:ANY) 0x1c0 config1 0x0: perf's encoding is used
dialects cpu_clk_unhalted.thread: perf (sapphirerapids v1.23) 0x3c config1 0x0, libpfm4 (spr::CPU_CLK_UNHALTED:THREAD) 0x200 config1 0x0: perf's encoding is used
