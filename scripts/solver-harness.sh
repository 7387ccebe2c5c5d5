#!/bin/bash
# Every-step random edit harness for Sources/LayoutSolver, outside the test process (Docs/Architecture-notes.md,
# the solver's numerical accuracy): one process per seed, so symbol numbers and hash order are reproducible.
#   scripts/solver-harness.sh FROM TO [sparse]   e.g. scripts/solver-harness.sh 1 100 sparse
# Prints the seeds that fail (a required constraint more than 1e-6 off (TOL=x changes it), a broken tableau invariant, the objective
# off a solve from scratch) and the count. STEPS=N changes the 4,000 steps per seed.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
sed -e '/^import Testing/d' -e 's/@testable import LayoutSolver//' -e '/^@Suite struct RandomizedSolverTests/,/^}$/d' \
    -e '/^@Suite struct LongRandomEditTests/,/^}$/d' "$root/Tests/LayoutSolverTests/RandomizedSolverTests.swift" > "$dir/support.swift"
cat > "$dir/main.swift" <<'SWIFT'
import Foundation
let seed = UInt64(CommandLine.arguments[1])!
let sparse = CommandLine.arguments.count > 2
let steps = Int(ProcessInfo.processInfo.environment["STEPS"] ?? "") ?? 4000
let tol = Double(ProcessInfo.processInfo.environment["TOL"] ?? "") ?? 1e-6
var rng = Rng(state: seed)
var run = try RandomEditRun(variables: 16, rng: &rng, sparseRows: sparse)
var msg: String?
for step in 1...steps {
    guard try run.step(&rng) else { continue }
    run.solver.updateVariables()
    if msg == nil, let v = run.solver.invariantViolations(objective: false).first { msg = "step \(step): \(v)" }
    for (sp, _) in run.live where sp.strength.isRequired {
        let w = violation(sp, { run.vars[$0].value })
        if w > tol && msg == nil { msg = "step \(step): required off by \(w)" }
    }
    if step % 1000 == 0 {
        let (a, b) = try run.objectiveAgainstScratch()
        if abs(a - b) > 1e-6 * max(1, b), msg == nil { msg = "step \(step): objective \(a) vs \(b)" }
    }
}
if let m = msg { print("seed \(seed) FAIL: \(m)") }
SWIFT
swiftc -O -enable-testing -module-name H -o "$dir/h" "$root"/Sources/LayoutSolver/*.swift "$dir/support.swift" "$dir/main.swift"
fails=0
for s in $(seq "$1" "$2"); do
  out=$(SWIFT_DETERMINISTIC_HASHING=1 timeout 120 "$dir/h" "$s" $3 2>&1 | head -1) || true
  if [ -n "$out" ]; then echo "$out"; fails=$((fails + 1)); fi
done
echo "seeds $1-$2${3:+ ($3)}: $fails failing"
rm -rf "$dir"
