/*
 * PEBS tables: the masks precise events (:p, :pp, :ppp) get instead of
 * their counting masks.  Source: model-constraints.md 5.6 (summary of
 * intel_*_pebs_event_constraints in arch/x86/events/intel/ds.c, v6.13.7;
 * read order 4.2.8 onwards: extra-MSR reservation, then the PEBS table).
 *
 * Sandy Bridge to Skylake end with a catch-all entry giving GP0-3 to any
 * event without edge/inv/cmask/any/in_tx flags; an event that matches no
 * entry is refused (PMS_PEBS_LISTED).  From Ice Lake (adaptive PEBS) the
 * counting table applies to events without an entry (PMS_PEBS_ADAPTIVE).
 *
 * Not modelled: the kernel's PEBS aliases that rewrite cycles:pp into
 * UOPS_RETIRED/INST_RETIRED forms, and Nehalem/Westmere's listed tables.
 */
#include "../x86_common.h"

#define DS "intel_*_pebs_event_constraints (ds.c); model-constraints.md 5.6"

/* Sandy Bridge, Ivy Bridge: PREC_DIST on GP1, load latency on GP3 */
const struct pms_cstr pmsi_snb_pebs[] = {
	PMS_C_UEVENT(0x01c0, 0x2, DS " (INST_RETIRED.PREC_DIST: GP1)"),
	PMS_C_UEVENT(0x01cd, 0x8, DS " (MEM_TRANS_RETIRED.LOAD_LATENCY: GP3)"),
	PMS_C_XEVENT_V(0xd0, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd0, HT-erratum corrupting)"),
	PMS_C_XEVENT_V(0xd1, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd1, HT-erratum corrupting)"),
	PMS_C_XEVENT_V(0xd2, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd2, HT-erratum corrupting)"),
	PMS_C_XEVENT_V(0xd3, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd3, HT-erratum corrupting)"),
	PMS_C_PLAIN(0xf, DS " (catch-all: any event without flags, GP0-3)"),
	PMS_C_END
};

/* Haswell: load latency on GP0-3 */
const struct pms_cstr pmsi_hsw_pebs[] = {
	PMS_C_UEVENT(0x01c0, 0x2, DS " (INST_RETIRED.PREC_DIST: GP1)"),
	PMS_C_UEVENT(0x01cd, 0xf, DS " (MEM_TRANS_RETIRED.LOAD_LATENCY: GP0-3)"),
	PMS_C_XEVENT_V(0xd0, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd0, HT-erratum corrupting)"),
	PMS_C_XEVENT_V(0xd1, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd1, HT-erratum corrupting)"),
	PMS_C_XEVENT_V(0xd2, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd2, HT-erratum corrupting)"),
	PMS_C_XEVENT_V(0xd3, 0xf, PMS_KVER(4, 1, 1), 0, DS " (0xd3, HT-erratum corrupting)"),
	PMS_C_PLAIN(0xf, DS " (catch-all: any event without flags, GP0-3)"),
	PMS_C_END
};

/* Broadwell, Skylake family: no corrupting events */
const struct pms_cstr pmsi_bdw_pebs[] = {
	PMS_C_UEVENT(0x01c0, 0x2, DS " (INST_RETIRED.PREC_DIST: GP1)"),
	PMS_C_UEVENT(0x01cd, 0xf, DS " (MEM_TRANS_RETIRED.LOAD_LATENCY: GP0-3)"),
	PMS_C_PLAIN(0xf, DS " (catch-all: any event without flags, GP0-3)"),
	PMS_C_END
};

/* Ice Lake: PREC_DIST on FIXED0, load latency on any GP counter */
const struct pms_cstr pmsi_icl_pebs[] = {
	PMS_C_UEVENT(0x01c0, UINT64_C(1) << PMS_FIXED0, DS " (INST_RETIRED.PREC_DIST: FIXED0)"),
	PMS_C_UEVENT(0x0100, UINT64_C(1) << PMS_FIXED0, DS " (INST_RETIRED.PREC_DIST pseudo: FIXED0)"),
	PMS_C_UEVENT(0x01cd, 0xff, DS " (MEM_TRANS_RETIRED.LOAD_LATENCY: GP0-7)"),
	PMS_C_END
};

/* Golden Cove: load latency on GP1-7; other :ppp events GP0 (pebs_ppp_gp0) */
const struct pms_cstr pmsi_glc_pebs[] = {
	PMS_C_UEVENT(0x01c0, UINT64_C(1) << PMS_FIXED0, DS " (INST_RETIRED.PREC_DIST: FIXED0)"),
	PMS_C_UEVENT(0x0100, UINT64_C(1) << PMS_FIXED0, DS " (INST_RETIRED.PREC_DIST pseudo: FIXED0)"),
	PMS_C_UEVENT(0x01cd, 0xfe, DS " (MEM_TRANS_RETIRED.LOAD_LATENCY: GP1-7)"),
	PMS_C_END
};
