/*
 * pmusched error codes and diagnostics.
 *
 * Every fallible library function returns PMS_OK or a negative PMS_E* code
 * and, when given a non-NULL struct pms_diag, fills it with the byte
 * position of the offending token and a one-line message.
 */
#ifndef PMUSCHED_ERROR_H
#define PMUSCHED_ERROR_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum pms_err {
	PMS_OK       =  0,
	PMS_EINVAL   = -1,	/* bad argument or impossible option */
	PMS_ENOMEM   = -2,
	PMS_ESYNTAX  = -3,	/* malformed input; see pms_diag.pos */
	PMS_ENOEVENT = -4,	/* event unknown for this model */
	PMS_ENOMODEL = -5,	/* CPU model unknown or not detectable */
	PMS_EUNSCHED = -6,	/* constraints cannot all be met */
	PMS_ESYS     = -7,	/* a system call failed; see pms_diag.sys_errno */
	PMS_ENOTSUP  = -8,	/* not available on this build or host */
	PMS_ELIMIT   = -9,	/* input exceeds a documented limit */
	PMS_ERANGE   = -10,	/* value out of its valid range */
};

#define PMS_NOPOS ((size_t)-1)

/*
 * PMS_OPTS(type, name, .field = value, ...) - declare a size-versioned
 * struct (every struct whose first member is "size_t sz", see pmusched.h)
 * with its sz set to this header's size and the given fields, the others
 * zero, as libbpf's LIBBPF_OPTS() does:
 *
 *	PMS_OPTS(pms_sim_opts, o, .env = PMS_ENV_DEFAULT, .duration_ns = 8000000);
 *
 * A size-versioned struct whose sz is 0 (or below sizeof(size_t)) is
 * refused with PMS_EINVAL, the message naming the struct.
 */
#define PMS_OPTS(TYPE, ...) PMS_OPTS_(TYPE, __VA_ARGS__, )
#define PMS_OPTS_(TYPE, NAME, ...) struct TYPE NAME = { .sz = sizeof(struct TYPE), __VA_ARGS__ }

struct pms_diag {
	int    code;		/* same value the function returned */
	int    sys_errno;	/* set only with PMS_ESYS */
	size_t pos;		/* byte offset into the input, or PMS_NOPOS */
	size_t len;		/* length of the offending token (0: unknown) */
	char   msg[200];	/* "unknown modifier 'q'": lowercase, no period */
	char   hint[200];	/* optional next step for a human, or "" */
};

/* Never NULL; "unknown error" for codes it does not know. */
const char *pms_strerror(int code);

/* Reset @d to "no error" (code PMS_OK, pos PMS_NOPOS, empty strings). */
void pms_diag_clear(struct pms_diag *d);

#ifdef __cplusplus
}
#endif
#endif
