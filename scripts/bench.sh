#!/usr/bin/env bash
# Builds the benchmark in release mode and prints its figures (pass --json for one JSON object per figure, or
# --markdown for BENCHMARKS.md's opening table on standard output; setup and progress then go to standard error).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh >&2
export PATH="$PATH:/opt/swift/usr/bin"
# The solver figures' baseline is kiwisolver from PyPI, installed into a private virtual environment so that
# every ratio prints on a fresh machine; uikit-bench runs scripts/kiwi_bench.py with this interpreter.
venv=".venv-bench"
if [ ! -x "$venv/bin/python3" ] || ! "$venv/bin/python3" -c "import kiwisolver" 2>/dev/null; then
    { python3 -m venv "$venv" && "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check kiwisolver; } \
        || echo "bench.sh: could not install kiwisolver; the solver figures print without their baseline" >&2
fi
[ -x "$venv/bin/python3" ] && export UIKIT_BENCH_PYTHON="$PWD/$venv/bin/python3"
swift build -c release --product uikit-bench >&2
exec .build/release/uikit-bench "$@"
