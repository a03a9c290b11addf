#!/bin/sh
# Render an SVG (e.g. from 'pmusched predict --svg FILE') to a PNG with
# headless Chromium, to check it the way a browser shows it.
#
#   tools/render_svg.sh IN.svg OUT.png [WIDTHxHEIGHT]
#
# Needs 'chromium' (Debian: apt-get install chromium) or 'chromium-browser'
# or 'google-chrome' on PATH.  Exit 77 when none is found (the test runner
# reads that as "skip"), 1 when rendering fails or the PNG is empty.
set -eu

if [ $# -lt 2 ]; then
	echo "usage: $0 IN.svg OUT.png [WIDTHxHEIGHT]" >&2
	exit 2
fi
in=$1
out=$2
size=${3:-1200x600}

browser=
for b in chromium chromium-browser google-chrome; do
	if command -v "$b" >/dev/null 2>&1; then
		browser=$b
		break
	fi
done
if [ -z "$browser" ]; then
	echo "$0: no chromium found on PATH" >&2
	exit 77
fi

case $in in
/*) url="file://$in" ;;
*) url="file://$(pwd)/$in" ;;
esac
case $out in
/*) png=$out ;;
*) png="$(pwd)/$out" ;;
esac

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT INT TERM
rm -f "$png"
# --no-sandbox: needed when run as root (containers, CI)
"$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
	--disable-background-networking --disable-component-update --disable-sync \
	--user-data-dir="$profile" --hide-scrollbars \
	--window-size="$(echo "$size" | tr x ,)" --screenshot="$png" "$url" \
	>/dev/null 2>&1 || true
if [ ! -s "$png" ]; then
	echo "$0: $browser produced no image for $in" >&2
	exit 1
fi
