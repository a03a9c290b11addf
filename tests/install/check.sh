#!/bin/sh
# Install into a temporary DESTDIR, build tests/install/prog.c against the
# installed header and pkg-config file, run it and the installed CLI, check
# the exported symbols, the completion script, then uninstall.
# Usage: check.sh DESTDIR   (run from the source tree; exit 77: skip)
set -eu
D=$1
PREFIX=/usr/local
for tool in make cc pkg-config nm; do
	command -v $tool >/dev/null 2>&1 || { echo "$tool not installed"; exit 77; }
done
# a fresh make: no jobserver or variables of an enclosing one
unset MAKEFLAGS MFLAGS MAKELEVEL SANITIZE || true
make -s install DESTDIR="$D" PREFIX=$PREFIX >"$D.log" 2>&1 || { cat "$D.log"; exit 1; }
L=$D$PREFIX/lib
fail() { echo "$*"; exit 1; }

for f in bin/pmusched lib/libpmusched.a lib/libpmusched.so.0.1.0 lib/pkgconfig/pmusched.pc \
	include/pmusched/pmusched.h share/man/man1/pmusched.1 share/man/man1/pmusched-predict.1 \
	share/bash-completion/completions/pmusched; do
	[ -f "$D$PREFIX/$f" ] || fail "not installed: $f"
done
[ "$(readlink "$L/libpmusched.so.0")" = libpmusched.so.0.1.0 ] || fail "bad libpmusched.so.0 link"
[ "$(readlink "$L/libpmusched.so")" = libpmusched.so.0 ] || fail "bad libpmusched.so link"
# only the public headers
for h in "$D$PREFIX"/include/pmusched/*.h; do
	[ -f "include/pmusched/$(basename "$h")" ] || fail "not a public header: $h"
done
# soname and exports: pms_* only
if command -v objdump >/dev/null 2>&1; then
	objdump -p "$L/libpmusched.so.0.1.0" | grep -q 'SONAME *libpmusched\.so\.0$' || fail "soname"
fi
leaks=$(nm -D --defined-only "$L/libpmusched.so.0.1.0" | awk '$2 ~ /^[TDBRVW]$/ { print $3 }' |
	sed 's/@.*//' | grep -v '^pms_' | grep -v '^PMUSCHED_0$' || true)
[ -z "$leaks" ] || fail "exported beyond pms_*: $leaks"
nm -D --defined-only "$L/libpmusched.so.0.1.0" | grep -q ' pms_version' || fail "pms_version not exported"

export PKG_CONFIG_PATH="$L/pkgconfig"
PC="pkg-config --define-prefix"
[ "$($PC --modversion pmusched)" = 0.1.0 ] || fail "pkg-config --modversion"
$PC --static --libs pmusched | grep -q -- '-lpfm' || fail "Libs.private lacks -lpfm"
# shellcheck disable=SC2046
cc -std=c11 -Wall -Werror tests/install/prog.c $($PC --cflags --libs pmusched) -o "$D/prog" ||
	fail "cannot build against the installed library"
LD_LIBRARY_PATH=$L "$D/prog" >/dev/null || fail "prog (shared) failed"
# shellcheck disable=SC2046
cc -std=c11 tests/install/prog.c $($PC --cflags pmusched) "$L/libpmusched.a" \
	$($PC --static --libs-only-l pmusched | sed 's/-lpmusched//') -o "$D/prog-static" ||
	fail "cannot link the static library"
"$D/prog-static" >/dev/null || fail "prog (static) failed"
"$D$PREFIX/bin/pmusched" --version | grep -q '^pmusched 0\.1\.0 (libpfm4 ' || fail "--version"

# completion: subcommands, models, event names for the model
if command -v bash >/dev/null 2>&1; then
	out=$(PATH="$D$PREFIX/bin:$PATH" bash -c '
		. "$1"
		c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _pmusched
		      echo "${COMPREPLY[*]}"; }
		c pmusched pre
		c pmusched predict --cpu hs
		c pmusched events --cpu hsw -e "cycles,l1d_pend_miss.pen"
		c pmusched list --j
		c pmusched explain --workl' _ "$D$PREFIX/share/bash-completion/completions/pmusched") ||
		fail "completion script failed"
	has() { echo "$out" | sed -n "$1p" | tr ' ' '\n' | grep -qx -- "$2"; }
	has 1 predict || fail "completion: commands: $out"
	has 2 hsw || fail "completion: models: $out"
	has 3 'cycles,l1d_pend_miss.pending' || fail "completion: events: $out"
	has 4 --json || fail "completion: options: $out"
	has 5 --workload || fail "completion: explain takes predict's options: $out"
fi

make -s uninstall DESTDIR="$D" PREFIX=$PREFIX >"$D.log" 2>&1 || { cat "$D.log"; exit 1; }
left=$(find "$D$PREFIX" -type f -o -type l)
[ -z "$left" ] || fail "left after uninstall: $left"
echo "install ok"
