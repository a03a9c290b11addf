# args: plan --cpu icl --kernel 6.12 -e 'dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k'
# exit: 0
perf stat -e 'dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k'

Packing: 2 rotation slots, the minimum (exact search): each slot runs 1/2 of the time.
Chosen: every group on its own: the kernel's rotation gives every event 66.40% or more, the packing 50.00%.
  rotating: dtlb_load_misses.walk_completed, dtlb_load_misses.walk_completed_4k, dtlb_store_misses.walk_completed, dtlb_store_misses.walk_completed_4k, itlb_misses.walk_completed, itlb_misses.walk_completed_4k
Simulated: every planned event is counted; lowest share 66.40%.

Before:
           <count>      dtlb_load_misses.walk_completed           (66.40%)
           <count>      dtlb_load_misses.walk_completed_4k        (66.40%)
           <count>      dtlb_store_misses.walk_completed          (66.80%)
           <count>      dtlb_store_misses.walk_completed_4k       (67.20%)
           <count>      itlb_misses.walk_completed                (66.80%)
           <count>      itlb_misses.walk_completed_4k             (66.40%)

After:
           <count>      dtlb_load_misses.walk_completed           (66.40%)
           <count>      dtlb_load_misses.walk_completed_4k        (66.40%)
           <count>      dtlb_store_misses.walk_completed          (66.80%)
           <count>      dtlb_store_misses.walk_completed_4k       (67.20%)
           <count>      itlb_misses.walk_completed                (66.80%)
           <count>      itlb_misses.walk_completed_4k             (66.40%)
