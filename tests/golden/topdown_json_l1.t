# args: topdown decode --slots 1000 --metrics 0x7f301040 --json
# exit: 0
{"schema":1,"command":"topdown decode","fields":4,"level":1,"slots":1000,"classes":[{"name":"retiring","level":1,"fraction":0.250980,"percent":25.10,"slots":250,"clamped":false},{"name":"bad_speculation","level":1,"fraction":0.062745,"percent":6.27,"slots":62,"clamped":false},{"name":"frontend_bound","level":1,"fraction":0.188235,"percent":18.82,"slots":188,"clamped":false},{"name":"backend_bound","level":1,"fraction":0.498039,"percent":49.80,"slots":498,"clamped":false}]}
