import Foundation
import UIKit
import LayoutSolver
import CCairoBench

/// The Auto Layout solver against kiwisolver on the same constraint systems (scripts/kiwi_bench.py,
/// run from here so both figures come from one run), the constraint layout pass of a table-like screen,
/// and memory per constraint.
@MainActor
func solverBenchmarks() {
    // --table: only the constraint layout pass of stack-view rows (quick to profile).
    if CommandLine.arguments.contains("--table") { tableLayoutBenchmark(); return }
    let kiwi = runKiwi()
    func fig(_ name: String, _ key: String, _ t: Double) {
        var f = Figure(name: "solver: \(name)", value: t * 1000, unit: "ms")
        if let k = kiwi[key] { f.baseline = k * 1000 }
        report(f)
    }
    fig("1,000 views in chains of 100, build + solve (kiwisolver baseline)", "chain 1000", measure(budget: 1) { _ = chain(1000) })
    fig("10,000 views in chains of 100, build + solve", "chain 10000", once { _ = chain(10_000) })
    fig("grid of 1,000 views, build + solve", "grid 1000", measure(budget: 1) { _ = grid(1000) })
    fig("grid of 10,000 views, build + solve", "grid 10000", once { _ = grid(10_000) })
    fig("10,000 edits of the first width in a 100-view chain, value read after each", "edits 10000", editsBenchmark())
    // The same systems with sparse rows (UIKit's engine: Solver(sparseRows: true)).
    fig("sparse rows: 1,000 views in chains of 100", "chain 1000", measure(budget: 1) { _ = chain(1000, sparse: true) })
    fig("sparse rows: 10,000 views in chains of 100", "chain 10000", once { _ = chain(10_000, sparse: true) })
    fig("sparse rows: grid of 1,000 views", "grid 1000", measure(budget: 1) { _ = grid(1000, sparse: true) })
    fig("sparse rows: grid of 10,000 views", "grid 10000", once { _ = grid(10_000, sparse: true) })
    fig("sparse rows: 10,000 edits of the first width", "edits 10000", editsBenchmark(sparse: true))
    if kiwi.isEmpty { print("(kiwisolver not available: scripts/bench.sh installs it into .venv-bench)") }
    tableLayoutBenchmark()
    constraintMemoryBenchmark()
}

/// One timed run (as the kiwisolver side does for the 10,000-view systems).
private func once(_ body: () -> Void) -> Double {
    let t0 = now()
    body()
    return now() - t0
}

private func runKiwi() -> [String: Double] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/kiwi_bench.py").path
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // scripts/bench.sh sets UIKIT_BENCH_PYTHON to its virtual environment, which has kiwisolver.
    let python = ProcessInfo.processInfo.environment["UIKIT_BENCH_PYTHON"] ?? "python3"
    // --small: the kiwisolver side skips the 10,000-view systems (tens of minutes there on a busy machine).
    p.arguments = [python, script] + (CommandLine.arguments.contains("--small") ? ["--small"] : [])
        + (cpuTime ? ["--cpu-time"] : [])
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return [:] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0, let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Double] else { return [:] }
    return obj
}

private func eq(_ t: [(Variable, Double)], _ c: Double, _ s: Strength = .required) -> Constraint {
    Constraint(Expression(t.map { Term($0.0, $0.1) }, constant: c), .equal, strength: s)
}

/// `n` views in chains of `length` (see scripts/kiwi_bench.py: the same system).
private func chain(_ n: Int, length: Int = 100, sparse: Bool = false) -> (Solver, [Variable], [Variable], [Constraint]) {
    let s = Solver(sparseRows: sparse)
    var lefts: [Variable] = [], widths: [Variable] = [], firstWidth: [Constraint] = []
    for i in 0..<n {
        let l = Variable(), w = Variable(), t = Variable(), h = Variable()
        try! s.addConstraint(i % length == 0 ? eq([(l, 1)], 0) : eq([(l, 1), (lefts[i - 1], -1), (widths[i - 1], -1)], -8))
        try! s.addConstraint(Constraint(Expression([Term(w)], constant: -10), .greaterThanOrEqual))
        let c = eq([(w, 1)], -Double(20 + i % 7), .strong)
        try! s.addConstraint(c)
        if i == 0 { firstWidth.append(c) }
        try! s.addConstraint(eq([(t, 1)], -Double(30 * (i / length))))
        try! s.addConstraint(eq([(h, 1)], -20, .medium))
        lefts.append(l); widths.append(w)
    }
    s.updateVariables()
    return (s, lefts, widths, firstWidth)
}

