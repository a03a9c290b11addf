# args: stat --replay tests/golden/replay/no-such-file
# exit: 2
# derivation: A missing file: exit 2 and the system's reason.
# stderr: pmusched: error: cannot read 'tests/golden/replay/no-such-file': No such file or directory
