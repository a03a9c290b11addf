# args: topdown decode --from-slots 255 --from-metrics 0x7f301040 --slots 765 --metrics 0x7f301040 --json
# exit: 0
{"fields":4,"level":1,"slots":510,"from_slots":255,"to_slots":765,"classes":[{"name":"retiring","level":1,"fraction":0.250980,"percent":25.10,"slots":128,"clamped":false},{"name":"bad_speculation","level":1,"fraction":0.062745,"percent":6.27,"slots":32,"clamped":false},{"name":"frontend_bound","level":1,"fraction":0.188235,"percent":18.82,"slots":96,"clamped":false},{"name":"backend_bound","level":1,"fraction":0.498039,"percent":49.80,"slots":254,"clamped":false}]}
