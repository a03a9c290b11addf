# args: events --cpu hsw --kernel 6.12 -e 'cycles:uq,instructions'
# exit: 2
# derivation: perf's lexer accepts modifiers [ukhpPGHSDIWebR] (modifier_event, tools/perf/util/parse-events.l 6.12); 'q' is not among them, so perf refuses 'cycles:uq' too; the caret is at byte 8, the 'q'.
# derivation: The hint lists the same 14 letters as that lexer class.
# stderr: pmusched: error: unknown modifier 'q'
# stderr:     cycles:uq,instructions
# stderr:             ^
# stderr: hint: valid modifiers are u, k, h, I, G, H, p, P, S, D, W, e, b, R
