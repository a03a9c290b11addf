# args: list
# exit: 0
# derivation: hybrid platforms list each core PMU with its core type (CPUID leaf 0x1A) and counters (models/x86/hybrid.c);
# derivation: arl-h's two Atom PMUs are told apart by the native model ID (leaf 0x1A EAX[23:0]: Skymont 0x3,
# derivation: Crestmont 0x2; find_hybrid_pmu_for_cpu, 9f4a39757c81, 6.13-rc1); cpu_lowpower: arrowlake JSON 0-7;
# derivation: ptl (pantherlake counter.json: cpu_core 10 GP/4 fixed, cpu_atom 8 GP, skt fixed 0-2,4-6) and cwf
# derivation: (clearwaterforest counter.json: 8 GP; fixed 0-2,4-6 of intel_skt_event_constraints; 6 counters);
# derivation: dmr (8 GP/4 fixed assumed from intel_pnc_event_constraints, 7.0), nvl (novalake counter.json:
# derivation: cpu_core 8 GP/4 fixed, cpu_atom 8 GP, arw fixed 0-2,4-6), wcl (pantherlake counter.json, mapfile
# derivation: 6-D5, as ptl), zen6 (Zen 5's kernel side; family 0x1a outside Zen 5's perf 7.0 models);
# derivation: arm64 models (models/arm64/models.c) show PMCR_EL0.N general counters (cores.c rows), Apple its E/P PMUs
# derivation: armv8-pmuv3 (cores.c generic row): 6 GP assumed (no part of its own; --counters/the boot log give N)
NAME        LONG NAME        GP      FIXED METRICS DESCRIPTION
nhm         nehalem          4/4     3     0       Intel Nehalem (Core i7 1st gen, Xeon 5500/7500)
            aliases: nehalem-ep,nehalem-ex,nhm-ex
wsm         westmere         4/4     3     0       Intel Westmere (Core i7/i5 1st gen 32nm, Xeon 5600/E7)
            aliases: westmere-ep,westmere-ex,wsm-dp
snb         sandybridge      4/8     3     0       Intel Sandy Bridge client (Core 2nd gen)
            aliases: sandy-bridge
snb-ep      sandybridge-ep   4/8     3     0       Intel Sandy Bridge-EP/E (Xeon E5 v1, Core i7 3900)
            aliases: snbep,sandybridge-e,jaketown
ivb         ivybridge        4/8     3     0       Intel Ivy Bridge client (Core 3rd gen)
            aliases: ivy-bridge
ivb-ep      ivybridge-ep     4/8     3     0       Intel Ivy Bridge-EP/E (Xeon E5/E7 v2)
            aliases: ivbep,ivytown,ivybridge-e
hsw         haswell          4/8     3     0       Intel Haswell client (Core 4th gen)
            aliases: haswell-ult,haswell-gt3e
hsw-ep      haswell-ep       4/8     3     0       Intel Haswell-EP/E (Xeon E5/E7 v3, Core i7 5900)
            aliases: hswep,haswell-x,haswell-e
bdw         broadwell        4/8     3     0       Intel Broadwell client (Core 5th gen)
            aliases: broadwell-gt3e
bdw-ep      broadwell-ep     4/8     3     0       Intel Broadwell-EP/-D (Xeon E5/E7 v4, Xeon D-1500)
            aliases: bdwep,broadwell-x,broadwell-de,bdw-de
skl         skylake          4/8     3     0       Intel Skylake/Kaby/Coffee/Whiskey Lake client (Core 6th-9th gen)
            aliases: kbl,kabylake,cfl,coffeelake,whl,whiskeylake,amberlake
skx         skylake-x        4/8     3     0       Intel Skylake-SP/X (Xeon Scalable 1st gen, Core i9 7900X)
            aliases: skylake-sp,skylakex
clx         cascadelake      4/8     3     0       Intel Cascade Lake/Cooper Lake (Xeon Scalable 2nd/3rd gen, SKX model)
            aliases: cascadelake-x,cooperlake,cpx
