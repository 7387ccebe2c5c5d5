#!/usr/bin/env bash
# The main job: builds and runs the demo app. With a display (DISPLAY or WAYLAND_DISPLAY) it opens a real
# window showing the catalog app; without one it walks every page headless and writes PNGs into out/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export PATH="$PATH:/opt/swift/usr/bin"
swift build -c release --product uikit-demo
exec .build/release/uikit-demo "$@"
