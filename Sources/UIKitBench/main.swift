// Benchmarks: the same work through this project and directly through Cairo in C, in the same run.
// Prints one line per figure, or one JSON object per figure with --json. Each area lives in its own file.
import Foundation

MainActor.assumeIsolated {
    if CommandLine.arguments.contains("--solver") {   // only the Auto Layout figures
        solverBenchmarks()
        return
    }
    compositeBenchmarks()      // CompositeBenchmarks.swift: layers into a surface (layer-tree issue)
    drawingBenchmarks()        // DrawingBenchmarks.swift: CGContext fills, strokes, images (Core Graphics issue)
    viewBenchmarks()           // ViewBenchmarks.swift: layout, hit testing, damage, memory (UIView issue)
    solverBenchmarks()         // SolverBenchmarks.swift: Auto Layout solver vs kiwisolver (Auto Layout issue)
}
