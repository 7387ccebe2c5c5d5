import Foundation

// `--markdown`: the run's figures as one markdown table (BENCHMARKS.md's opening table), each with its
// baseline, ratio, target and the command that measures its area alone. While the benchmarks run, their
// usual lines go to standard error as progress; the table alone goes to standard output, at the end.

let markdown = CommandLine.arguments.contains("--markdown")

/// Standard output saved before it was pointed at standard error (only with `--markdown`).
nonisolated(unsafe) private var tableOutput: Int32 = -1
/// Every figure reported so far (only with `--markdown`; the benchmark is single-threaded).
nonisolated(unsafe) private var collectedFigures: [Figure] = []

/// Points standard output at standard error, so that only the table reaches standard output.
func beginMarkdownCapture() {
    guard markdown else { return }
    fflush(nil)   // every C stream (naming `stdout` is not concurrency-safe)
    tableOutput = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
}

func collect(_ f: Figure) {
    if markdown { collectedFigures.append(f) }
}

/// What BENCHMARKS.md says about a figure: what its baseline is, its target, and whether a value meets it.
private struct FigureInfo: Sendable {
    let prefix: String
    let baseline: String
    let target: String
    /// Area flags of `scripts/bench.sh` that run this figure's area alone ("" when only the full set has it).
    let flags: String
    /// (value, ratio to the baseline) → whether the target is met, nil when this run cannot tell (no
    /// baseline measured); the closure is nil when the target is not a number.
    var met: (@Sendable (Double, Double?) -> Bool?)? = nil
}

private func ratio(atMost limit: Double) -> @Sendable (Double, Double?) -> Bool? { { _, r in r.map { $0 <= limit } } }
private func value(atMost limit: Double) -> @Sendable (Double, Double?) -> Bool? { { v, _ in v <= limit } }

/// First matching prefix wins, so longer prefixes come before shorter ones.
private let catalogue: [FigureInfo] = [
    FigureInfo(prefix: "composite_", baseline: "Cairo in C", target: "≤ 1.1×", flags: "--composite-only",
               met: ratio(atMost: 1.1)),
    FigureInfo(prefix: "damage_move_", baseline: "Cairo in C, same damage", target: "≤ 3×, flat in N",
               flags: "--composite-only", met: ratio(atMost: 3)),
    FigureInfo(prefix: "no_change_frame_", baseline: "—", target: "< 1 µs", flags: "--composite-only",
               met: value(atMost: 1)),
    FigureInfo(prefix: "cg_", baseline: "Cairo in C", target: "≤ 1.1×", flags: "", met: ratio(atMost: 1.1)),
    FigureInfo(prefix: "autoresize_layout_", baseline: "C arithmetic on rect arrays", target: "≤ 20×", flags: "--hot",
               met: ratio(atMost: 20)),
    FigureInfo(prefix: "hitTest_", baseline: "C two-level scan", target: "≤ 20×", flags: "--hot",
               met: ratio(atMost: 20)),
    FigureInfo(prefix: "frame_after_one_bg_change_", baseline: "one Cairo fill of the damage",
               target: "flat in N at constant density", flags: "--bg-only"),
    FigureInfo(prefix: "heap_per_plain_UIView", baseline: "—", target: "≤ 1.2 KB", flags: "--hierarchy",
               met: value(atMost: 1200)),
    FigureInfo(prefix: "rss_growth_per_plain_UIView", baseline: "—", target: "—", flags: "--hierarchy"),
    FigureInfo(prefix: "random_mutations_", baseline: "—", target: "flat per step", flags: "--mutations-only"),
    FigureInfo(prefix: "animate_1000_layers_", baseline: "Cairo in C, same eased values", target: "≤ 1.2×",
               flags: "BENCH_ONLY=animation", met: ratio(atMost: 1.2)),
    FigureInfo(prefix: "allocations_per_steady_frame_", baseline: "Cairo in C, same frames", target: "0", flags: "BENCH_ONLY=animation",
               met: value(atMost: 0)),
    FigureInfo(prefix: "animate_one_", baseline: "Cairo in C, same eased values", target: "≤ 2×",
               flags: "BENCH_ONLY=animation", met: ratio(atMost: 2)),
    FigureInfo(prefix: "soak_", baseline: "—", target: "—", flags: "BENCH_ONLY=animation"),
    FigureInfo(prefix: "group_opacity_", baseline: "Cairo push_group per group, clipped", target: "≤ 3 ms",
               flags: "--groups", met: value(atMost: 3)),
    FigureInfo(prefix: "turn_1000_animated_layers_", baseline: "—", target: "—", flags: "--windows"),
    FigureInfo(prefix: "idle_window_present_", baseline: "—", target: "a few µs, not the busy window's cost",
               flags: "--windows"),
    FigureInfo(prefix: "touch_moved_", baseline: "C hit-test scan of one point", target: "≤ 10 µs", flags: "",
               met: value(atMost: 10)),
    FigureInfo(prefix: "tap_began_ended_", baseline: "C hit-test scan of one point", target: "—", flags: ""),
    FigureInfo(prefix: "input_to_present_", baseline: "—", target: "—", flags: ""),
    FigureInfo(prefix: "scroll_frame_1000_rows_1280x800_vs_full_recomposite", baseline: "full recomposite in C",
               target: "—", flags: "--apps"),
    FigureInfo(prefix: "scroll_frame_1000_rows_2560x1600_at_2x_vs_full_recomposite", baseline: "full recomposite in C",
               target: "—", flags: "--apps"),
    FigureInfo(prefix: "scroll_frame_", baseline: "C: move the pixels, composite the exposed strip", target: "≤ 1.5×, flat in rows",
               flags: "--apps", met: ratio(atMost: 1.5)),
    FigureInfo(prefix: "push_pop_transition_", baseline: "C: two full-window images at their offsets",
               target: "≤ 1.2×", flags: "--apps", met: ratio(atMost: 1.2)),
    FigureInfo(prefix: "app_start_", baseline: "—", target: "—", flags: "--apps"),
    FigureInfo(prefix: "measure_and_draw_", baseline: "Pango in C", target: "≤ 1.2×", flags: "--text-only",
               met: ratio(atMost: 1.2)),
    FigureInfo(prefix: "first_layout_over_remeasure_ratio", baseline: "—", target: "≥ 10×", flags: "--text-only",
               met: { v, _ in v >= 10 }),
    FigureInfo(prefix: "heap_per_UILabel_", baseline: "—", target: "≤ 2 KB", flags: "--text-only",
               met: value(atMost: 2048)),
    FigureInfo(prefix: "first_layout_", baseline: "—", target: "—", flags: "--text-only"),
    FigureInfo(prefix: "remeasure_", baseline: "—", target: "—", flags: "--text-only"),
    FigureInfo(prefix: "redraw_", baseline: "—", target: "—", flags: "--text-only"),
    FigureInfo(prefix: "solver heap", baseline: "—", target: "—", flags: "--solver --small"),
    FigureInfo(prefix: "solver: ", baseline: "kiwisolver", target: "≤ 1.0×", flags: "--solver --small",
               met: ratio(atMost: 1.0)),
    FigureInfo(prefix: "constraint layout: ", baseline: "—", target: "—", flags: "--solver --small"),
    FigureInfo(prefix: "frame-placed rows", baseline: "—", target: "—", flags: "--solver --small"),
    FigureInfo(prefix: "compare ", baseline: "C: the same ΔE94 comparison", target: "—", flags: "--snapshot"),
    FigureInfo(prefix: "new screen: ", baseline: "—", target: "< 50 ms", flags: "--snapshot", met: value(atMost: 50)),
    FigureInfo(prefix: "new screen without", baseline: "—", target: "< 50 ms", flags: "--snapshot",
               met: value(atMost: 50)),
    FigureInfo(prefix: "snapshot ", baseline: "—", target: "—", flags: "--snapshot"),
    FigureInfo(prefix: "collection view: ", baseline: "—", target: "—", flags: "--collection"),
    FigureInfo(prefix: "flow layout: ", baseline: "—", target: "—", flags: "--collection"),
]