private func grid(_ n: Int, sparse: Bool = false) -> Solver {
    let side = Int(Double(n).squareRoot().rounded())
    let s = Solver(sparseRows: sparse)
    var L: [Variable] = [], T: [Variable] = [], W: [Variable] = [], H: [Variable] = []
    for r in 0..<side {
        for c in 0..<side {
            let l = Variable(), t = Variable(), w = Variable(), h = Variable()
            let left = (r, c - 1), up = (r - 1, c)
            try! s.addConstraint(c == 0 ? eq([(l, 1)], 0) : eq([(l, 1), (L[left.0 * side + left.1], -1), (W[left.0 * side + left.1], -1)], -8))
            try! s.addConstraint(r == 0 ? eq([(t, 1)], 0) : eq([(t, 1), (T[up.0 * side + up.1], -1), (H[up.0 * side + up.1], -1)], -8))
            try! s.addConstraint(Constraint(Expression([Term(w)]), .greaterThanOrEqual))
            try! s.addConstraint(eq([(w, 1)], -30, .strong))
            try! s.addConstraint(eq([(h, 1)], -20, .strong))
            if c > 0 { try! s.addConstraint(eq([(w, 1), (W[left.0 * side + left.1], -1)], 0, .medium)) }
            L.append(l); T.append(t); W.append(w); H.append(h)
        }
    }
    s.updateVariables()
    return s
}

/// kiwisolver has no in-place constant change, so its side uses an edit variable (its fastest way);
/// this side changes the constraint's constant in place. Both read the last view's position each time.
private func editsBenchmark(sparse: Bool = false) -> Double {
    let (s, lefts, _, first) = chain(100, length: 100, sparse: sparse)
    let last = lefts[lefts.count - 1]
    var acc = 0.0
    return measure(budget: 2) {
        for k in 0..<10_000 {
            try! s.updateConstant(first[0], to: -Double(20 + k % 50))
            _ = s.takeChangedVariables()
            acc += last.value
        }
    }
}

private final class Cell: UIView {
    var size: CGSize
    init(_ size: CGSize) { self.size = size; super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
    /// One row's content change: the height flips between 50 and 21 points (50 first).
    func toggleHeight() {
        size.height = size.height == 50 ? 21 : 50
        invalidateIntrinsicContentSize()
    }
}

/// 1,000 rows, each a horizontal stack of three views with intrinsic sizes, chained vertically in a
/// constrained container: the first full layout, then a re-layout after one row's content grows.
@MainActor
private func tableLayoutBenchmark() {
    // --rows N: only that size (for profiling one phase).
    var sizes = [250, 500, 1000, 2000]
    if let i = CommandLine.arguments.firstIndex(of: "--rows"), i + 1 < CommandLine.arguments.count,
       let n = Int(CommandLine.arguments[i + 1]) { sizes = [n] }
    // --frame-rows: only the UITableView-like variant (rows placed by frames).
    let onlyFrames = CommandLine.arguments.contains("--frame-rows")
    for n in sizes where !onlyFrames {
        var root: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let build = tableScreen(n, root!)
        // The screen goes away: its views and their constraints leave the engine.
        let tDown = now()
        profiledTearDown(&root)
        report(Figure(name: "constraint layout: \(n) rows, tear down (release the screen; baseline: the build)",
                      value: (now() - tDown) * 1000, unit: "ms", baseline: build * 1000))
    }
    // --constraint-rows: only the constraint-chained rows.
    for n in sizes where !CommandLine.arguments.contains("--constraint-rows") { frameRowsScreen(n) }
}

/// SPIN=N SPIN_PHASE=name: N more runs of that phase before its measurement, inside this function (to
/// profile one phase alone: `perf`, or `valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect='*profiledSpin*'` for instruction counts per change).
@inline(never)
private func profiledSpin(_ n: Int, _ body: () -> Void) {
    for _ in 0..<n { body() }
}

/// Releases a screen (`valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledTearDown*'`
/// counts the tear-down alone).
@inline(never)
private func profiledTearDown(_ root: inout UIView?) {
    root = nil
}

private func spin(_ phase: String, _ body: () -> Void) {
    let env = ProcessInfo.processInfo.environment
    guard env["SPIN_PHASE"] == phase, let n = Int(env["SPIN"] ?? "") else { return }
    profiledSpin(n, body)
}

/// What a `UITableView` does: rows placed by frames (autoresizing rows, as table cells are), each row's
/// content a stack view of three views with intrinsic sizes laid out by constraints. One row's content
/// changes: only that row's constraints and frames change, whatever the number of rows.
/// Row `i` of both table screens: a centred horizontal stack of three views with intrinsic sizes (the
/// middle one, returned too, stretches and changes height in the benchmarks).
@MainActor
private func rowStack(_ i: Int) -> (UIStackView, Cell) {
    let a = Cell(CGSize(width: 40, height: 40)), b = Cell(CGSize(width: 200, height: 20 + CGFloat(i % 3))), c = Cell(CGSize(width: 30, height: 30))
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    return (stack, b)
}

@MainActor
private func frameRowsScreen(_ n: Int) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var cells: [Cell] = []
    let t0 = now()
    for i in 0..<n {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 52, width: 390, height: 52))
        let (stack, b) = rowStack(i)
        row.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            stack.centerYAnchor.constraint(equalTo: row.centerYAnchor)])
        root.addSubview(row)
        cells.append(b)
    }
    root.layoutIfNeeded()
    report(Figure(name: "frame-placed rows (table cells): \(n) rows, build + first layout", value: (now() - t0) * 1000, unit: "ms"))
    for (label, cell) in [("middle", cells[n / 2]), ("last", cells[n - 1])] {
        func change() {
            cell.toggleHeight()
            root.layoutIfNeeded()
        }
        spin("frame-\(label)") { change() }
        let t = measure(budget: 0.5) { change() }
        report(Figure(name: "frame-placed rows (table cells): \(n) rows, \(label) row's content changes", value: t * 1000, unit: "ms"))
    }
    // A table scrolls by moving rows: one row's frame moves (its content does not change).
    // The table lays out (its layoutSubviews places cells) after a row's frame moved.
    let row = root.subviews[n / 2]
    var down = false
    func move() {
        down.toggle()
        row.frame.origin.y += down ? 10 : -10
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
    spin("frame-move") { move() }
    let tMove = measure(budget: 0.5) { move() }
    report(Figure(name: "frame-placed rows (table cells): \(n) rows, one row's frame moves, the table lays out", value: tMove * 1000, unit: "ms"))
}

