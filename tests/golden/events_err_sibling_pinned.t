# args: events --cpu hsw --kernel 6.12 -e '{cycles,instructions:D}'
# exit: 2
# stderr: pmusched: error: group member 'instructions' may not be pinned (:D): only a leader can be
# stderr:     {cycles,instructions:D}
# stderr:                          ^
# stderr: hint: the kernel refuses pinned or exclusive siblings (EINVAL); put ':D' on the group, '{...}:D', or on its first event
