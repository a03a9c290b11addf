#include <stdio.h>
#include <string.h>
#include "internal.h"

static void (*log_fn)(void *ctx, int level, const char *msg);
static void *log_ctx;

PMS_API const char *pms_version(void)
{
	return PMS_VERSION_STRING;
}

PMS_API const char *pms_strerror(int code)
{
	switch (code) {
	case PMS_OK: return "success";
	case PMS_EINVAL: return "invalid argument";
	case PMS_ENOMEM: return "out of memory";
	case PMS_ESYNTAX: return "syntax error";
	case PMS_ENOEVENT: return "unknown event";
	case PMS_ENOMODEL: return "unknown CPU model";
	case PMS_EUNSCHED: return "constraints cannot be met";
	case PMS_ESYS: return "system call failed";
	case PMS_ENOTSUP: return "not supported";
	case PMS_ELIMIT: return "limit exceeded";
	case PMS_ERANGE: return "out of range";
	}
	return "unknown error";
}

PMS_API void pms_diag_clear(struct pms_diag *d)
{
	if (!d)
		return;
	memset(d, 0, sizeof(*d));
	d->pos = PMS_NOPOS;
}

int pmsi_diag(struct pms_diag *d, int code, size_t pos, size_t len, const char *fmt, ...)
{
	va_list ap;

	if (!d)
		return code;
	d->code = code;
	d->pos = pos;
	d->len = len;
	d->hint[0] = '\0';
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
	va_end(ap);
	return code;
}

void pmsi_hint(struct pms_diag *d, const char *fmt, ...)
{
	va_list ap;

	if (!d)
		return;
	va_start(ap, fmt);
	vsnprintf(d->hint, sizeof(d->hint), fmt, ap);
	va_end(ap);
}

PMS_API void pms_set_log(void (*fn)(void *ctx, int level, const char *msg), void *ctx)
{
	log_fn = fn;
	log_ctx = ctx;
}

void pmsi_log(int level, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	if (!log_fn)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	log_fn(log_ctx, level, buf);
}

int pmsi_sz_copy(void *dst, size_t dst_sz, const void *src, const char *what,
		 struct pms_diag *d)
{
	const unsigned char *b = src;
	size_t sz;

	if (!src)
		return PMS_OK;
	memcpy(&sz, src, sizeof(sz));
	if (sz < sizeof(size_t))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s: sz %zu is below sizeof(size_t) "
				 "(set it to the struct's size: PMS_OPTS() does)", what, sz);
	for (size_t k = dst_sz; k < sz; k++)
		if (b[k])
			return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s: size %zu has fields this "
					 "library (size %zu) does not know, set", what, sz, dst_sz);
	memcpy(dst, src, sz < dst_sz ? sz : dst_sz);
	memcpy(dst, &dst_sz, sizeof(dst_sz));
	return PMS_OK;
}

int pmsi_sz_out(const void *out, const char *what, struct pms_diag *d)
{
	size_t sz;

	memcpy(&sz, out, sizeof(sz));
	if (sz < sizeof(size_t))
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "%s: sz %zu is below sizeof(size_t) "
				 "(set it to the struct's size)", what, sz);
	return PMS_OK;
}

void pmsi_sz_give(void *out, const void *src, size_t src_sz)
{
	unsigned char *b = out;
	size_t sz;

	memcpy(&sz, out, sizeof(sz));
	memcpy(b + sizeof(sz), (const unsigned char *)src + sizeof(sz),
	       (sz < src_sz ? sz : src_sz) - sizeof(sz));
	if (sz > src_sz)
		memset(b + src_sz, 0, sz - src_sz);
}
