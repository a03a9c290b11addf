# args: plan --cpu icl --kernel 6.12 -e '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k},instructions'
# exit: 0
perf stat -e 'instructions,{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}:D'

Packing: 1 rotation slot: everything fits at once, nothing multiplexes.
  slot 1: instructions
  parked (:D, last): {dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,dtlb_store_misses.walk_completed,dtlb_store_misses.walk_completed_4k,itlb_misses.walk_completed,itlb_misses.walk_completed_4k}
Notes:
  - '{dtlb_load_misses.walk_completed,dtlb_load_misses.walk_completed_4k,... (6 events)}' can never be scheduled: it does not fit the PMU even alone beside the NMI watchdog; it is listed last with :D, so the kernel parks it in ERROR once instead of letting it stop every pass (--split-groups counts its events)

Before:
     <not counted>      dtlb_load_misses.walk_completed         
     <not counted>      dtlb_load_misses.walk_completed_4k      
     <not counted>      dtlb_store_misses.walk_completed        
     <not counted>      dtlb_store_misses.walk_completed_4k     
   <not supported>      itlb_misses.walk_completed              
   <not supported>      itlb_misses.walk_completed_4k           
           <count>      instructions                            

After:
           <count>      instructions                            
     <not counted>      dtlb_load_misses.walk_completed         
     <not counted>      dtlb_load_misses.walk_completed_4k      
     <not counted>      dtlb_store_misses.walk_completed        
     <not counted>      dtlb_store_misses.walk_completed_4k     
   <not supported>      itlb_misses.walk_completed              
   <not supported>      itlb_misses.walk_completed_4k           
