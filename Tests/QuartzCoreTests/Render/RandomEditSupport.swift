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
