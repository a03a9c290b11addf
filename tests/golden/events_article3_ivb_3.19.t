# args: events --cpu ivb --kernel 3.19 --ht on -e '{l1d_pend_miss.pending,faults},cycle_activity.stalls_l1d_pending:D,mem_uops_retired.all_loads'
# exit: 0
# derivation: perf-json configs from ivybridge/*.json (0x48/0x1, 0xA3/0xc cmask 12, 0xD0/0x81); MEM_UOPS_RETIRED.ALL_LOADS Counter "0,1,2,3" against the 3.10-rc1..4.1-rc1 blacklist (mask none): lint b
# derivation: No --perf-version: the perf modelled is the kernel's, perf 3.19 (pms_perf_version_for()), whose
# derivation: nearest generated JSON is perf 6.1's, the oldest set (mapfile.csv of Linux 6.1: ivybridge v22; 6.12's: ivybridge v24),
# derivation: so SOURCE names "perf 6.1 <dir> vN"; the encodings and counters are the same in both.
cpu ivb, kernel 3.19, HT on: 4 events in 3 groups
EVENT                                GROUP  MODS  DIALECT    CONFIG     DECODED                         COUNTERS  VENDOR  LINT  SOURCE
l1d_pend_miss.pending                0*     -     perf-json  0x148      event=0x48,umask=0x01           GP2       GP2     ok    perf 6.1 ivybridge v22 l1d_pend_miss.pending; intel_ivb_event_constraints; 3.14.1-6.13.7 (L1D_PEND_MISS.PENDING)
faults                               0      -     software   0x2        software                        -         -       -     software event page-faults: no counter, runs whenever its group does
cycle_activity.stalls_l1d_pending:D  1*     D     perf-json  0xc000ca3  event=0xa3,umask=0x0c,cmask=12  GP2       GP2     ok    perf 6.1 ivybridge v22 cycle_activity.stalls_l1d_pending; intel_ivb_event_constraints; 3.14.1-6.13.7 (CYCLE_ACTIVITY.STALLS_L1D_PENDING)
mem_uops_retired.all_loads           2*     -     perf-json  0x81d0     event=0xd0,umask=0x81           none      GP0-3   b     perf 6.1 ivybridge v22 mem_uops_retired.all_loads; intel_ivb_event_constraints blacklist (erratum BV98); 3.14.1, 3.19.8; 3.10-rc1..4.1-rc1 per article (MEM_UOPS_RETIRED.*)
lint (b) mem_uops_retired.all_loads: the kernel keeps it off GP0-3, which the vendor's Counter for this encoding (mem_uops_retired.all_loads) allows: needless multiplexing; affected kernels, HT on: 3.10-rc1 to before 4.1-rc1
