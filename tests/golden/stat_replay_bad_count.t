# args: stat --replay tests/golden/replay/bad-count
# exit: 2
# derivation: A count that is not a number on line 3: the file, the line, a caret
# derivation: under the token, exit 2, nothing on standard output.
# stderr: pmusched: error: tests/golden/replay/bad-count:3: expected a count or <not counted> here
# stderr:          0.200000000            12x0000      r01c2      (50.00%)
# stderr:                                 ^
