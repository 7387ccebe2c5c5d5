import Foundation
import CoreGraphics

/// Whether two standardized rects overlap (null rects, with infinite origins, never do). Cheaper than
/// `CGRect.intersects`, which builds the intersection.
@inline(__always) func rectsMeet(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
        && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
}

/// A uniform grid over the surface rects of a layer's sublayers, so that a small damaged region finds the
/// few sublayers meeting it without visiting all of them (the damage tracker's spatial index). Built
/// lazily for layers with many sublayers; entries move when a sublayer's rect changes; dropped when the
/// sublayer list or order changes. When the layer itself moves (its sublayers all translate together) the
/// index keeps its grid and records the translation in `offset`, which queries and updates subtract: the
/// entries never move between cells by rounding, so an entry is always in the cells its stored rect covers.
@MainActor
final class SublayerIndex {
    static let minimumSublayers = 64
    private var originX: CGFloat = 0, originY: CGFloat = 0
    private var cellW: CGFloat = 64, cellH: CGFloat = 64
    private var cols = 0, rows = 0
    private var cells: [[Int32]] = []
    private(set) var rects: [CGRect] = []
    private var stamps: [UInt32] = []
    private var query: UInt32 = 0
    /// The surface translation of every entry since it was stored (`translate(by:)`).
    private var offsetX: CGFloat = 0, offsetY: CGFloat = 0
    /// The union of the stored rects (before `offset`).
    private let extent: CGRect

    /// Indexes `order` (the sublayers in compositing order) by their `renderedSubtreeRect`.
    init(order: [CALayer]) {
        var ext = CGRect.null
        rects.reserveCapacity(order.count)
        for (i, l) in order.enumerated() {
            let r: CGRect
            if let n = l._node { n.orderIndex = Int32(truncatingIfNeeded: i); r = n.renderedSubtreeRect } else { r = .null }
            rects.append(r)
            if !r.isNull { ext = ext.union(r) }
        }
        extent = ext
        stamps = [UInt32](repeating: 0, count: order.count)
        guard !ext.isNull, ext.width > 0, ext.height > 0 else { return }
        originX = ext.minX; originY = ext.minY
        cols = min(max(1, Int((ext.width / 64).rounded(.up))), 256)
        rows = min(max(1, Int((ext.height / 64).rounded(.up))), 256)
        cellW = ext.width / CGFloat(cols); cellH = ext.height / CGFloat(rows)
        cells = [[Int32]](repeating: [], count: cols * rows)
        for i in rects.indices { insert(i) }
        // Slack in every occupied cell: a moving sublayer that enters a cell fuller than it has ever been
        // grows the cell's array, a heap allocation inside an animation frame. Empty cells stay unallocated.
        for c in cells.indices where !cells[c].isEmpty { cells[c].reserveCapacity(max(8, 2 * cells[c].count)) }
    }

    /// The cells `r` covers (clamped to the grid), or nil for a null rect or an empty grid.
    private func range(_ r: CGRect) -> (Int, Int, Int, Int)? {
        guard cols > 0, !r.isNull, r.width >= 0, r.height >= 0 else { return nil }
        func clampX(_ v: CGFloat) -> Int { v.isFinite ? min(max(Int(((v - originX) / cellW).rounded(.down)), 0), cols - 1) : 0 }
        func clampY(_ v: CGFloat) -> Int { v.isFinite ? min(max(Int(((v - originY) / cellH).rounded(.down)), 0), rows - 1) : 0 }
        return (clampX(r.minX), clampX(r.maxX), clampY(r.minY), clampY(r.maxY))
    }

    private func insert(_ i: Int) {
        guard let (x0, x1, y0, y1) = range(rects[i]) else { return }
        for y in y0...y1 { for x in x0...x1 { cells[y * cols + x].append(Int32(i)) } }
    }

    private func remove(_ i: Int) {
        guard let (x0, x1, y0, y1) = range(rects[i]) else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let c = y * cols + x
                if let k = cells[c].lastIndex(of: Int32(i)) { cells[c].remove(at: k) }
            }
        }
    }

    /// Records that every entry moved by `v` (surface pixels): the layer holding the sublayers moved.
    func translate(by v: CGPoint) {
        offsetX += v.x
        offsetY += v.y
    }

    /// `r` (surface pixels) in the stored entries' frame.
    @inline(__always) private func stored(_ r: CGRect) -> CGRect {
        offsetX == 0 && offsetY == 0 ? r : r.offsetBy(dx: -offsetX, dy: -offsetY)
    }

    /// Moves entry `i` to `rect` (surface pixels).
    func update(_ i: Int, to surfaceRect: CGRect) {
        guard i >= 0, i < rects.count else { return }
        let rect = stored(surfaceRect)
        let old = rects[i]
        if let a = range(old), let b = range(rect), a == b { rects[i] = rect; return }
        remove(i)
        rects[i] = rect
        insert(i)
    }

    /// Whether a query for `q` is worth it rather than a plain scan (it covers under a quarter of the grid).
    func isWorthQuerying(_ surfaceQuery: CGRect) -> Bool {
        guard cols > 0 else { return false }
        let hit = stored(surfaceQuery).intersection(extent)
        if hit.isNull { return true }
        return hit.width * hit.height * 4 < extent.width * extent.height
    }

    /// The indices of the entries meeting `surfaceQuery`, ascending (compositing order).
    func entries(meeting surfaceQuery: CGRect) -> [Int32] {
        let q = stored(surfaceQuery)
        var out: [Int32] = []
        guard let (x0, x1, y0, y1) = range(q.intersection(extent)) else { return out }
        query &+= 1
        if query == 0 { for k in stamps.indices { stamps[k] = 0 }; query = 1 }
        for y in y0...y1 {
            for x in x0...x1 {
                for i in cells[y * cols + x] where stamps[Int(i)] != query {
                    stamps[Int(i)] = query
                    if rectsMeet(rects[Int(i)], q) { out.append(i) }
                }
            }
        }
        out.sort()
        return out
    }
}
