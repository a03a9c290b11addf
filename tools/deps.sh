#!/bin/sh
# Build dependencies of a checkout, installed where missing so that
# 'make test' on a fresh Debian machine builds and passes in one command.
# Only Debian packages; nothing happens when everything is present (as in a
# distribution build, whose Build-Depends already hold them).
need=""
[ -f /usr/include/perfmon/pfmlib.h ] || need="$need libpfm4-dev"
command -v cc >/dev/null 2>&1 || need="$need gcc"
[ -z "$need" ] && exit 0
sudo=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
		sudo="sudo -n"
	else
		echo "pmusched: missing build dependencies:$need (install them: apt-get install$need)" >&2
		exit 1
	fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
	echo "pmusched: missing build dependencies:$need (no apt-get here to install them)" >&2
	exit 1
fi
echo "  DEPS   $need (apt-get)"
$sudo apt-get update -qq >/dev/null &&
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $need >/dev/null || {
	echo "pmusched: could not install$need with apt-get" >&2
	exit 1
}
