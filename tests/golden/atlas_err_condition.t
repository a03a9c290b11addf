# args: atlas --cpu skl --perf-version 7.3 --kernel 7.3 --conditions wd=perf,smt=maybe
# exit: 2
# stderr: pmusched: error: bad condition setting 'smt=maybe'
# stderr:     wd=perf,smt=maybe
# stderr:             ^~~~~~~~~
# stderr: hint: wd=perf|buddy|off, smt=on|off, tfa=0|1, gp=N, fixed=N, core=NAME; settings joined by '/', conditions by ','
# derivation: the condition grammar of pms_atlas_cond_parse(): smt takes on|off; the error names the token and its position (bytes 8-16)