cml         cometlake        4/8     3     0       Intel Comet Lake client (Core 10th gen 14nm)
            aliases: comet-lake
icl         icelake          8/8     4     4       Intel Ice Lake/Tiger Lake/Rocket Lake client (Core 10th-11th gen)
            aliases: tgl,tigerlake,rkl,rocketlake,sunnycove
icx         icelake-x        8/8     4     4       Intel Ice Lake-SP (Xeon Scalable 3rd gen)
            aliases: icelake-sp,icelakex
spr         sapphirerapids   8/8     4     8       Intel Sapphire Rapids (Xeon Scalable 4th gen, Golden Cove)
emr         emeraldrapids    8/8     4     8       Intel Emerald Rapids (Xeon Scalable 5th gen, Raptor Cove)
gnr         graniterapids    8/8     4     8       Intel Granite Rapids (Xeon 6 P-core, Redwood Cove)
srf         sierraforest     8/8     3     0       Intel Sierra Forest (Xeon 6 E-core, Crestmont)
grr         grandridge       8/8     3     0       Intel Grand Ridge (Crestmont)
cwf         clearwaterforest 8/8     6     0       Intel Clearwater Forest (Xeon 6+ E-core, Darkmont)
dmr         diamondrapids    8/8     4     8       Intel Diamond Rapids (Xeon, Panther Cove)
adl-n       alderlake-n      6/6     3     0       Intel Alder Lake-N (Gracemont E-cores only)
            aliases: adln
adl         alderlake        8/8     4     8       Intel Alder Lake (Core 12th gen): Golden Cove cpu_core + Gracemont cpu_atom
            pmu cpu_core (core type 0x40) GP0-7,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-5,FIXED0-2
rpl         raptorlake       8/8     4     8       Intel Raptor Lake (Core 13th/14th gen): Raptor Cove cpu_core + Gracemont cpu_atom
            pmu cpu_core (core type 0x40) GP0-7,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-5,FIXED0-2
mtl         meteorlake       8/8     4     8       Intel Meteor Lake, Arrow Lake U (Core Ultra 1xx): Redwood Cove cpu_core + Crestmont cpu_atom
            aliases: arl-u,arrowlake-u
            pmu cpu_core (core type 0x40) GP0-7,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-7,FIXED0-2
lnl         lunarlake        10/10   4     8       Intel Lunar Lake (Core Ultra 2xxV): Lion Cove cpu_core + Skymont cpu_atom
            pmu cpu_core (core type 0x40) GP0-9,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-7,FIXED0-2,FIXED4-6
arl         arrowlake        10/10   4     8       Intel Arrow Lake S (Core Ultra 2xxK): Lion Cove cpu_core + Skymont cpu_atom
            aliases: arl-s,arrowlake-s
            pmu cpu_core (core type 0x40) GP0-9,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-7,FIXED0-2,FIXED4-6
arl-h       arrowlake-h      10/10   4     8       Intel Arrow Lake H (Core Ultra 2xxH): Lion Cove cpu_core + Skymont cpu_atom + Crestmont cpu_lowpower
            aliases: arlh
            pmu cpu_core (core type 0x40) GP0-9,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20, native model ID 0x3) GP0-7,FIXED0-2,FIXED4-6
            pmu cpu_lowpower (core type 0x20, native model ID 0x2) GP0-7,FIXED0-2
ptl         pantherlake      10/10   4     8       Intel Panther Lake (Core Ultra 3xx): Cougar Cove cpu_core + Darkmont cpu_atom
            pmu cpu_core (core type 0x40) GP0-9,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-7,FIXED0-2,FIXED4-6
wcl         wildcatlake      10/10   4     8       Intel Wildcat Lake: Cougar Cove cpu_core + Darkmont cpu_atom
            pmu cpu_core (core type 0x40) GP0-9,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-7,FIXED0-2,FIXED4-6
