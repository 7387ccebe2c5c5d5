#!/usr/bin/env bash
# Runs every test (Swift Testing), installing missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$PATH:/opt/swift/usr/bin"
exec swift test "$@"
