/*
 * Output files for perf stat's -o and the SVG pictures: where a path
 * leads, and how to write it without ever leaving half a file.
 *
 * A regular file (or a name that does not exist yet) is written to a
 * temporary created with mkostemp in the same directory and renamed over
 * it, so a reader sees the old file or the new one, never a mixture, and
 * two writers never share a temporary.  Anything else (a character or block
 * device, a FIFO, a socket, or a symlink to one of those) is written
 * through, as perf stat does with fopen: /dev/null stays a device.  A
 * symlink to a regular file is followed and the file it names is replaced;
 * a dangling symlink creates the file it names.  Appending writes in place.
 *
 * The temporary's name is ".NAME.XXXXXX" with NAME shortened so that the
 * component stays within NAME_MAX and the path within PATH_MAX: a target
 * name of the system's maximum length still works.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "internal.h"

#define MAX_LINK_HOPS 40	/* the kernel's MAXSYMLINKS */

struct pms_outfile {
	enum pms_outfile_kind kind;
	int fd;			/* -1 once taken by the caller or closed */
	bool committed;
	char *target;		/* the file written (symlinks resolved for REPLACE) */
	char *tmp;		/* the temporary (REPLACE until committed), or NULL */
	mode_t mode;		/* REPLACE: the mode to give the new file */
	uid_t uid;
	gid_t gid;
	bool keep_owner;	/* replacing an existing file: keep its owner */
};

static int sys_fail(struct pms_diag *d, int e, const char *what, const char *path)
{
	pmsi_diag(d, PMS_ESYS, PMS_NOPOS, 0, "cannot %s '%s': %s", what, path, strerror(e));
	if (d)
		d->sys_errno = e;
	return PMS_ESYS;
}

/* Directory part of @path ("." when it has none); NULL on ENOMEM. */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t n;
	char *s;

	if (!slash)
		return pmsi_strdup(".");
	n = slash == path ? 1 : (size_t)(slash - path);
	s = pmsi_malloc(n + 1);
	if (s) {
		memcpy(s, path, n);
		s[n] = '\0';
	}
	return s;
}

PMS_API int pms_outfile_tmp_template(const char *target, char *buf, size_t n)
{
	const char *slash, *base;
	size_t dlen, blen, room;

	if (!target || !buf || !n)
		return PMS_EINVAL;
	slash = strrchr(target, '/');
	base = slash ? slash + 1 : target;
	dlen = slash ? (size_t)(slash - target) + 1 : 0;	/* with its '/' */
	blen = strlen(base);
	if (!blen)
		return PMS_EINVAL;
	/* ".BASE.XXXXXX": the component within NAME_MAX, the path within PATH_MAX */
	if (blen > NAME_MAX - 8)
		blen = NAME_MAX - 8;
	room = PATH_MAX - 1 < n - 1 ? PATH_MAX - 1 : n - 1;
	if (dlen + 8 > room)
		return PMS_ELIMIT;
	if (dlen + 8 + blen > room)
		blen = room - dlen - 8;
	memcpy(buf, target, dlen);
	buf[dlen] = '.';
	memcpy(buf + dlen + 1, base, blen);
	memcpy(buf + dlen + 1 + blen, ".XXXXXX", 8);
	return PMS_OK;
}

/* Names the kernel resolves to open files (/dev/stdout, /proc/self/fd/N). */
static bool is_magic(const char *p)
{
	return !strncmp(p, "/proc/", 6) || !strncmp(p, "/dev/fd/", 8);
}

/*
 * The target of @path: the last component's symlinks are followed by hand,
 * so a dangling one names the file to create and a regular file is
 * replaced where it lives, not over the link.  A name under /proc or
 * /dev/fd (/dev/stdout leads there) stands for an open file and is always
 * written through.  *exists: the target exists, *st its status, *magic:
 * write through @path.
 */
static int resolve(const char *path, char **target, bool *exists, bool *magic,
		   struct stat *st, struct pms_diag *d)
{
	char *p = pmsi_strdup(path);

