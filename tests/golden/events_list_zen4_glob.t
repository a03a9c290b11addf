# args: events --list --cpu zen4 --kernel 6.12 'ex_ret_*'
# exit: 0
# derivation: amdzen4/branch.json and core.json (Linux 6.12.117): EventCode only; codes above 0xff
# derivation: put bits 8-11 in config 32-35 (AMD format event=config:0-7,32-35): 0x1c7 -> 0x1000000c7,
# derivation: 0x1c8/0x1c9/0x1c1/0x1c2/0x1d0 likewise; no Counter field (VENDOR '-'); zen4 GP0-5
# derivation: (amd_core_pmu: 6 counters); names sorted as perf sorts its table
cpu zen4, kernel 6.12, HT on: 18 names; perf table amdzen4 v1 (Linux 6.12.117), libpfm4 PMU amd64_fam19h_zen4
NAME                                 DIALECT    CONFIG       CONFIG1  COUNTERS  VENDOR  LINT  FLAGS
ex_ret_brn                           perf-json  0xc2         -        GP0-5     -       -     -
ex_ret_brn_far                       perf-json  0xc6         -        GP0-5     -       -     -
ex_ret_brn_ind_misp                  perf-json  0xca         -        GP0-5     -       -     -
ex_ret_brn_misp                      perf-json  0xc3         -        GP0-5     -       -     -
ex_ret_brn_tkn                       perf-json  0xc4         -        GP0-5     -       -     -
ex_ret_brn_tkn_misp                  perf-json  0xc5         -        GP0-5     -       -     -
ex_ret_cond                          perf-json  0xd1         -        GP0-5     -       -     -
ex_ret_fused_instr                   perf-json  0x1000000d0  -        GP0-5     -       -     -
ex_ret_ind_brch_instr                perf-json  0xcc         -        GP0-5     -       -     -
ex_ret_instr                         perf-json  0xc0         -        GP0-5     -       -     -
ex_ret_msprd_brnch_instr_dir_msmtch  perf-json  0x1000000c7  -        GP0-5     -       -     -
ex_ret_near_ret                      perf-json  0xc8         -        GP0-5     -       -     -
ex_ret_near_ret_mispred              perf-json  0xc9         -        GP0-5     -       -     -
ex_ret_ops                           perf-json  0xc1         -        GP0-5     -       -     -
ex_ret_ucode_instr                   perf-json  0x1000000c1  -        GP0-5     -       -     -
ex_ret_ucode_ops                     perf-json  0x1000000c2  -        GP0-5     -       -     -
ex_ret_uncond_brnch_instr            perf-json  0x1000000c9  -        GP0-5     -       -     -
ex_ret_uncond_brnch_instr_mispred    perf-json  0x1000000c8  -        GP0-5     -       -     -
