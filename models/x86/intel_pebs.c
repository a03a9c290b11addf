/*
 * PEBS tables: the rows intel_pebs_constraints() (arch/x86/events/intel/ds.c)
 * searches for a precise event (:p, :pp, :ppp) once the model's PEBS alias
 * has rewritten it.  The first matching row in force wins.  No match: the
 * empty constraint (the event cannot be scheduled), except where the model
 * has adaptive PEBS (PMS_RULE_PEBS_ALL, Ice Lake on), where the counting
 * table applies instead.
 *
 * Matching follows each row's macro.  The _F rows (INTEL_FLAGS_*,
 * INTEL_PLD/PST/PSD, the DATALA rows) compare the event's flag bits as well
 * (edge, pc, any, inv, cmask, in_tx, in_tx_cp); INTEL_EVENT_CONSTRAINT,
 * INTEL_UEVENT_CONSTRAINT and INTEL_EXCLEVT_CONSTRAINT rows do not;
 * INTEL_ALL_EVENT_CONSTRAINT(0, n) takes any event without flag bits.
 *
 * Citations: table name, ds.c line in 6.12 and 6.1, and the older snapshots
 * read (3.14.1, 3.19.8, 4.2.8, 4.6.2, 4.20, 5.3.1, 5.10.13).  Change points
 * between two snapshots sit at the first -rc1 after the older one and say
 * "approx"; commits found in the stable and tip archives are named.
 */
#include "../x86_common.h"

#define V315 PMS_KVER_RC(3, 15, 1)	/* flags compared, catch-all rows, cycles:p aliases */
#define V41  PMS_KVER_RC(4, 1, 1)	/* HT-erratum marks (per article, as the counting tables) */
#define V43  PMS_KVER_RC(4, 3, 1)	/* :ppp (PREC_DIST alias) rows, BDW and SKL tables */
#define V51  PMS_KVER_RC(5, 1, 1)	/* INTEL_FLAGS_EVENT_CONSTRAINT stops comparing the umask */
#define XB_INV_C16 (UINT64_C(1) << 23 | UINT64_C(16) << 24)	/* inv=1, cmask=16 */
#define FX0 (UINT64_C(1) << PMS_FIXED0)
#define EXCL PMS_CF_EXCL

#define ERA1 "; 3.14.1 form (plain event/umask match, no catch-all; until 3.15-rc1 approx)"
#define ERA2 "; flags compared from 3.15-rc1 (approx: absent 3.14.1, present 3.19.8)"
/*
 * INTEL_FLAGS_EVENT_CONSTRAINT compared event, umask and flags until 5.1-rc1
 * approx (perf_event.h: INTEL_ARCH_EVENT_MASK in 3.19.8, 4.20 and 5.0.4;
 * ARCH_PERFMON_EVENTSEL_EVENT in 5.3.1); the alias rows written with it
 * became INTEL_FLAGS_UEVENT_CONSTRAINT then, so they always compared the
 * umask, and the plain event rows of nhm/wsm took umask 0 only before.
 */
#define AFLAG " (INTEL_FLAGS_EVENT_CONSTRAINT, which compared the umask, until 5.1-rc1 approx; " \
	"INTEL_FLAGS_UEVENT_CONSTRAINT after)"
#define UMASK0 " (INTEL_FLAGS_EVENT_CONSTRAINT then compared the umask: umask 0 only; " \
	"until 5.1-rc1 approx: present 5.0.4, gone 5.3.1)"
#define EVONLY "; the umask not compared from 5.1-rc1 approx (absent 5.0.4, present 5.3.1)"

/* ---- Nehalem, Westmere: listed events only, no catch-all ---- */

#define NHM "intel_nehalem_pebs_event_constraints"
#define NHM1 NHM ", perf_event_intel_ds.c 3.14.1:"
#define NHM6(a, b) NHM ", ds.c 6.12:" #a ", 6.1:" #b ERA2

