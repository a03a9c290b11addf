# args: predict --cpu spr --kernel 7.3 --perf-version 7.3 -a --per-die --sockets 4096 --dies-per-socket 4096 -e cycles
# exit: 2
# derivation: Bad input bounded: 4096 x 4096 x 1 CPUs is more than any x86-64 kernel can run (NR_CPUS_RANGE_END is
# derivation: 8192, arch/x86/Kconfig 7.3.4); without the bound predict printed 16.8 million --per-die lines per event.
# stderr: pmusched: error: --sockets x --dies-per-socket x --cpus-per-die: 4096 x 4096 x 1 CPUs, more than the kernel's 8192