/// The solver alone on the system a screen built: the engine's constraints, in the order the engine
/// added them, added to a fresh solver and solved (values brought up to date, as the engine reads them).
/// Returns the seconds it took (median of a few runs; the constraints' variables are shared with the
/// engine, whose values are left untouched). Each run's solver is kept until the runs are over and freed
/// untimed, as the build it is compared with frees nothing either.
@MainActor
private func solverAlone(_ root: UIView) -> Double {
    let system = LayoutEngineInspection.solverConstraintsInAddOrder(of: root)
    let probe = system.first?.expression.terms.first?.variable
    var kept: [Solver] = []
    kept.reserveCapacity(64)
    let seconds = measure(budget: 0.3) {
        let s = Solver(sparseRows: true)
        for c in system { try? s.addConstraint(c) }
        if let probe { _ = s.value(of: probe) }
        kept.append(s)
    }
    kept.removeAll()
    return seconds
}

/// Builds the stack-view rows in `root` and lays them out; returns the seconds the build and first
/// layout took.
@MainActor
private func tableScreen(_ n: Int, _ root: UIView) -> Double {
    do {
        var rows: [UIStackView] = []
        var cells: [Cell] = []
        let t0 = now()
        for i in 0..<n {
            let (row, b) = rowStack(i)
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? root.topAnchor, constant: 4)])
            rows.append(row); cells.append(b)
        }
        root.layoutIfNeeded()
        let build = now() - t0
        let alone = solverAlone(root)
        report(Figure(name: "constraint layout: solver alone, adding and solving the \(n)-row screen's constraints", value: alone * 1000, unit: "ms"))
        report(Figure(name: "constraint layout: \(n) stack-view rows, build + first layout (baseline: the solver alone)",
                      value: build * 1000, unit: "ms", baseline: alone * 1000))
        // One row's content grows: that row and the rows below it move.
        let cell = cells[n / 2]
        let budget = Double(ProcessInfo.processInfo.environment["TABLE_BUDGET"] ?? "") ?? 0.5
        func change() {
            cell.toggleHeight()
            root.layoutIfNeeded()
        }
        spin("middle") { change() }
        let t = measure(budget: budget) { change() }
        report(Figure(name: "constraint layout: \(n) rows, middle row's height changes (rows below move)", value: t * 1000, unit: "ms"))
        // The last row's content grows: nothing else moves.
        let last = cells[n - 1]
        func changeLast() {
            last.toggleHeight()
            root.layoutIfNeeded()
        }
        spin("last") { changeLast() }
        let tLast = measure(budget: 0.5) { changeLast() }
        report(Figure(name: "constraint layout: \(n) rows, last row's height changes", value: tLast * 1000, unit: "ms"))
        return build
    }
}

/// Heap bytes per solver constraint (a 10,000-view chain: five constraints and four variables per view).
private func constraintMemoryBenchmark() {
    let before = ccb_heap_in_use()
    let (s, l, w, _) = chain(10_000)
    let after = ccb_heap_in_use()
    withExtendedLifetime((s, l, w)) {
        report(Figure(name: "solver heap per constraint (10,000-view chain, 50,000 constraints incl. variables)",
                      value: Double(Int(after) - Int(before)) / Double(s.constraintCount), unit: "bytes"))
    }
    let before2 = ccb_heap_in_use()
    let (s2, l2, w2, _) = chain(10_000, sparse: true)
    let after2 = ccb_heap_in_use()
    withExtendedLifetime((s2, l2, w2)) {
        report(Figure(name: "solver heap per constraint, sparse rows (the same chain)",
                      value: Double(Int(after2) - Int(before2)) / Double(s2.constraintCount), unit: "bytes"))
    }
}
