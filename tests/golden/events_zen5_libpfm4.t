# args: events --cpu zen5 --kernel 6.12 -e RETIRED_INSTRUCTIONS
# exit: 2
# stderr: libpfm4 4.13 has no Zen 5 table
# note: zen5 takes perf's amdzen5 JSON (mapfile AuthenticAMD-26) only; libpfm4 4.13 lists no Zen 5 PMU.
