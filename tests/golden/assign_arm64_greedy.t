# args: assign --arch arm64 --gp 4 0x11 0x11/long 0x3/long 0x4
# exit: 0
# derivation: armv8pmu_get_event_idx (6.12) in order: 0x11 takes CYCLES, the 64-bit 0x11 then chains GP0-1, 0x3/long
# derivation: GP2-3, 0x4 finds nothing.  With the 64-bit cycles event on CYCLES (unchained), 0x11 and 0x4 take two
# derivation: general counters beside one pair: an order exists that the first-come driver misses.
arm64 PMUv3 (armv8pmu_get_event_idx): 4 general counters + CYCLES, no PMUv3p5 (long events chain)
  e0  0x11             -> CYCLES
  e1  0x11/long        -> GP0+GP1
  e2  0x03/long        -> GP2+GP3
  e3  0x04             -> none
kernel: 1 event left without a counter in this order
exact: another order places them all: e0=GP2 e1=CYCLES e2=GP0+GP1 e3=GP3
note: the driver places events first come, first served
