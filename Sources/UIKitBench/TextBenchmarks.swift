import Foundation
import UIKit
import CCairoBench
import CPangoBench

/// Text: 1,000 labels of about 20 characters measured and drawn into a 1280×800 bitmap, next to
/// the same Pango calls in C; re-measuring and re-drawing a label whose layout is cached; heap per label.
@MainActor
func textBenchmarks() {
    let n = 1000
    let (xs, ys) = positions(n)
    let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]
    let texts: [String] = (0..<n).map { i in
        "\(words[i % 10]) \(words[(i / 10) % 10]) \(i)".padding(toLength: 20, withPad: ".", startingAt: 0)
    }
    let font = UIFont(name: "DejaVu Sans", size: 15)!
    let width = 1280, height = 800
    func makeContext() -> CGContext {
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        // UIKit's flip, as a backing store has it.
        ctx.translateBy(x: 0, y: CGFloat(height)); ctx.scaleBy(x: 1, y: -1)
        return ctx
    }

    // Measure and draw 1,000 fresh labels (each lays out once: sizeThatFits, then draws from that layout).
    do {
        let ctx = makeContext()
        let swift = measure { labelsMeasuredAndDrawn(texts, xs, ys, font, into: ctx) }
        if CommandLine.arguments.contains("--text-breakdown") {
            let create = measure { for i in 0..<n { let l = UILabel(); l.font = font; l.text = texts[i] } }
            let sizing = measure { for i in 0..<n { let l = UILabel(); l.font = font; l.text = texts[i]; _ = l.sizeThatFits(CGSize(width: 400, height: 100)) } }
            print("breakdown: create+set \(create * 1000) ms, +sizeThatFits \(sizing * 1000) ms")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        let cstrings = texts.map { strdup($0) }
        let pointers = cstrings.map { UnsafePointer($0) }
        var sink = 0.0
        let c = measure {
            pointers.withUnsafeBufferPointer { p in
                sink += cpb_labels(cr, p.baseAddress, xs, ys, Int32(n), "DejaVu Sans", 15)
            }
        }
        // Heap allocations per label on both sides, one untimed run each (the label's view, layer and
        // measurements against Pango's layout alone).
        let swiftStart = ccb_malloc_calls()
        labelsMeasuredAndDrawn(texts, xs, ys, font, into: ctx)
        let swiftAllocations = Double(ccb_malloc_calls() - swiftStart) / Double(n)
        let cStart = ccb_malloc_calls()
        pointers.withUnsafeBufferPointer { p in
            sink += cpb_labels(cr, p.baseAddress, xs, ys, Int32(n), "DejaVu Sans", 15)
        }
        let cAllocations = Double(ccb_malloc_calls() - cStart) / Double(n)
        cstrings.forEach { free($0) }
        cairo_destroy(cr); cairo_surface_destroy(surface)
        report(Figure(name: "measure_and_draw_1000_UILabels_20_chars_ms", value: swift * 1000, unit: "ms", baseline: c * 1000))
        report(Figure(name: "allocations_per_UILabel_measured_and_drawn", value: swiftAllocations, unit: "allocations",
                      baseline: cAllocations))
        _ = sink
    }

    // Re-measuring an unchanged label and redrawing after a colour change reuse the layout.
    do {
        let ctx = makeContext()
        let labels: [UILabel] = texts.prefix(200).map { t in
            let l = UILabel(); l.font = font; l.text = t
            l.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
            return l
        }
        let first = measure {
            for l in labels { l.text = l.text! + ""; l.font = font; _ = l.sizeThatFits(CGSize(width: 400, height: 100)) }
        }
        for l in labels { _ = l.sizeThatFits(CGSize(width: 400, height: 100)) }
        let again = measure {
            for l in labels { _ = l.sizeThatFits(CGSize(width: 400, height: 100)) }
        }
        report(Figure(name: "first_layout_200_labels_ms", value: first * 1000, unit: "ms"))
        report(Figure(name: "remeasure_unchanged_200_labels_ms", value: again * 1000, unit: "ms"))
        report(Figure(name: "first_layout_over_remeasure_ratio", value: first / again, unit: "x"))
        UIGraphicsPushContext(ctx)
        for l in labels { l.drawText(in: l.bounds) }
        var flip = false
        let redraw = measure {
            flip.toggle()
            for l in labels { l.textColor = flip ? .red : .blue; l.drawText(in: l.bounds) }
        }
        let firstDraw = measure {
            for l in labels { l.text = l.text! + ""; l.font = font; l.drawText(in: l.bounds) }
        }
        UIGraphicsPopContext()
        report(Figure(name: "redraw_after_colour_change_200_labels_ms", value: redraw * 1000, unit: "ms"))
        report(Figure(name: "first_layout_and_draw_200_labels_ms", value: firstDraw * 1000, unit: "ms"))
    }

    // Heap per UILabel with short text, measured once.
    do {
        let count = 10_000
        let before = ccb_heap_in_use()
        var keep: [UILabel] = []
        keep.reserveCapacity(count)
        for i in 0..<count {
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            l.text = "Label \(i)"
            _ = l.intrinsicContentSize
            keep.append(l)
        }
        let after = ccb_heap_in_use()
        report(Figure(name: "heap_per_UILabel_short_text_measured", value: (Double(after) - Double(before)) / Double(count), unit: "bytes"))
        withExtendedLifetime(keep) {}
    }
}

/// The Swift side of the 1,000-label figure: fresh labels measured (`sizeThatFits`) and drawn. Not inlined,
/// so that callgrind can count it alone (`--toggle-collect='*labelsMeasuredAndDrawn*'`, next to
/// `--toggle-collect=cpb_labels` for the C side).
@MainActor @inline(never)
func labelsMeasuredAndDrawn(_ texts: [String], _ xs: [Double], _ ys: [Double], _ font: UIFont, into ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    for i in texts.indices {
        let label = UILabel()
        label.font = font
        label.text = texts[i]
        let size = label.sizeThatFits(CGSize(width: 400, height: 100))
        label.frame = CGRect(x: xs[i], y: ys[i], width: size.width, height: size.height)
        // Drawn at its frame in the shared context, as C moves to (x, y): no save, translate and restore
        // per label, which C does not pay either.
        label.drawText(in: label.frame)
    }
    UIGraphicsPopContext()
}
