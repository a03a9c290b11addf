# args: stat --replay tests/golden/replay/no-such-file
# exit: 2
# A missing file: exit 2 and the system's reason.
# stderr: cannot read 'tests/golden/replay/no-such-file': No such file or directory