/// Hierarchy edits are named `<edit>_of_<N>_siblings`; their target holds at every N.
private let editInfo = FigureInfo(prefix: "", baseline: "—", target: "≤ 2 µs", flags: "--mutations-only",
                                  met: value(atMost: 2))

private func info(for name: String) -> FigureInfo {
    if name.hasSuffix("_siblings") { return editInfo }
    return catalogue.first { name.hasPrefix($0.prefix) }
        ?? FigureInfo(prefix: "", baseline: "—", target: "—", flags: "")
}

private func format(_ v: Double) -> String {
    // Three significant digits; the thresholds sit where rounding would carry into the next decade.
    let a = abs(v)
    return String(format: a >= 99.95 ? "%.0f" : a >= 9.995 ? "%.1f" : a >= 0.9995 ? "%.2f" : "%.3f", v)
}

/// The constraint screens' figures carry their baselines from the same run: a build is measured against
/// the solver alone adding and solving the same constraints, a tear-down against its build.
private func constraintScreenTarget(_ name: String) -> (label: String, target: String, met: (@Sendable (Double, Double?) -> Bool?)?)? {
    if name.contains("stack-view rows, build") { return ("the solver alone", "≤ 2× the solver alone", ratio(atMost: 2)) }
    if name.contains("rows, tear down") { return ("its build", "≤ 0.3× the build", ratio(atMost: 0.3)) }
    return nil
}

/// Writes the table of every collected figure to the saved standard output.
func printMarkdownTable() {
    guard markdown else { return }
    fflush(nil)
    let args = CommandLine.arguments.dropFirst().filter { $0 != "--markdown" }
    let extra = args.isEmpty ? "" : " " + args.joined(separator: " ")
    var lines = ["Regenerate: `scripts/bench.sh --markdown\(extra)`",
                 "",
                 "| figure | value | baseline | ratio | target | met | area alone |",
                 "| --- | --- | --- | --- | --- | --- | --- |"]
    for f in collectedFigures {
        let i = info(for: f.name)
        var baselineText = i.baseline
        let baseline = f.baseline
        var target = i.target
        var met = i.met
        if let c = constraintScreenTarget(f.name) {
            baselineText = c.label
            target = c.target
            met = c.met
        }
        let r = baseline.map { f.value / $0 }
        let baselineCell = baseline.map { "\(baselineText): \(format($0)) \(f.unit)" }
            ?? (baselineText == "—" ? "—" : "\(baselineText): not run")
        let ratioCell = r.map { format($0) + "×" } ?? "—"
        let metCell = met.flatMap { $0(f.value, r) }.map { $0 ? "yes" : "**no**" } ?? "—"
        let command = i.flags.hasPrefix("BENCH_ONLY=") ? "`\(i.flags) scripts/bench.sh --cpu-time`"
            : i.flags.isEmpty ? "`scripts/bench.sh --cpu-time` (full set)" : "`scripts/bench.sh \(i.flags) --cpu-time`"
        let name = f.name.replacingOccurrences(of: "|", with: "\\|")
        lines.append("| \(name) | \(format(f.value)) \(f.unit) | \(baselineCell) | \(ratioCell) | \(target) | \(metCell) | \(command) |")
    }
    let text = lines.joined(separator: "\n") + "\n"
    let out = FileHandle(fileDescriptor: tableOutput, closeOnDealloc: false)
    out.write(text.data(using: .utf8)!)
}
