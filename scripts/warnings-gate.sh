#!/usr/bin/env bash
# Runs a build command (by default `swift build --build-tests`), shows its output, and fails when the
# compiler warned about a file of this repository: Sources/, Tests/ or Examples/ (dependencies checked
# out under a .build/ directory do not count). Run it on a clean build: an incremental build compiles,
# and so warns about, only the files that changed.
#
#   scripts/warnings-gate.sh                          # the root package, tests included
#   scripts/warnings-gate.sh swift build -c release   # any other build command
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
[ $# -gt 0 ] || set -- swift build --build-tests
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
warnings="$(grep -E "^$root/(Sources|Tests|Examples)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | grep -v '/\.build/' | sort -u)"
if [ -n "$warnings" ]; then
    echo "error: $(printf '%s\n' "$warnings" | wc -l) distinct compiler warning(s) in this repository's files:" >&2
    printf '%s\n' "$warnings" >&2
    exit 1
fi
