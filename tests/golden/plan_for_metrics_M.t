# args: plan --cpu skl --kernel 6.12 -d --for-metrics
# exit: 2
# stderr: pmusched: error: --for-metrics regroups an -e list: not with -M, -d or --topdown
# derivation: --for-metrics regroups an -e list; the lists -d, -M and --topdown build are perf's to group: refused (cmd_plan.c, a usage error).