nvl         novalake         8/8     4     8       Intel Nova Lake: Coyote Cove cpu_core + Arctic Wolf cpu_atom
            pmu cpu_core (core type 0x40) GP0-7,FIXED0-3,METRIC0-7
            pmu cpu_atom (core type 0x20) GP0-7,FIXED0-2,FIXED4-6
fam15h      bulldozer        6/6     0     0       AMD family 15h core PMU (Bulldozer..Excavator, Opteron 6200-6300)
            aliases: piledriver,steamroller,excavator,interlagos,amd-fam15h
zen1        zen              6/6     0     0       AMD Zen/Zen+ (family 0x17 models 0x00-0x2f: EPYC 7001, Ryzen 1000/2000)
            aliases: naples,summit-ridge,pinnacle-ridge,raven-ridge
zen2        zen-2            6/6     0     0       AMD Zen 2 (family 0x17 models 0x30-0xff: EPYC 7002, Ryzen 3000/4000)
            aliases: rome,matisse,renoir
zen3        zen-3            6/6     0     0       AMD Zen 3 (family 0x19 models 0x00-0x0f, 0x20-0x5f: EPYC 7003, Ryzen 5000)
            aliases: milan,vermeer,cezanne
zen4        zen-4            6/6     0     0       AMD Zen 4 (family 0x19 models 0x10-0x1f, 0x60-0xaf: EPYC 9004, Ryzen 7000)
            aliases: genoa,bergamo,raphael,phoenix
zen5        zen-5            6/6     0     0       AMD Zen 5 (family 0x1a: EPYC 9005, Ryzen 9000; perf's amdzen5 event names)
            aliases: turin,granite-ridge,strix-point
zen6        zen-6            6/6     0     0       AMD Zen 6 (family 0x1a models outside Zen 5's; perf 6.12's amdzen5 event names)
neoverse-n1 arm-neoverse-n1  6/6     0     0       Arm Neoverse N1 (AWS Graviton2, Ampere Altra): PMUv3, 6 GP + cycle counter, chained 64-bit events
            aliases: graviton2,altra,altra-max
neoverse-v1 arm-neoverse-v1  6/6     0     0       Arm Neoverse V1 (AWS Graviton3): PMUv3, 6 GP + cycle counter, chained 64-bit events (PMUv3p5 assumed absent)
            aliases: graviton3
neoverse-n2 arm-neoverse-n2  6/6     0     0       Arm Neoverse N2 (Azure Cobalt 100, Yitian 710): PMUv3p5, 6 GP + cycle counter, 64-bit counters
            aliases: cobalt-100,yitian-710
neoverse-v2 arm-neoverse-v2  6/6     0     0       Arm Neoverse V2 (NVIDIA Grace, AWS Graviton4, Google Axion): PMUv3p5, 6 GP + cycle counter, 64-bit counters
            aliases: grace,graviton4,axion
ampereone   ampere-one       10/10   0     0       AmpereOne (AC03): PMUv3p5, 10 GP (unverified) + cycle counter, 64-bit counters
            aliases: ampere1
armv8-pmuv3 arm-pmuv3        6/6     0     0       Arm PMUv3, any core not modelled: the driver's maps and placement; 6 GP (assumed: --counters N) + cycle counter, PMUv3p1 (assumed: --pmuv3p5)
            aliases: pmuv3,arm64-generic
apple-m1    apple-firestorm  10/10   0     0       Apple M1 (Firestorm P-cores + Icestorm E-cores): 10 counters, per-event masks
            aliases: m1,m1-pro,m1-max
            pmu apple_firestorm_pmu (P-cores) GP0-9
            pmu apple_icestorm_pmu (E-cores) GP0-9
apple-m2    apple-avalanche  10/10   0     0       Apple M2 (Avalanche P-cores + Blizzard E-cores): 10 counters, per-event masks
            aliases: m2,m2-pro,m2-max
            pmu apple_avalanche_pmu (P-cores) GP0-9
            pmu apple_blizzard_pmu (E-cores) GP0-9

GP: general-purpose counters per logical CPU with HT on/off; arm64 models
also have a cycle counter (CYCLES) besides them ('list --cpu MODEL').
