# args: plan --cpu hsw --kernel 6.12 --svg build/no-such-dir/plan.svg -e branches
# exit: 1
# stderr: cannot write 'build/no-such-dir/plan.svg'
