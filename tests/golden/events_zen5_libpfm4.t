# args: events --cpu zen5 --kernel 6.12 -e RETIRED_INSTRUCTIONS
# exit: 2
# stderr: pmusched: error: unknown event 'RETIRED_INSTRUCTIONS' for model 'zen5'
# stderr:     RETIRED_INSTRUCTIONS
# stderr:     ^~~~~~~~~~~~~~~~~~~~
# stderr: hint: libpfm4 4.13 has no Zen 5 table (pfmlib.h stops at amd64_fam19h_zen4); names resolve through perf's amdzen5 JSON
# derivation: zen5 takes perf's amdzen5 JSON (mapfile AuthenticAMD-26) only; libpfm4 4.13 lists no Zen 5 PMU.