const struct pms_cstr pmsi_nhm_pebs[] = {
	PMS_P_UEVENT_V(0x100b, 0xf, 0, V315, NHM1 "580 (INTEL_PLD_CONSTRAINT, MEM_INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0x0f, 0xf, 0, 0, V315, NHM1 "581 (MEM_UNCORE_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x010c, 0xf, 0, V315, NHM1 "582 (MEM_STORE_RETIRED.DTLB_MISS)" ERA1),
	PMS_P_EVENT_V(0xc0, 0xf, 0, 0, V315, NHM1 "583 (INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc2, 0xf, 0, 0, V315, NHM1 "584 (UOPS_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc4, 0xf, 0, 0, V315, NHM1 "585 (BR_INST_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x02c5, 0xf, 0, V315, NHM1 "586 (BR_MISP_RETIRED.NEAR_CALL)" ERA1),
	PMS_P_EVENT_V(0xc7, 0xf, 0, 0, V315, NHM1 "587 (SSEX_UOPS_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x20c8, 0xf, 0, V315, NHM1 "588 (ITLB_MISS_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xcb, 0xf, 0, 0, V315, NHM1 "589 (MEM_LOAD_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xf7, 0xf, 0, 0, V315, NHM1 "590 (FP_ASSIST)" ERA1),

	PMS_P_FUEVENT_V(0x100b, 0, 0xf, 0, V315, 0, NHM6(1007, 858) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x000f, 0, 0xf, 0, V315, V51, NHM ", 3.19.8:584, 4.20:718" UMASK0),
	PMS_P_FEVENT_V(0x0f, 0, 0xf, 0, V51, 0, NHM6(1008, 859) EVONLY),
	PMS_P_FUEVENT_V(0x010c, 0, 0xf, 0, V315, 0, NHM6(1009, 860)),
	PMS_P_FUEVENT_V(0x00c0, 0, 0xf, 0, V315, V51, NHM ", 3.19.8:586, 4.20:720" UMASK0),
	PMS_P_FEVENT_V(0xc0, 0, 0xf, 0, V51, 0, NHM6(1010, 861) EVONLY),
	PMS_P_EVENT_V(0xc2, 0xf, 0, V315, 0, NHM6(1011, 862) " (INTEL_EVENT_CONSTRAINT: flags not compared)"),
	PMS_P_FUEVENT_V(0x00c4, 0, 0xf, 0, V315, V51, NHM ", 3.19.8:588, 4.20:722" UMASK0),
	PMS_P_FEVENT_V(0xc4, 0, 0xf, 0, V51, 0, NHM6(1012, 863) EVONLY),
	PMS_P_FUEVENT_V(0x02c5, 0, 0xf, 0, V315, 0, NHM6(1013, 864)),
	PMS_P_FUEVENT_V(0x00c7, 0, 0xf, 0, V315, V51, NHM ", 3.19.8:590, 4.20:724" UMASK0),
	PMS_P_FEVENT_V(0xc7, 0, 0xf, 0, V51, 0, NHM6(1014, 865) EVONLY),
	PMS_P_FUEVENT_V(0x20c8, 0, 0xf, 0, V315, 0, NHM6(1015, 866)),
	PMS_P_FUEVENT_V(0x00cb, 0, 0xf, 0, V315, V51, NHM ", 3.19.8:592, 4.20:726" UMASK0),
	PMS_P_FEVENT_V(0xcb, 0, 0xf, 0, V51, 0, NHM6(1016, 867) EVONLY),
	PMS_P_FUEVENT_V(0x00f7, 0, 0xf, 0, V315, V51, NHM ", 3.19.8:593, 4.20:727" UMASK0),
	PMS_P_FEVENT_V(0xf7, 0, 0xf, 0, V51, 0, NHM6(1017, 868) EVONLY),
	PMS_P_FUEVENT_V(0x00c0, XB_INV_C16, 0xf, 0, V315, 0,
			NHM6(1019, 870) ", 3.19.8:595, 4.20:729 (0x108000c0, cycles:p alias)" AFLAG),
	PMS_C_END
};

#define WSM "intel_westmere_pebs_event_constraints"
#define WSM1 WSM ", perf_event_intel_ds.c 3.14.1:"
#define WSM6(a, b) WSM ", ds.c 6.12:" #a ", 6.1:" #b ERA2

const struct pms_cstr pmsi_wsm_pebs[] = {
	PMS_P_UEVENT_V(0x100b, 0xf, 0, V315, WSM1 "595 (INTEL_PLD_CONSTRAINT, MEM_INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0x0f, 0xf, 0, 0, V315, WSM1 "596 (MEM_UNCORE_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x010c, 0xf, 0, V315, WSM1 "597 (MEM_STORE_RETIRED.DTLB_MISS)" ERA1),
	PMS_P_EVENT_V(0xc0, 0xf, 0, 0, V315, WSM1 "598 (INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc2, 0xf, 0, 0, V315, WSM1 "599 (UOPS_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc4, 0xf, 0, 0, V315, WSM1 "600 (BR_INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc5, 0xf, 0, 0, V315, WSM1 "601 (BR_MISP_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc7, 0xf, 0, 0, V315, WSM1 "602 (SSEX_UOPS_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x20c8, 0xf, 0, V315, WSM1 "603 (ITLB_MISS_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xcb, 0xf, 0, 0, V315, WSM1 "604 (MEM_LOAD_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xf7, 0xf, 0, 0, V315, WSM1 "605 (FP_ASSIST)" ERA1),

	PMS_P_FUEVENT_V(0x100b, 0, 0xf, 0, V315, 0, WSM6(1024, 875) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x000f, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:601, 4.20:735" UMASK0),
	PMS_P_FEVENT_V(0x0f, 0, 0xf, 0, V51, 0, WSM6(1025, 876) EVONLY),
	PMS_P_FUEVENT_V(0x010c, 0, 0xf, 0, V315, 0, WSM6(1026, 877)),
	PMS_P_FUEVENT_V(0x00c0, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:603, 4.20:737" UMASK0),
	PMS_P_FEVENT_V(0xc0, 0, 0xf, 0, V51, 0, WSM6(1027, 878) EVONLY),
	PMS_P_EVENT_V(0xc2, 0xf, 0, V315, 0, WSM6(1028, 879) " (INTEL_EVENT_CONSTRAINT: flags not compared)"),
	PMS_P_FUEVENT_V(0x00c4, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:605, 4.20:739" UMASK0),
	PMS_P_FEVENT_V(0xc4, 0, 0xf, 0, V51, 0, WSM6(1029, 880) EVONLY),
	PMS_P_FUEVENT_V(0x00c5, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:606, 4.20:740" UMASK0),
	PMS_P_FEVENT_V(0xc5, 0, 0xf, 0, V51, 0, WSM6(1030, 881) EVONLY),
	PMS_P_FUEVENT_V(0x00c7, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:607, 4.20:741" UMASK0),
	PMS_P_FEVENT_V(0xc7, 0, 0xf, 0, V51, 0, WSM6(1031, 882) EVONLY),
	PMS_P_FUEVENT_V(0x20c8, 0, 0xf, 0, V315, 0, WSM6(1032, 883)),
	PMS_P_FUEVENT_V(0x00cb, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:609, 4.20:743" UMASK0),
	PMS_P_FEVENT_V(0xcb, 0, 0xf, 0, V51, 0, WSM6(1033, 884) EVONLY),
	PMS_P_FUEVENT_V(0x00f7, 0, 0xf, 0, V315, V51, WSM ", 3.19.8:610, 4.20:744" UMASK0),
	PMS_P_FEVENT_V(0xf7, 0, 0xf, 0, V51, 0, WSM6(1034, 885) EVONLY),
	PMS_P_FUEVENT_V(0x00c0, XB_INV_C16, 0xf, 0, V315, 0,
			WSM6(1036, 887) ", 3.19.8:612, 4.20:746 (0x108000c0, cycles:p alias)" AFLAG),
	PMS_C_END
};

/* ---- Sandy Bridge, Ivy Bridge ---- */

#define SNB "intel_snb_pebs_event_constraints"
#define SNB1 SNB ", perf_event_intel_ds.c 3.14.1:"
#define SNB6(a, b) SNB ", ds.c 6.12:" #a ", 6.1:" #b ERA2
#define SNBX(a, b) SNB ", ds.c 6.12:" #a ", 6.1:" #b \
	" (INTEL_EXCLEVT_CONSTRAINT: event only; from 4.1-rc1 per article, seen 4.2.8)"

const struct pms_cstr pmsi_snb_pebs[] = {
	PMS_P_UEVENT_V(0x01c0, 0x2, 0, V315, SNB1 "610 (INST_RETIRED.PRECDIST)" ERA1),
	PMS_P_UEVENT_V(0x01c2, 0xf, 0, V315, SNB1 "611 (UOPS_RETIRED.ALL)" ERA1),
	PMS_P_UEVENT_V(0x02c2, 0xf, 0, V315, SNB1 "612 (UOPS_RETIRED.RETIRE_SLOTS)" ERA1),
	PMS_P_EVENT_V(0xc4, 0xf, 0, 0, V315, SNB1 "613 (BR_INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc5, 0xf, 0, 0, V315, SNB1 "614 (BR_MISP_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x01cd, 0x8, 0, V315, SNB1 "615 (INTEL_PLD_CONSTRAINT)" ERA1),
	PMS_P_UEVENT_V(0x02cd, 0x8, 0, V315, SNB1 "616 (INTEL_PST_CONSTRAINT)" ERA1),
	PMS_P_EVENT_V(0xd0, 0xf, 0, 0, V315, SNB1 "617 (MEM_UOP_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xd1, 0xf, 0, 0, V315, SNB1 "618 (MEM_LOAD_UOPS_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xd2, 0xf, 0, 0, V315, SNB1 "619 (MEM_LOAD_UOPS_LLC_HIT_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xd3, 0xf, 0, 0, V315, SNB1 "620 (MEM_LOAD_UOPS_LLC_MISS_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x02d4, 0xf, 0, V315, SNB1 "621 (MEM_LOAD_UOPS_MISC_RETIRED.LLC_MISS)" ERA1),

	PMS_P_FUEVENT_V(0x01c0, 0, 0x2, 0, V315, 0, SNB6(1041, 892) " (INST_RETIRED.PRECDIST)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0x8, 0, V315, 0, SNB6(1042, 893) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x02cd, 0, 0x8, 0, V315, 0, SNB6(1043, 894) " (INTEL_PST_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x01c2, XB_INV_C16, 0xf, 0, V315, 0,
			SNB6(1045, 896) ", 3.19.8:621, 4.20:755 (0x108001c2, cycles:p alias)" AFLAG),
	PMS_P_EVENT_V(0xd0, 0xf, EXCL, V41, 0, SNBX(1046, 897)),
	PMS_P_EVENT_V(0xd1, 0xf, EXCL, V41, 0, SNBX(1047, 898)),
	PMS_P_EVENT_V(0xd2, 0xf, EXCL, V41, 0, SNBX(1048, 899)),
	PMS_P_EVENT_V(0xd3, 0xf, EXCL, V41, 0, SNBX(1049, 900)),
	PMS_P_ALL_V(0xf, V315, 0, SNB6(1051, 902) " (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)"),
	PMS_C_END
};

#define IVB "intel_ivb_pebs_event_constraints"
#define IVB1 IVB ", perf_event_intel_ds.c 3.14.1:"
#define IVB6(a, b) IVB ", ds.c 6.12:" #a ", 6.1:" #b ERA2
#define IVBX(a, b) IVB ", ds.c 6.12:" #a ", 6.1:" #b \
	" (INTEL_EXCLEVT_CONSTRAINT: event only; from 4.1-rc1 per article, seen 4.2.8)"
#define PPP " (0x108001c0, cycles:ppp PREC_DIST alias; absent 4.2.8, present 4.6.2: 4.3-rc1 approx)"

const struct pms_cstr pmsi_ivb_pebs[] = {
	PMS_P_UEVENT_V(0x01c0, 0x2, 0, V315, IVB1 "626 (INST_RETIRED.PRECDIST)" ERA1),
	PMS_P_UEVENT_V(0x01c2, 0xf, 0, V315, IVB1 "627 (UOPS_RETIRED.ALL)" ERA1),
	PMS_P_UEVENT_V(0x02c2, 0xf, 0, V315, IVB1 "628 (UOPS_RETIRED.RETIRE_SLOTS)" ERA1),
	PMS_P_EVENT_V(0xc4, 0xf, 0, 0, V315, IVB1 "629 (BR_INST_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xc5, 0xf, 0, 0, V315, IVB1 "630 (BR_MISP_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x01cd, 0x8, 0, V315, IVB1 "631 (INTEL_PLD_CONSTRAINT)" ERA1),
	PMS_P_UEVENT_V(0x02cd, 0x8, 0, V315, IVB1 "632 (INTEL_PST_CONSTRAINT)" ERA1),
	PMS_P_EVENT_V(0xd0, 0xf, 0, 0, V315, IVB1 "633 (MEM_UOP_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xd1, 0xf, 0, 0, V315, IVB1 "634 (MEM_LOAD_UOPS_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xd2, 0xf, 0, 0, V315, IVB1 "635 (MEM_LOAD_UOPS_LLC_HIT_RETIRED)" ERA1),
	PMS_P_EVENT_V(0xd3, 0xf, 0, 0, V315, IVB1 "636 (MEM_LOAD_UOPS_LLC_MISS_RETIRED)" ERA1),

	PMS_P_FUEVENT_V(0x01c0, 0, 0x2, 0, V315, 0, IVB6(1056, 907) " (INST_RETIRED.PRECDIST)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0x8, 0, V315, 0, IVB6(1057, 908) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x02cd, 0, 0x8, 0, V315, 0, IVB6(1058, 909) " (INTEL_PST_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x01c2, XB_INV_C16, 0xf, 0, V315, 0,
			IVB6(1060, 911) ", 3.19.8:632, 4.20:770 (0x108001c2, cycles:p alias)" AFLAG),
	PMS_P_FUEVENT_V(0x01c0, XB_INV_C16, 0x2, 0, V43, 0,
			IVB6(1062, 913) ", 4.6.2:704, 4.20:772" PPP AFLAG),
	PMS_P_EVENT_V(0xd0, 0xf, EXCL, V41, 0, IVBX(1063, 914)),
	PMS_P_EVENT_V(0xd1, 0xf, EXCL, V41, 0, IVBX(1064, 915)),
	PMS_P_EVENT_V(0xd2, 0xf, EXCL, V41, 0, IVBX(1065, 916)),
	PMS_P_EVENT_V(0xd3, 0xf, EXCL, V41, 0, IVBX(1066, 917)),
	PMS_P_ALL_V(0xf, V315, 0, IVB6(1068, 919) " (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)"),
	PMS_C_END
};

/* ---- Haswell: DATALA rows, HT-erratum marked from 4.1 ---- */

#define HSW "intel_hsw_pebs_event_constraints"
#define HSW1 HSW ", perf_event_intel_ds.c 3.14.1:"
#define HSW6(a, b) HSW ", ds.c 6.12:" #a ", 6.1:" #b ERA2
#define HSWL(a, b) HSW ", 3.19.8 (DATALA_LD/ST, not marked; until 4.1-rc1 per article; " \
	"marked XLD/XST at ds.c 6.12:" #a ", 6.1:" #b ")"
#define HSWX(a, b) HSW ", ds.c 6.12:" #a ", 6.1:" #b \
	" (DATALA_XLD/XST: HT-erratum corrupting; from 4.1-rc1 per article, seen 4.2.8)"

const struct pms_cstr pmsi_hsw_pebs[] = {
	PMS_P_UEVENT_V(0x01c0, 0x2, 0, V315, HSW1 "641 (INST_RETIRED.PRECDIST)" ERA1),
	PMS_P_UEVENT_V(0x01c2, 0xf, 0, V315, HSW1 "642 (INTEL_PST_HSW_CONSTRAINT, UOPS_RETIRED.ALL)" ERA1),
	PMS_P_UEVENT_V(0x02c2, 0xf, 0, V315, HSW1 "643 (UOPS_RETIRED.RETIRE_SLOTS)" ERA1),
	PMS_P_EVENT_V(0xc4, 0xf, 0, 0, V315, HSW1 "644 (BR_INST_RETIRED)" ERA1),
	PMS_P_UEVENT_V(0x01c5, 0xf, 0, V315, HSW1 "645 (BR_MISP_RETIRED.CONDITIONAL)" ERA1),
	PMS_P_UEVENT_V(0x04c5, 0xf, 0, V315, HSW1 "646 (BR_MISP_RETIRED.ALL_BRANCHES)" ERA1),
	PMS_P_UEVENT_V(0x20c5, 0xf, 0, V315, HSW1 "647 (BR_MISP_RETIRED.NEAR_TAKEN)" ERA1),
	PMS_P_UEVENT_V(0x01cd, 0x8, 0, V315, HSW1 "648 (INTEL_PLD_CONSTRAINT: GP3 then)" ERA1),
	PMS_P_UEVENT_V(0x11d0, 0xf, 0, V315, HSW1 "650 (MEM_UOPS_RETIRED.STLB_MISS_LOADS)" ERA1),
	PMS_P_UEVENT_V(0x12d0, 0xf, 0, V315, HSW1 "652 (MEM_UOPS_RETIRED.STLB_MISS_STORES)" ERA1),
	PMS_P_UEVENT_V(0x21d0, 0xf, 0, V315, HSW1 "653 (MEM_UOPS_RETIRED.LOCK_LOADS)" ERA1),
	PMS_P_UEVENT_V(0x41d0, 0xf, 0, V315, HSW1 "654 (MEM_UOPS_RETIRED.SPLIT_LOADS)" ERA1),
	PMS_P_UEVENT_V(0x42d0, 0xf, 0, V315, HSW1 "656 (MEM_UOPS_RETIRED.SPLIT_STORES)" ERA1),
	PMS_P_UEVENT_V(0x81d0, 0xf, 0, V315, HSW1 "657 (MEM_UOPS_RETIRED.ALL_LOADS)" ERA1),
	PMS_P_UEVENT_V(0x82d0, 0xf, 0, V315, HSW1 "658 (INTEL_PST_HSW_CONSTRAINT, ALL_STORES)" ERA1),
	PMS_P_UEVENT_V(0x01d1, 0xf, 0, V315, HSW1 "659 (MEM_LOAD_UOPS_RETIRED.L1_HIT)" ERA1),
	PMS_P_UEVENT_V(0x02d1, 0xf, 0, V315, HSW1 "660 (MEM_LOAD_UOPS_RETIRED.L2_HIT)" ERA1),
	PMS_P_UEVENT_V(0x04d1, 0xf, 0, V315, HSW1 "661 (MEM_LOAD_UOPS_RETIRED.L3_HIT)" ERA1),
	PMS_P_UEVENT_V(0x40d1, 0xf, 0, V315, HSW1 "663 (MEM_LOAD_UOPS_RETIRED.HIT_LFB)" ERA1),
	PMS_P_UEVENT_V(0x01d2, 0xf, 0, V315, HSW1 "665 (MEM_LOAD_UOPS_LLC_HIT_RETIRED.XSNP_MISS)" ERA1),
	PMS_P_UEVENT_V(0x02d2, 0xf, 0, V315, HSW1 "667 (MEM_LOAD_UOPS_LLC_HIT_RETIRED.XSNP_HIT)" ERA1),
	PMS_P_UEVENT_V(0x01d3, 0xf, 0, V315, HSW1 "669 (MEM_LOAD_UOPS_LLC_MISS_RETIRED.LOCAL_DRAM)" ERA1),
	PMS_P_UEVENT_V(0x04c8, 0xf, 0, V315, HSW1 "670 (HLE_RETIRED.Abort)" ERA1),
	PMS_P_UEVENT_V(0x04c9, 0xf, 0, V315, HSW1 "671 (RTM_RETIRED.Abort)" ERA1),

	PMS_P_FUEVENT_V(0x01c0, 0, 0x2, 0, V315, 0, HSW6(1073, 924) " (INST_RETIRED.PRECDIST)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0xf, 0, V315, 0, HSW6(1074, 925) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x01c2, XB_INV_C16, 0xf, 0, V315, 0,
			HSW6(1076, 927) ", 3.19.8:642, 4.20:786 (0x108001c2, cycles:p alias)" AFLAG),
	PMS_P_FUEVENT_V(0x01c0, XB_INV_C16, 0x2, 0, V43, 0,
			HSW6(1078, 929) ", 4.6.2:720, 4.20:788" PPP AFLAG),
	PMS_P_FUEVENT_V(0x01c2, 0, 0xf, 0, V315, 0, HSW6(1079, 930) " (DATALA_NA, UOPS_RETIRED.ALL)"),
	PMS_P_FUEVENT_V(0x11d0, 0, 0xf, 0, V315, V41, HSWL(1080, 931)),
	PMS_P_FUEVENT_V(0x21d0, 0, 0xf, 0, V315, V41, HSWL(1081, 932)),
	PMS_P_FUEVENT_V(0x41d0, 0, 0xf, 0, V315, V41, HSWL(1082, 933)),
	PMS_P_FUEVENT_V(0x81d0, 0, 0xf, 0, V315, V41, HSWL(1083, 934)),
	PMS_P_FUEVENT_V(0x12d0, 0, 0xf, 0, V315, V41, HSWL(1084, 935)),
	PMS_P_FUEVENT_V(0x42d0, 0, 0xf, 0, V315, V41, HSWL(1085, 936)),
	PMS_P_FUEVENT_V(0x82d0, 0, 0xf, 0, V315, V41, HSWL(1086, 937)),
	PMS_P_FEVENT_V(0xd1, 0, 0xf, 0, V315, V41, HSWL(1087, 938)),
	PMS_P_FEVENT_V(0xd2, 0, 0xf, 0, V315, V41, HSWL(1088, 939)),
	PMS_P_FEVENT_V(0xd3, 0, 0xf, 0, V315, V41, HSWL(1089, 940)),
	PMS_P_FUEVENT_V(0x11d0, 0, 0xf, EXCL, V41, 0, HSWX(1080, 931) " (STLB_MISS_LOADS)"),
	PMS_P_FUEVENT_V(0x21d0, 0, 0xf, EXCL, V41, 0, HSWX(1081, 932) " (LOCK_LOADS)"),
	PMS_P_FUEVENT_V(0x41d0, 0, 0xf, EXCL, V41, 0, HSWX(1082, 933) " (SPLIT_LOADS)"),
	PMS_P_FUEVENT_V(0x81d0, 0, 0xf, EXCL, V41, 0, HSWX(1083, 934) " (ALL_LOADS)"),
	PMS_P_FUEVENT_V(0x12d0, 0, 0xf, EXCL, V41, 0, HSWX(1084, 935) " (STLB_MISS_STORES)"),
	PMS_P_FUEVENT_V(0x42d0, 0, 0xf, EXCL, V41, 0, HSWX(1085, 936) " (SPLIT_STORES)"),
	PMS_P_FUEVENT_V(0x82d0, 0, 0xf, EXCL, V41, 0, HSWX(1086, 937) " (ALL_STORES)"),
	PMS_P_FEVENT_V(0xd1, 0, 0xf, EXCL, V41, 0, HSWX(1087, 938) " (MEM_LOAD_UOPS_RETIRED)"),
	PMS_P_FEVENT_V(0xd2, 0, 0xf, EXCL, V41, 0, HSWX(1088, 939) " (MEM_LOAD_UOPS_L3_HIT_RETIRED)"),
	PMS_P_FEVENT_V(0xd3, 0, 0xf, EXCL, V41, 0, HSWX(1089, 940) " (MEM_LOAD_UOPS_L3_MISS_RETIRED)"),
	PMS_P_ALL_V(0xf, V315, 0, HSW6(1091, 942) " (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)"),
	PMS_C_END
};

/*
 * ---- Broadwell ----  The kernel gave Broadwell the Haswell table until its
 * own (absent 4.2.8, present 4.6.2: 4.3-rc1 approx); the masks are the same
 * and the Haswell table's HT-erratum marks never apply to Broadwell (no
 * intel_ht_bug quirk), so one set of rows covers both periods.
 */
#define BDW "intel_bdw_pebs_event_constraints (intel_hsw_pebs_event_constraints before 4.3-rc1 approx)"
#define BDW6(a, b) BDW ", ds.c 6.12:" #a ", 6.1:" #b

const struct pms_cstr pmsi_bdw_pebs[] = {
	PMS_P_FUEVENT_V(0x01c0, 0, 0x2, 0, 0, 0, BDW6(1096, 947) " (INST_RETIRED.PRECDIST)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0xf, 0, 0, 0, BDW6(1097, 948) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x01c2, XB_INV_C16, 0xf, 0, 0, 0,
			BDW6(1099, 950) ", 4.6.2:741, 4.20:809 (0x108001c2, cycles:p alias)" AFLAG),
	PMS_P_FUEVENT_V(0x01c0, XB_INV_C16, 0x2, 0, V43, 0,
			BDW6(1101, 952) ", 4.6.2:743, 4.20:811" PPP AFLAG),
	PMS_P_FUEVENT_V(0x01c2, 0, 0xf, 0, 0, 0, BDW6(1102, 953) " (DATALA_NA, UOPS_RETIRED.ALL)"),
	PMS_P_FUEVENT_V(0x11d0, 0, 0xf, 0, 0, 0, BDW6(1103, 954) " (DATALA_LD, STLB_MISS_LOADS)"),
	PMS_P_FUEVENT_V(0x21d0, 0, 0xf, 0, 0, 0, BDW6(1104, 955) " (DATALA_LD, LOCK_LOADS)"),
	PMS_P_FUEVENT_V(0x41d0, 0, 0xf, 0, 0, 0, BDW6(1105, 956) " (DATALA_LD, SPLIT_LOADS)"),
	PMS_P_FUEVENT_V(0x81d0, 0, 0xf, 0, 0, 0, BDW6(1106, 957) " (DATALA_LD, ALL_LOADS)"),
	PMS_P_FUEVENT_V(0x12d0, 0, 0xf, 0, 0, 0, BDW6(1107, 958) " (DATALA_ST, STLB_MISS_STORES)"),
	PMS_P_FUEVENT_V(0x42d0, 0, 0xf, 0, 0, 0, BDW6(1108, 959) " (DATALA_ST, SPLIT_STORES)"),
	PMS_P_FUEVENT_V(0x82d0, 0, 0xf, 0, 0, 0, BDW6(1109, 960) " (DATALA_ST, ALL_STORES)"),
	PMS_P_FEVENT_V(0xd1, 0, 0xf, 0, 0, 0, BDW6(1110, 961) " (DATALA_LD, MEM_LOAD_UOPS_RETIRED)"),
	PMS_P_FEVENT_V(0xd2, 0, 0xf, 0, 0, 0, BDW6(1111, 962) " (DATALA_LD, MEM_LOAD_UOPS_L3_HIT_RETIRED)"),
	PMS_P_FEVENT_V(0xd3, 0, 0xf, 0, 0, 0, BDW6(1112, 963) " (DATALA_LD, MEM_LOAD_UOPS_L3_MISS_RETIRED)"),
	PMS_P_ALL_V(0xf, 0, 0, BDW6(1114, 965) " (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)"),
	PMS_C_END
};

/* ---- Skylake family (own table from the first Skylake kernels) ---- */

#define SKL "intel_skl_pebs_event_constraints"
#define SKL6(a, b) SKL ", ds.c 6.12:" #a ", 6.1:" #b ", 4.6.2"

const struct pms_cstr pmsi_skl_pebs[] = {
	PMS_P_FUEVENT_V(0x01c0, 0, 0x2, 0, 0, 0, SKL6(1120, 971) " (INST_RETIRED.PREC_DIST)"),
	PMS_P_FUEVENT_V(0x01c0, XB_INV_C16, 0x2, 0, 0, 0,
			SKL6(1122, 973) ":764, 4.20:832 (0x108001c0, cycles:ppp PREC_DIST alias)" AFLAG),
	PMS_P_FUEVENT_V(0x00c0, XB_INV_C16, 0xf, 0, 0, 0,
			SKL6(1124, 975) ":766, 4.20:834 (0x108000c0, cycles:p alias)" AFLAG),
	PMS_P_FUEVENT_V(0x01cd, 0, 0xf, 0, 0, 0, SKL6(1125, 976) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x11d0, 0, 0xf, 0, 0, 0, SKL6(1126, 977) " (DATALA_LD, STLB_MISS_LOADS)"),
	PMS_P_FUEVENT_V(0x12d0, 0, 0xf, 0, 0, 0, SKL6(1127, 978) " (DATALA_ST, STLB_MISS_STORES)"),
	PMS_P_FUEVENT_V(0x21d0, 0, 0xf, 0, 0, 0, SKL6(1128, 979) " (DATALA_LD, LOCK_LOADS)"),
	PMS_P_FUEVENT_V(0x22d0, 0, 0xf, 0, 0, 0, SKL6(1129, 980) " (DATALA_ST, LOCK_STORES)"),
	PMS_P_FUEVENT_V(0x41d0, 0, 0xf, 0, 0, 0, SKL6(1130, 981) " (DATALA_LD, SPLIT_LOADS)"),
	PMS_P_FUEVENT_V(0x42d0, 0, 0xf, 0, 0, 0, SKL6(1131, 982) " (DATALA_ST, SPLIT_STORES)"),
	PMS_P_FUEVENT_V(0x81d0, 0, 0xf, 0, 0, 0, SKL6(1132, 983) " (DATALA_LD, ALL_LOADS)"),
	PMS_P_FUEVENT_V(0x82d0, 0, 0xf, 0, 0, 0, SKL6(1133, 984) " (DATALA_ST, ALL_STORES)"),
	PMS_P_FEVENT_V(0xd1, 0, 0xf, 0, 0, 0, SKL6(1134, 985) " (DATALA_LD, MEM_LOAD_RETIRED)"),
	PMS_P_FEVENT_V(0xd2, 0, 0xf, 0, 0, 0, SKL6(1135, 986) " (DATALA_LD, MEM_LOAD_L3_HIT_RETIRED)"),
	PMS_P_FEVENT_V(0xd3, 0, 0xf, 0, 0, 0, SKL6(1136, 987) " (DATALA_LD, MEM_LOAD_L3_MISS_RETIRED)"),
	PMS_P_ALL_V(0xf, 0, 0, SKL6(1138, 989) " (INTEL_ALL_EVENT_CONSTRAINT: any event without flags)"),
	PMS_C_END
};

/*
 * ---- Ice Lake: adaptive PEBS, listed rows only ----
 * 3d0c3953601d moved SLOTS from FIXED2 to FIXED3 (in mainline before the
 * 5.2 stable backport of 14 Aug 2019: 5.3-rc4 approx); 2de71ee153ef added
 * the 0x0100 encoding (5.16-rc1: backported to 5.14 on 15 Nov 2021); the
 * DATALA rows were replaced in Nov 2022 ("Fix pebs event constraints for
 * ICL", perf/urgent: 6.1-rc4 approx; 0x01d0/0x02d0 in 5.3.1 and 5.10.13).
 */
#define ICL "intel_icl_pebs_event_constraints"
#define ICL6(a, b) ICL ", ds.c 6.12:" #a ", 6.1:" #b
#define V53R4 PMS_KVER_RC(5, 3, 4)
#define V516 PMS_KVER_RC(5, 16, 1)
#define V61R4 PMS_KVER_RC(6, 1, 4)
#define FX2 (UINT64_C(1) << (PMS_FIXED0 + 2))
#define FX3 (UINT64_C(1) << (PMS_FIXED0 + 3))
/* the pseudo rows of the icl, glc and lnc PEBS tables: in 7.2.13's ds.c,
 * gone from 7.3.4's (7.3-rc1 approx); such events then take the counting
 * table (PMU_FL_PEBS_ALL) */
#define V73 PMS_KVER_RC(7, 3, 1)
#define GONE73 "; not in ds.c 7.3.4: until 7.3-rc1 approx"

const struct pms_cstr pmsi_icl_pebs[] = {
	PMS_P_FUEVENT_V(0x01c0, 0, FX0, 0, 0, V73, ICL6(1143, 994) ", 5.3.1:853 (old INST_RETIRED.PREC_DIST"
			GONE73 ")"),
	PMS_P_FUEVENT_V(0x0100, 0, FX0, 0, V516, V73,
			ICL6(1144, 995) " (INST_RETIRED.PREC_DIST; 2de71ee153ef, 5.16-rc1" GONE73 ")"),
	PMS_P_FUEVENT_V(0x0400, 0, FX2, 0, 0, V53R4,
			ICL " (SLOTS on FIXED2 until 3d0c3953601d, 5.3-rc4 approx)"),
	PMS_P_FUEVENT_V(0x0400, 0, FX3, 0, V53R4, V73,
			ICL6(1145, 996) ", 5.3.1:854 (SLOTS; 3d0c3953601d, 5.3-rc4 approx" GONE73 ")"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0xff, 0, 0, 0, ICL6(1147, 998) ", 5.3.1:856 (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x01d0, 0, 0xf, 0, 0, V61R4,
			ICL ", 5.3.1, 5.10.13 (DATALA_LD 0x01d0, MEM_INST_RETIRED.LOAD; until 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x02d0, 0, 0xf, 0, 0, V61R4,
			ICL ", 5.3.1, 5.10.13 (DATALA_ST 0x02d0, MEM_INST_RETIRED.STORE; until 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x11d0, 0, 0xf, 0, V61R4, 0, ICL6(1148, 999) " (DATALA_LD; 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x12d0, 0, 0xf, 0, V61R4, 0, ICL6(1149, 1000) " (DATALA_ST; 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x21d0, 0, 0xf, 0, V61R4, 0, ICL6(1150, 1001) " (DATALA_LD; 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x41d0, 0, 0xf, 0, V61R4, 0, ICL6(1151, 1002) " (DATALA_LD; 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x42d0, 0, 0xf, 0, V61R4, 0, ICL6(1152, 1003) " (DATALA_ST; 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x81d0, 0, 0xf, 0, V61R4, 0, ICL6(1153, 1004) " (DATALA_LD; 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x82d0, 0, 0xf, 0, V61R4, 0, ICL6(1154, 1005) " (DATALA_ST; 6.1-rc4 approx)"),
	PMS_P_FRANGE_V(0xd1, 0xd4, 0xf, 0, 0, ICL6(1156, 1007) " (DATALA_LD_RANGE, MEM_LOAD_*_RETIRED)"),
	PMS_P_FEVENT_V(0xd0, 0, 0xf, 0, 0, 0, ICL6(1158, 1009) ", 5.3.1:862 (MEM_INST_RETIRED.*)"),
	PMS_C_END
};

/*
 * ---- Golden Cove (Sapphire/Emerald Rapids): intel_spr_pebs_event_constraints
 * in 6.1, intel_glc_pebs_event_constraints in 6.12.  2de71ee153ef replaced
 * 0x01c0 by 0x0100 (5.16-rc1); 0916886bb978 replaced 0x01d0/0x02d0 by the
 * DATALA rows below (perf/urgent, Nov 2022: 6.1-rc4 approx).  Rows of the
 * first SPR kernels (5.12) not named here are assumed as in 6.1.
 */
#define GLC "intel_glc_pebs_event_constraints (intel_spr_pebs_event_constraints in 6.1)"
#define GLC6(a, b) GLC ", ds.c 6.12:" #a ", 6.1:" #b

const struct pms_cstr pmsi_glc_pebs[] = {
	PMS_P_FUEVENT_V(0x01c0, 0, FX0, 0, 0, V516, GLC " (0x01c0 PREC_DIST until 2de71ee153ef, 5.16-rc1)"),
	PMS_P_FUEVENT_V(0x0100, 0, FX0, 0, V516, V73, GLC6(1169, 1020) " (INST_RETIRED.PREC_DIST"
			GONE73 ")"),
	PMS_P_FUEVENT_V(0x0400, 0, FX3, 0, 0, V73, GLC6(1170, 1021) " (SLOTS" GONE73 ")"),
	PMS_P_FEVENT_V(0xc0, 0, 0xfe, 0, 0, 0, GLC6(1172, 1023) " (INST_RETIRED.*: GP1-7)"),
	PMS_P_FUEVENT_V(0x01cd, 0, 0xfe, 0, 0, 0, GLC6(1173, 1024) " (INTEL_PLD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x02cd, 0, 0x1, 0, 0, 0, GLC6(1174, 1025) " (INTEL_PSD_CONSTRAINT)"),
	PMS_P_FUEVENT_V(0x01d0, 0, 0xf, 0, 0, V61R4, GLC " (DATALA_LD 0x01d0 until 0916886bb978, 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x02d0, 0, 0xf, 0, 0, V61R4, GLC " (DATALA_ST 0x02d0 until 0916886bb978, 6.1-rc4 approx)"),
	PMS_P_FUEVENT_V(0x11d0, 0, 0xf, 0, V61R4, 0, GLC6(1175, 1026) " (DATALA_LD)"),
	PMS_P_FUEVENT_V(0x12d0, 0, 0xf, 0, V61R4, 0, GLC6(1176, 1027) " (DATALA_ST)"),
	PMS_P_FUEVENT_V(0x21d0, 0, 0xf, 0, V61R4, 0, GLC6(1177, 1028) " (DATALA_LD)"),
	PMS_P_FUEVENT_V(0x41d0, 0, 0xf, 0, V61R4, 0, GLC6(1178, 1029) " (DATALA_LD)"),
	PMS_P_FUEVENT_V(0x42d0, 0, 0xf, 0, V61R4, 0, GLC6(1179, 1030) " (DATALA_ST)"),
	PMS_P_FUEVENT_V(0x81d0, 0, 0xf, 0, V61R4, 0, GLC6(1180, 1031) " (DATALA_LD)"),
	PMS_P_FUEVENT_V(0x82d0, 0, 0xf, 0, V61R4, 0, GLC6(1181, 1032) " (DATALA_ST)"),
	PMS_P_FRANGE_V(0xd1, 0xd4, 0xf, 0, 0, GLC6(1183, 1034) " (DATALA_LD_RANGE)"),
	PMS_P_FEVENT_V(0xd0, 0, 0xf, 0, 0, 0, GLC6(1185, 1036)),
	PMS_C_END
};
