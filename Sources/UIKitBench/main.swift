// Benchmarks: the same work through this project and directly through Cairo in C, in the same run.
// Prints one line per figure, one JSON object per figure with --json, or one markdown table with --markdown
// (MarkdownTable.swift). Each area lives in its own file.
// `--hierarchy` runs only the hierarchy and hot-loop figures (HierarchyBenchmarks.swift, ViewBenchmarks.swift).
import Foundation

beginMarkdownCapture()   // --markdown: progress to standard error, the table alone to standard output
MainActor.assumeIsolated {
    if CommandLine.arguments.contains("--collection") {   // only the collection view figures (CollectionBenchmarks.swift)
        collectionBenchmarks()
    } else if CommandLine.arguments.contains("--solver") {   // only the Auto Layout figures
        solverBenchmarks()
    } else if CommandLine.arguments.contains("--text-only") {
        textBenchmarks()
    } else if CommandLine.arguments.contains("--mutations-only") {
        hierarchyBenchmarks()
    } else if CommandLine.arguments.contains("--composite-only") {   // only the layer-tree figures
        compositeBenchmarks()
    } else if CommandLine.arguments.contains("--bg-only") {   // only the background-change frames
        backgroundChangeBenchmark()
    } else if CommandLine.arguments.contains("--transition") {   // only the push/pop transition frame
        transitionBenchmarkOnly()
    } else if CommandLine.arguments.contains("--apps") {   // only the app figures (scroll frame, transitions, start)
        appBenchmarks()
    } else if CommandLine.arguments.contains("--snapshot") {   // only the snapshot-testing figures
        snapshotBenchmarks()
    } else if CommandLine.arguments.contains("--hot") {
        hotLoopBenchmarks()
    } else if CommandLine.arguments.contains("--events") {   // only the touch-delivery figures
        eventBenchmarks()
    } else if CommandLine.arguments.contains("--hierarchy") {
        viewBenchmarks()
        hierarchyBenchmarks()
    } else if CommandLine.arguments.contains("--groups") {   // only the group-opacity frame
        groupOpacityBenchmarks()
    } else if CommandLine.arguments.contains("--scale-animation") {   // only the transform.scale frame
        scaleAnimationBenchmarks()
    } else if CommandLine.arguments.contains("--windows") {   // only the independent-windows figures
        windowBenchmarks()
    } else if ProcessInfo.processInfo.environment["BENCH_ONLY"] == "animation" {
        animationBenchmarks()
    } else {
        compositeBenchmarks()      // CompositeBenchmarks.swift: layers into a surface (layer-tree issue)
        drawingBenchmarks()        // DrawingBenchmarks.swift: CGContext fills, strokes, images (Core Graphics issue)
        viewBenchmarks()           // ViewBenchmarks.swift: layout, hit testing, damage, memory (UIView issue)
        hierarchyBenchmarks()      // HierarchyBenchmarks.swift: hierarchy edits at scale
        animationBenchmarks()      // AnimationBenchmarks.swift: animation frames
        scaleAnimationBenchmarks() // ScaleAnimationBenchmarks.swift: transform.scale animation frames
        groupOpacityBenchmarks()   // GroupOpacityBenchmarks.swift: animated opacity groups
        windowBenchmarks()         // WindowBenchmarks.swift: one window's change costs another nothing
        eventBenchmarks()          // EventBenchmarks.swift: touch delivery, recognizers, input to present
        appBenchmarks()            // AppBenchmarks.swift: scrolling, transitions, app start
        textBenchmarks()           // TextBenchmarks.swift: labels measured and drawn, next to Pango in C
        solverBenchmarks()         // SolverBenchmarks.swift: Auto Layout solver vs kiwisolver
        snapshotBenchmarks()       // SnapshotBenchmarks.swift: snapshot and perceptual comparison
        collectionBenchmarks()     // CollectionBenchmarks.swift: collection view layout and scrolling
    }
}
printMarkdownTable()
