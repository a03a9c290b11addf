# args: plan --cpu icl --kernel 6.12 -e '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k},instructions'
# exit: 0
perf stat -e 'instructions:D,dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k'

Packing: 2 rotation slots, the minimum (exact search): each slot runs 1/2 of the time.
Chosen: the pins, and every other group on its own: the kernel's rotation gives every event 66.40% or more, the packing 50.00%.
  pinned: instructions
  rotating: dtlb_load_misses.walk_completed, dtlb_load_misses.walk_completed_4k, dtlb_store_misses.walk_completed, dtlb_store_misses.walk_completed_4k, itlb_misses.walk_completed, itlb_misses.walk_completed_4k
Notes:
  - '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,... (6 events)}' can never be counted as one group (it does not fit the PMU even alone beside the NMI watchdog): its events are planned separately
  - pinned 'instructions' (:D): it fits beside the watchdog, the other pins and every slot, so it counts all the time and no slot loses
Simulated: every planned event is counted; lowest share 66.40%.

Before:
     <not counted>      dtlb_load_misses.walk_completed         
     <not counted>      dtlb_load_misses.walk_completed_4k      
     <not counted>      dtlb_store_misses.walk_completed        
     <not counted>      dtlb_store_misses.walk_completed_4k     
   <not supported>      itlb_misses.walk_completed              
   <not supported>      itlb_misses.walk_completed_4k           
           <count>      instructions                            

After:
           <count>      instructions:D                          
           <count>      dtlb_load_misses.walk_completed           (66.40%)
           <count>      dtlb_load_misses.walk_completed_4k        (66.40%)
           <count>      dtlb_store_misses.walk_completed          (66.80%)
           <count>      dtlb_store_misses.walk_completed_4k       (67.20%)
           <count>      itlb_misses.walk_completed                (66.80%)
           <count>      itlb_misses.walk_completed_4k             (66.40%)
