# args: events --cpu zen4 --kernel 6.12 -e 'ex_ret_instr,l2_rqsts.miss'
# note: L2_RQSTS.MISS is also in perf's emeraldrapids, graniterapids, alderlake (rpl) and
# note: meteorlake JSON: emr, gnr, adl, rpl, mtl join the 12 models before (17)
# exit: 2
# note: L2_RQSTS.MISS is in perf's Intel JSON only: nehalemep, westmereep-sp, haswell(x),
# note: broadwell(x), skylake(x), cascadelakex, icelake, sapphirerapids, ... = models nhm, wsm,
# note: hsw, hsw-ep, bdw, bdw-ep, skl, skx, clx, cml, icl, spr (12; registry order); zen4 gets the
# note: amdzen4 names sharing its words 'l2' and 'miss'
# stderr: pmusched: error: unknown event 'l2_rqsts.miss' for model 'zen4'
# stderr:     ex_ret_instr,l2_rqsts.miss
# stderr:                  ^~~~~~~~~~~~~
# stderr: hint: perf knows 'l2_rqsts.miss' on nhm, wsm, hsw, hsw-ep and 13 more; on zen4 try 'l2_