	*target = NULL;
	*exists = false;
	*magic = false;
	if (!p)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	for (int hop = 0; hop <= MAX_LINK_HOPS; hop++) {
		char link[PATH_MAX], *next, *dir;
		ssize_t len;

		if (is_magic(p)) {
			pmsi_free(p);
			if (stat(path, st))
				return sys_fail(d, errno, "write", path);
			*magic = *exists = true;
			*target = pmsi_strdup(path);
			return *target ? PMS_OK : pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0,
							    "out of memory");
		}
		if (lstat(p, st)) {
			int e = errno;

			if (e == ENOENT) {
				*target = p;	/* absent: created here */
				return PMS_OK;
			}
			pmsi_free(p);
			return sys_fail(d, e, "write", path);
		}
		if (!S_ISLNK(st->st_mode)) {
			*exists = true;
			*target = p;
			return PMS_OK;
		}
		len = readlink(p, link, sizeof(link) - 1);
		if (len < 0) {
			int e = errno;

			pmsi_free(p);
			return sys_fail(d, e, "write", path);
		}
		link[len] = '\0';
		if (link[0] == '/' || !strchr(p, '/')) {
			next = pmsi_strdup(link);
		} else {
			size_t n;

			dir = dir_of(p);
			n = dir ? strlen(dir) + strlen(link) + 2 : 0;
			next = dir ? pmsi_malloc(n) : NULL;
			if (next)
				snprintf(next, n, "%s/%s", dir, link);
			pmsi_free(dir);
		}
		pmsi_free(p);
		if (!next)
			return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
		if (strlen(next) >= PATH_MAX) {
			pmsi_free(next);
			return sys_fail(d, ENAMETOOLONG, "write", path);
		}
		p = next;
	}
	pmsi_free(p);
	return sys_fail(d, ELOOP, "write", path);
}

/* The directory that will hold the temporary must exist and take new files. */
static int check_dir(const char *path, const char *target, struct pms_diag *d)
{
	char *dir = dir_of(target);
	struct stat st;
	int rc = PMS_OK;

	if (!dir)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	if (stat(dir, &st))
		rc = sys_fail(d, errno, "create", path);
	else if (!S_ISDIR(st.st_mode))
		rc = sys_fail(d, ENOTDIR, "create", path);
	else if (access(dir, W_OK | X_OK))
		rc = sys_fail(d, errno, "create", path);
	if (rc && d && dir[0]) {
		if (d->sys_errno == EACCES || d->sys_errno == EROFS)
			pmsi_hint(d, "the file is replaced through a temporary file in '%s', "
				  "which must be writable", dir);
	}
	pmsi_free(dir);
	return rc;
}

static int plan(const char *path, unsigned flags, struct pms_outfile *o, struct pms_diag *d)
{
	char buf[PATH_MAX];
	struct stat st;
	bool exists, magic;
	int rc;

	if (!path || !path[0])
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "empty output file name");
	if (strlen(path) >= PATH_MAX)
		return sys_fail(d, ENAMETOOLONG, "write", path);
	rc = resolve(path, &o->target, &exists, &magic, &st, d);
	if (rc)
		return rc;
	if (exists && S_ISDIR(st.st_mode)) {
		pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "cannot write '%s': it is a directory", path);
		pmsi_hint(d, "name a file, e.g. '%s/out.txt'", path);
		return PMS_EINVAL;
	}
	if (exists && (magic || !S_ISREG(st.st_mode))) {
		o->kind = PMS_OUTFILE_THROUGH;	/* device, FIFO, socket: as perf */
		if (access(o->target, W_OK))
			return sys_fail(d, errno, "write", path);
		return PMS_OK;
	}
	if (exists && access(o->target, W_OK))
		return sys_fail(d, errno, "write", path);
	if (flags & PMS_OUTFILE_F_APPEND) {
		o->kind = PMS_OUTFILE_APPEND;
		return exists ? PMS_OK : check_dir(path, o->target, d);
	}
	o->kind = PMS_OUTFILE_REPLACE;
	o->mode = 0666;
	if (exists) {
		o->mode = st.st_mode & 07777;
		o->uid = st.st_uid;
		o->gid = st.st_gid;
		o->keep_owner = true;
	} else {
		mode_t um = umask(0);

		umask(um);
		o->mode &= ~um;
	}
	rc = pms_outfile_tmp_template(o->target, buf, sizeof(buf));
	if (rc)
		return sys_fail(d, ENAMETOOLONG, "create", path);
	return check_dir(path, o->target, d);
}

static void outfile_free(struct pms_outfile *o)
{
	if (!o)
		return;
	pmsi_free(o->target);
	pmsi_free(o->tmp);
	pmsi_free(o);
}

