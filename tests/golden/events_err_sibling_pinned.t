# args: events --cpu hsw --kernel 6.12 -e '{cycles,instructions:D}'
# exit: 2
# derivation: sys_perf_event_open() refuses a pinned or exclusive sibling: 'Only a group leader can be exclusive or pinned' -> EINVAL (kernel/events/core.c 6.12, perf_event_open); ':D' sets attr.pinned (perf's parse-events modifier D); the caret is at the ':D' of the member.
# stderr: pmusched: error: group member 'instructions' may not be pinned (:D): only a leader can be
# stderr:     {cycles,instructions:D}
# stderr:                          ^
# stderr: hint: the kernel refuses pinned or exclusive siblings (EINVAL); put ':D' on the group, '{...}:D', or on its first event
