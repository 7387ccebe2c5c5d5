#!/usr/bin/env bash
# Builds the benchmark in release mode and prints its figures (pass --json for one JSON object per figure).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$PATH:/opt/swift/usr/bin"
swift build -c release --product uikit-bench
exec .build/release/uikit-bench "$@"