PMS_API int pms_outfile_check(const char *path, unsigned flags, enum pms_outfile_kind *kind,
			      struct pms_diag *d)
{
	struct pms_outfile *o = pmsi_calloc(1, sizeof(*o));
	int rc;

	if (!o)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	o->fd = -1;
	rc = plan(path, flags, o, d);
	if (rc == PMS_OK && kind)
		*kind = o->kind;
	outfile_free(o);
	return rc;
}

static int open_tmp(const char *path, struct pms_outfile *o, struct pms_diag *d)
{
	char buf[PATH_MAX];

	if (pms_outfile_tmp_template(o->target, buf, sizeof(buf)))
		return sys_fail(d, ENAMETOOLONG, "create", path);
	o->fd = mkostemp(buf, O_CLOEXEC);
	if (o->fd < 0)
		return sys_fail(d, errno, "create a temporary file for", path);
	o->tmp = pmsi_strdup(buf);
	if (!o->tmp) {
		unlink(buf);
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	}
	/* mkostemp made it 0600: give it the mode the file would get */
	if (fchmod(o->fd, o->mode))
		pmsi_log(PMS_LOG_DEBUG, "fchmod %s: %s", o->tmp, strerror(errno));
	if (o->keep_owner && fchown(o->fd, o->uid, o->gid))
		pmsi_log(PMS_LOG_DEBUG, "fchown %s: %s", o->tmp, strerror(errno));
	return PMS_OK;
}

PMS_API int pms_outfile_open(const char *path, unsigned flags, struct pms_outfile **out,
			     struct pms_diag *d)
{
	struct pms_outfile *o;
	int rc;

	if (!out)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output pointer");
	*out = NULL;
	o = pmsi_calloc(1, sizeof(*o));
	if (!o)
		return pmsi_diag(d, PMS_ENOMEM, PMS_NOPOS, 0, "out of memory");
	o->fd = -1;
	rc = plan(path, flags, o, d);
	if (rc == PMS_OK) {
		switch (o->kind) {
		case PMS_OUTFILE_REPLACE:
			rc = open_tmp(path, o, d);
			break;
		case PMS_OUTFILE_APPEND:
			o->fd = open(o->target, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY,
				     0666);
			if (o->fd < 0)
				rc = sys_fail(d, errno, "open", path);
			break;
		case PMS_OUTFILE_THROUGH:
			/* a FIFO blocks here until a reader opens it, as with perf */
			o->fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY |
				     (flags & PMS_OUTFILE_F_APPEND ? O_APPEND : 0));
			if (o->fd < 0)
				rc = sys_fail(d, errno, "open", path);
			break;
		}
	}
	if (rc) {
		outfile_free(o);
		return rc;
	}
	o->committed = o->kind != PMS_OUTFILE_REPLACE;
	*out = o;
	return PMS_OK;
}

PMS_API enum pms_outfile_kind pms_outfile_kind(const struct pms_outfile *o)
{
	return o ? o->kind : PMS_OUTFILE_REPLACE;
}

PMS_API int pms_outfile_fd(const struct pms_outfile *o)
{
	return o ? o->fd : -1;
}

PMS_API int pms_outfile_take_fd(struct pms_outfile *o)
{
	int fd;

	if (!o)
		return -1;
	fd = o->fd;
	o->fd = -1;
	return fd;
}

PMS_API const char *pms_outfile_tmp_path(const struct pms_outfile *o)
{
	return o && !o->committed ? o->tmp : NULL;
}

PMS_API const char *pms_outfile_target(const struct pms_outfile *o)
{
	return o ? o->target : NULL;
}

PMS_API int pms_outfile_commit(struct pms_outfile *o, int fd, struct pms_diag *d)
{
	if (!o)
		return pmsi_diag(d, PMS_EINVAL, PMS_NOPOS, 0, "no output file");
	if (o->committed)
		return PMS_OK;
	if (fd < 0)
		fd = o->fd;
	/* the data reaches the disk before the name does */
	if (fd >= 0 && fsync(fd) && errno != EINVAL && errno != EROFS)
		return sys_fail(d, errno, "write", o->target);
	if (rename(o->tmp, o->target))
		return sys_fail(d, errno, "replace", o->target);
	o->committed = true;
	return PMS_OK;
}

PMS_API void pms_outfile_close(struct pms_outfile *o)
{
	if (!o)
		return;
	if (o->fd >= 0)
		close(o->fd);
	if (!o->committed && o->tmp)
		unlink(o->tmp);
	outfile_free(o);
}
