# args: events --cpu zen4 --kernel 6.12 -e 'ex_ret_instr,l2_rqsts.miss'
# derivation: L2_RQSTS.MISS is also in perf's emeraldrapids, graniterapids, alderlake (rpl) and
# derivation: meteorlake JSON: emr, gnr, adl, rpl, mtl join the 12 models before (17)
# exit: 2
# derivation: L2_RQSTS.MISS is in perf's Intel JSON only: nehalemep, westmereep-sp, haswell(x),
# derivation: broadwell(x), skylake(x), cascadelakex, icelake, sapphirerapids, ... = models nhm, wsm,
# derivation: hsw, hsw-ep, bdw, bdw-ep, skl, skx, clx, cml, icl, spr (12; registry order); zen4 gets the
# derivation: amdzen4 names sharing its words 'l2' and 'miss'
# stderr: pmusched: error: unknown event 'l2_rqsts.miss' for model 'zen4'
# stderr:     ex_ret_instr,l2_rqsts.miss
# stderr:                  ^~~~~~~~~~~~~
# stderr: hint: perf knows 'l2_rqsts.miss' on nhm, wsm, hsw, hsw-ep and 13 more; on zen4 try 'l2_pf_miss_l2_l3.all' or 'l2_pf_miss_l2_hit_l3.all'
