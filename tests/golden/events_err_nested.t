# args: events --cpu hsw --kernel 6.12 -e '{cycles,{instructions}}'
# exit: 2
# derivation: perf's grammar has no group inside a group: group_def is PE_NAME '{' events '}' or '{' events '}' and events are event_mod/event_name only (tools/perf/util/parse-events.y 6.12); the caret is the second '{' (byte 8).
# stderr: pmusched: error: nested group
# stderr:     {cycles,{instructions}}
# stderr:             ^
# stderr: hint: perf does not allow a group inside a group
