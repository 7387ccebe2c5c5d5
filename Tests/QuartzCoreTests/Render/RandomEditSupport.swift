import Testing
import Foundation
@testable import QuartzCore

/// Runs `run` for the seed in the environment variable `variable` when it is set (replaying a reported
/// failure), else for `count` random seeds until one fails (`run` returns false).
@MainActor func runRandomSeeds(replaying variable: String, count: Int, _ run: (UInt64) -> Bool) {
    if let s = ProcessInfo.processInfo.environment[variable].flatMap(UInt64.init) {
        _ = run(s)
        return
    }
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<count { if !run(UInt64.random(in: 0..<1_000_000, using: &rng)) { return } }
}

/// A random mask edit of `l`: a black mask set when it has none, else removed or moved by 3 points.
@MainActor func randomMaskEdit(_ l: CALayer, _ g: inout SplitMix64) {
    func int(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
    if l.mask == nil {
        let m = CALayer()
        m.frame = CGRect(x: int(8), y: int(8), width: 4 + int(30), height: 4 + int(30))
        m.backgroundColor = CGColor(gray: 0, alpha: 1)
        l.mask = m
    } else if int(2) == 0 {
        l.mask = nil
    } else {
        l.mask?.position.x += 3
    }
}

/// Adds `l` under a random layer of `root`'s tree outside `l`'s own subtree (`root` included).
@MainActor func addUnderRandomLayer(_ l: CALayer, root: CALayer, _ g: inout SplitMix64) {
    var candidates: [CALayer] = [root]
    func collect(_ c: CALayer) { for s in c.sublayers ?? [] where s !== l { candidates.append(s); collect(s) } }
    collect(root)
    candidates[Int(g.next() % UInt64(candidates.count))].addSublayer(l)
}

/// Sets `l`'s property at `key` to the value it has.
@MainActor func reassign<T>(_ key: ReferenceWritableKeyPath<CALayer, T>, of l: CALayer) {
    let v = l[keyPath: key]
    l[keyPath: key] = v
}

/// How the last frame of `incremental` differs from a full render of `root` by a fresh renderer, for the
/// randomized damage invariants: nil when every pixel is equal, or differs by at most `edgeTolerance` per
/// channel on a resampled edge (a neighbour in the full render differs from it by 24 or more in a
/// channel). Cairo converts a scaled or rotated source's matrix to pixman's fixed point around the centre
/// of the area it composites, which a damage clip or an offscreen group's clip-sized surface moves, so the
/// bilinear weights on such an edge can round one unit apart; a stale or missed pixel differs by more, or
/// away from edges. Before rendering, the caches every renderer of the tree shares (shadow images, leaf
/// plans) are dropped, so the full render builds them from the committed values and a stale one shows as
/// a difference in the frame that made it stale.
@MainActor func differenceFromFreshFullRender(_ incremental: LayerTreeRenderer, root: CALayer,
                                              edgeTolerance: UInt8 = 2) -> String? {
    func dropSharedCaches(_ l: CALayer) {
        l._extras?.shadowCache = nil
        if let n = l._node { l.invalidateLeafPlan(n) }
        for s in l.sublayers ?? [] { dropSharedCaches(s) }
        if let m = l.mask { dropSharedCaches(m) }
    }
    dropSharedCaches(root)
    let a = incremental.makeImage()!, b = fullRender(like: incremental, root: root)
    guard let db = b.dataProvider?.data as Data? else { return "no pixels" }
    let bpr = b.bytesPerRow
    func channelDifference(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
        (0..<4).map { abs(Int(db[y0 * bpr + 4 * x0 + $0]) - Int(db[y1 * bpr + 4 * x1 + $0])) }.max()!
    }
    func onEdge(_ x: Int, _ y: Int) -> Bool {
        for dy in -1...1 { for dx in -1...1 where dx != 0 || dy != 0 {
            let nx = x + dx, ny = y + dy
            guard nx >= 0, ny >= 0, nx < b.width, ny < b.height else { continue }
            if channelDifference(x, y, nx, ny) >= 24 { return true }
        } }
        return false
    }
    let strong = differingPixels(a, b, tolerance: edgeTolerance)
    let weak = differingPixels(a, b).filter { !onEdge($0.0, $0.1) }
    guard let first = strong.first ?? weak.first else { return nil }
    return "\(strong.count) pixels differ by more than \(edgeTolerance), \(weak.count) off edges, from a full render, first at \(first) \(pixelBytes(a, first.0, first.1) + pixelBytes(b, first.0, first.1))"
}
