# args: events --cpu snb --kernel 6.12 -e 'l1d_pend_miss.pending,mem_load_uops_retired.l1_miss'
# exit: 2
# stderr: pmusched: error: unknown event 'mem_load_uops_retired.l1_miss' for model 'snb'
# stderr:     l1d_pend_miss.pending,mem_load_uops_retired.l1_miss
# stderr:                           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# stderr: hint: perf knows 'mem_load_uops_retired.l1_miss' on ivb, ivb-ep, hsw, hsw-ep and 6 more; on snb try 'mem_load_uops_retired.l1_hit' or 'mem_load_uops_retired.l2_hit'
# derivation: MEM_LOAD_UOPS_RETIRED.L1_MISS is in perf's ivybridge, ivytown, haswell(x), broadwell(x) JSON
# derivation: (models ivb, ivb-ep, hsw, hsw-ep, bdw, bdw-ep), not in sandybridge's (L1_HIT, L2_HIT, LLC_HIT, HIT_LFB);
# derivation: also in sierraforest, grandridge and meteorlake's cpu_atom JSON (srf, grr, mtl, and cwf, whose
# derivation: stand-in table is sierraforest's): 10 models
