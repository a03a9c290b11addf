# args: assign --arch apple 0xf8 0xf8 0xf8 0xf8 0xf5 0xf5
# exit: 0
# derivation: m1_pmu_event_affinity 6.12: 0xf8 ONLY_2_TO_7, 0xf5 ONLY_2_4_6.  Lowest free first: 0xf8 x4 take
# derivation: GP2-5, the first 0xf5 GP6, the second none; 0xf5 on GP2 and GP4 leaves GP3, 5, 6, 7 for the 0xf8s.
Apple M1/M2 (m1_pmu_get_event_idx): 10 general counters, per-event masks
  e0  0xf8             -> GP2
  e1  0xf8             -> GP3
  e2  0xf8             -> GP4
  e3  0xf8             -> GP5
  e4  0xf5             -> GP6
  e5  0xf5             -> none
kernel: 1 event left without a counter in this order
exact: another order places them all: e0=GP7 e1=GP6 e2=GP3 e3=GP5 e4=GP4 e5=GP2
note: the driver places events first come, first served
