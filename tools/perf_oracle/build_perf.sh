#!/bin/sh
# Build the real perf of each Debian linux-source release, out of tree and
# with its optional features off, into a cache outside the source tree.
# Only for deriving the oracle goldens (tests/oracle/); never run by make test.
#
# usage: build_perf.sh [VERSION...]        (default: 7.3 6.12 7.2 6.1)
#
# Environment:
#   PMUSCHED_CACHE  cache root (default ${XDG_CACHE_HOME:-$HOME/.cache}/pmusched)
#   JOBS            make -j value (default 2)
#   PERF_ARCH       arm64: cross-build an aarch64 perf (CROSS_COMPILE
#                   aarch64-linux-gnu-, Debian's gcc-aarch64-linux-gnu and
#                   libc6-dev-arm64-cross; no libelf/libdw) into build/V-arm64
#                   and perf/V-arm64/perf, with arm64's JSON tables only.  It
#                   runs under qemu-user (qemu-aarch64 -L /usr/aarch64-linux-gnu).
#
# Layout under the cache root:
#   src/linux-source-V.tar.xz   Debian's tarball (fetched when missing)
#   src/linux-V/                its unpacked tree (read only here)
#   build/V/                    perf's O= output
#   perf/V/perf                 the binary, then perf/READY-V
#
# A missing tarball is fetched with a private apt state under the cache
# (apt/), never with the machine's own apt configuration: its sources.list
# reuses the archive URI of the machine's Debian sources, with the suites
# bookworm, trixie, trixie-backports and sid.
set -e
CACHE=${PMUSCHED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pmusched}
JOBS=${JOBS:-2}
[ $# -gt 0 ] || set -- 7.3 6.12 7.2 6.1

# perf's optional features, all off: the oracle needs only list building,
# the PMU sysfs parser, the JSON tables (all architectures) and stat's printer.
FLAGS="NO_LIBPYTHON=1 NO_LIBPERL=1 NO_SLANG=1 NO_GTK2=1 NO_JVMTI=1 NO_LIBBPF=1
NO_BPF_SKEL=1 NO_LIBUNWIND=1 NO_LIBNUMA=1 NO_LIBCRYPTO=1 NO_LIBBABELTRACE=1
NO_LIBZSTD=1 NO_LIBLZMA=1 NO_LIBCAP=1 NO_SDT=1 NO_LIBTRACEEVENT=1 NO_LIBLLVM=1
NO_CAPSTONE=1 NO_SHELLCHECK=1 NO_RUST=1 NO_LIBPFM4=1 NO_LIBDEBUGINFOD=1
NO_DEMANGLE=1 WERROR=0 JEVENTS_ARCH=all"
SUFFIX=
if [ "${PERF_ARCH:-}" = arm64 ]; then
	FLAGS="$(echo "$FLAGS" | sed 's/JEVENTS_ARCH=all/JEVENTS_ARCH=arm64/')
ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- NO_LIBELF=1 NO_LIBDW=1
NO_LIBDW_DWARF_UNWIND=1 NO_ZLIB=1 NO_AUXTRACE=1 NO_LIBCORESIGHT=1"
	SUFFIX=-arm64
fi

private_apt() {
	A=$CACHE/apt
	mkdir -p "$A/lists/partial" "$A/cache/archives/partial"
	if [ ! -f "$A/sources.list" ]; then
		uri=$(grep -hs '^URIs:\|^deb ' /etc/apt/sources.list \
			/etc/apt/sources.list.d/* | sed -n \
			's/^URIs: *\([^ ]*\).*/\1/p; s/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\).*/\2/p' \
			| grep -v security | head -1)
		uri=${uri:-http://deb.debian.org/debian}
		for s in bookworm trixie trixie-backports sid; do
			echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri $s main"
		done > "$A/sources.list"
	fi
	echo "-o Dir::Etc::SourceList=$A/sources.list -o Dir::Etc::SourceParts=- \
-o Dir::State::Lists=$A/lists -o Dir::Cache=$A/cache"
}

fetch_source() {  # $1 = version; leaves src/linux-source-$1.tar.xz
	v=$1
	[ -f "$CACHE/src/linux-source-$v.tar.xz" ] && return 0
	O=$(private_apt)
	# shellcheck disable=SC2086
	apt-get $O update >/dev/null
	mkdir -p "$CACHE/src/tmp"
	# shellcheck disable=SC2086
	(cd "$CACHE/src/tmp" && apt-get $O download "linux-source-$v")
	deb=$(ls "$CACHE/src/tmp"/linux-source-"$v"_*.deb | head -1)
	dpkg-deb --fsys-tarfile "$deb" | tar -xO --wildcards \
		"./usr/src/linux-source-$v.tar.xz" > "$CACHE/src/linux-source-$v.tar.xz"
	rm -rf "$CACHE/src/tmp"
}

unpack() {  # $1 = version; leaves src/linux-$1 with tools/perf
	v=$1
	[ -f "$CACHE/src/linux-$v/tools/perf/Makefile.perf" ] && return 0
	fetch_source "$v"
	mkdir -p "$CACHE/src/linux-$v.part"
	tar -xJf "$CACHE/src/linux-source-$v.tar.xz" --strip-components=1 \
		-C "$CACHE/src/linux-$v.part"
	mv "$CACHE/src/linux-$v.part" "$CACHE/src/linux-$v"
}

for v in "$@"; do
	if [ -x "$CACHE/perf/$v$SUFFIX/perf" ] && [ -f "$CACHE/perf/READY-$v$SUFFIX" ]; then
		echo "perf $v$SUFFIX: cached at $CACHE/perf/$v$SUFFIX/perf"
		continue
	fi
	unpack "$v"
	B=$CACHE/build/$v$SUFFIX
	mkdir -p "$B" "$CACHE/perf/$v$SUFFIX"
	t0=$(date +%s)
	# shellcheck disable=SC2086
	make -C "$CACHE/src/linux-$v/tools/perf" O="$B" -j"$JOBS" $FLAGS perf \
		> "$B/build.log" 2>&1 || { tail -30 "$B/build.log"; exit 1; }
	t1=$(date +%s)
	cp "$B/perf" "$CACHE/perf/$v$SUFFIX/perf"
	echo "$((t1 - t0))" > "$CACHE/perf/$v$SUFFIX/build-seconds"
	touch "$CACHE/perf/READY-$v$SUFFIX"
	echo "perf $v$SUFFIX: built in $((t1 - t0)) s -> $CACHE/perf/$v$SUFFIX/perf"
done
