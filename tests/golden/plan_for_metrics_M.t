# args: plan --cpu skl --kernel 6.12 -d --for-metrics
# exit: 2
# stderr: pmusched: error: --for-metrics plans an -e or -M list: not with -d or --topdown
# derivation: --for-metrics regroups an -e list or plans an -M list per metric; -d adds events whose metrics are perf's shadow ones, and
# derivation: --topdown prints metrics only: both refused (cmd_plan.c, a usage error).
