#!/usr/bin/env bash
# Input-to-present latency of the SDL host in a real X window (Xvfb): drives the demo's interactive page with
# 1,000 xdotool pointer moves (a drag of the box, one move every 20 ms) and prints the median and the worst
# latency from each input event's SDL timestamp to the present that showed it.
#   scripts/latency-bench.sh            release build (the figure to record)
#   UIKIT_LATENCY_CONFIG=debug scripts/latency-bench.sh   the debug build
set -euo pipefail
cd "$(dirname "$0")/.."
UIKIT_WITH_X11_TOOLS=1 scripts/install-deps.sh
export PATH="$PATH:/opt/swift/usr/bin"
config="${UIKIT_LATENCY_CONFIG:-release}"
events="${UIKIT_LATENCY_EVENTS:-1000}"
swift build -c "$config" --product uikit-demo
demo=".build/$config/uikit-demo"

display=":$((300 + $$ % 100))"
Xvfb "$display" -screen 0 1024x768x24 >/dev/null 2>&1 &
xvfb=$!
work=$(mktemp -d)
cleanup() { kill "$xvfb" 2>/dev/null || true; [ -n "${app:-}" ] && kill "$app" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

# Long enough for the events (20 ms apart) and the window to appear; the demo prints the figures as it quits.
seconds=$(( events / 50 + 15 ))
(cd "$work" && UIKIT_DEMO_PAGE=interactive UIKIT_DEMO_SECONDS="$seconds" exec "$OLDPWD/$demo") > "$work/log" 2>/dev/null &
app=$!
id=$(timeout 60 xdotool search --sync --name "uikit-linux demo" | head -1)
sleep 1
# One xdotool process sends every move (no process start per event): press on the box, sweep right and back.
args=(mousemove --window "$id" 90 110 mousedown 1)
for i in $(seq "$events"); do
    x=$(( 90 + (i % 40 < 20 ? i % 20 : 20 - i % 20) * 8 ))
    args+=(sleep 0.02 mousemove --window "$id" "$x" 110)
done
args+=(mouseup 1)
xdotool "${args[@]}"
wait "$app" || true
app=
grep "input-to-present latency" "$work/log" || { echo "latency-bench: the demo printed no latency" >&2; cat "$work/log" >&2; exit 1; }
