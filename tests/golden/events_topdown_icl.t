# args: events --cpu icl --kernel 6.12 -e '{slots,topdown-retiring,topdown-bad-spec,topdown-fe-bound,topdown-be-bound}'
# exit: 0
# derivation: TopDown pseudo-events are not linted (VENDOR/LINT '-')
cpu icl, kernel 6.12, HT on: 5 events in 1 group
EVENT             GROUP  MODS  DIALECT  CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
slots             0*     -     topdown  0x400   event=0x00,umask=0x04  FIXED3    -       -     TopDown pseudo-encoding; intel_icl_event_constraints; 5.3.1-6.13.7 (TOPDOWN.SLOTS, pseudo)
topdown-retiring  0      -     topdown  0x8000  event=0x00,umask=0x80  METRIC0   -       -     TopDown pseudo-encoding; intel_icl_event_constraints; 6.1.20-6.13.7 form (from 5.9, approx) (topdown-retiring)
topdown-bad-spec  0      -     topdown  0x8100  event=0x00,umask=0x81  METRIC1   -       -     TopDown pseudo-encoding; intel_icl_event_constraints; 6.1.20-6.13.7 form (from 5.9, approx) (topdown-bad-spec)
topdown-fe-bound  0      -     topdown  0x8200  event=0x00,umask=0x82  METRIC2   -       -     TopDown pseudo-encoding; intel_icl_event_constraints; 6.1.20-6.13.7 form (from 5.9, approx) (topdown-fe-bound)
topdown-be-bound  0      -     topdown  0x8300  event=0x00,umask=0x83  METRIC3   -       -     TopDown pseudo-encoding; intel_icl_event_constraints; 6.1.20-6.13.7 form (from 5.9, approx) (topdown-be-bound)
