# args: plan --cpu hsw --kernel 6.12 --svg build/no-such-dir/plan.svg -e branches
# exit: 2
# stderr: pmusched: error: --svg: cannot create 'build/no-such-dir/plan.svg': No such file or directory
