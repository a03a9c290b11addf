# args: stat --replay tests/golden/replay/bad-count
# exit: 2
# A count that is not a number on line 3: the file, the line, a caret
# under the token, exit 2, nothing on standard output.
# stderr: tests/golden/replay/bad-count:3: expected a count or <not counted> here
