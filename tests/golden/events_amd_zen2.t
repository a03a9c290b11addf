# args: events --cpu zen2 --kernel 6.12 -e 'cycles,cache-misses,stalled-cycles-backend,cpu/event=0x1c0,umask=0x1/,retired_instructions'
# exit: 0
# derivation: DIALECT: generic / term / libpfm4 (retired_instructions is not in perf's amdzen2 JSON, whose name is ex_ret_instr); VENDOR '-': AMD JSON has no Counter field
cpu zen2, kernel 6.12, HT on: 5 events in 5 groups
EVENT                       GROUP  MODS  DIALECT  CONFIG       DECODED                 COUNTERS  VENDOR  LINT  SOURCE
cycles                      0*     -     generic  0x76         event=0x76,umask=0x00   GP0-5     -       -     generic cycles via the kernel's event map; unconstrained: no table row matches, every enumerated GP counter
cache-misses                1*     -     generic  0x964        event=0x64,umask=0x09   GP0-5     -       -     generic cache-misses via the kernel's event map; unconstrained: no table row matches, every enumerated GP counter
stalled-cycles-backend      2*     -     generic  -            -                       -         -       -     generic stalled-cycles-backend via the kernel's event map: not supported on this model and kernel (perf: <not supported>)
cpu/event=0x1c0,umask=0x1/  3*     -     term     0x1000001c0  event=0x1c0,umask=0x01  GP0-5     -       -     raw encoding; unconstrained: no table row matches, every enumerated GP counter
retired_instructions        4*     -     libpfm4  0xc0         event=0xc0,umask=0x00   GP0-5     -       -     libpfm4 amd64_fam17h_zen2::RETIRED_INSTRUCTIONS; unconstrained: no table row matches, every enumerated GP counter
