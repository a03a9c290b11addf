# args: events --cpu fam15h --kernel 6.12 -e 'cycles,instructions,cache-references'
# exit: 0
# derivation: DIALECT column: generic names; VENDOR/LINT '-': no perf JSON table matches family 21 (mapfile has no AuthenticAMD-21 row)
cpu fam15h, kernel 6.12, HT on: 3 events in 3 groups
EVENT             GROUP  MODS  DIALECT  CONFIG  DECODED                COUNTERS  VENDOR  LINT  SOURCE
cycles            0*     -     generic  0x76    event=0x76,umask=0x00  GP0-2     -       -     generic cycles via the kernel's event map; amd_get_event_constraints_f15h; 3.14.1-6.13.7 (CU/IC/DE classes 0x60-0x90)
instructions      1*     -     generic  0xc0    event=0xc0,umask=0x00  GP0-5     -       -     generic instructions via the kernel's event map; amd_get_event_constraints_f15h; 3.14.1-6.13.7 (EX/LS class 0xc0)
cache-references  2*     -     generic  0x77d   event=0x7d,umask=0x07  GP0-2     -       -     generic cache-references via the kernel's event map; amd_get_event_constraints_f15h; 3.14.1-6.13.7 (CU/IC/DE classes 0x60-0x90)
