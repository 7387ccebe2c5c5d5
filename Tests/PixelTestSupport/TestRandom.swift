import CoreGraphics

/// Knuth's MMIX linear congruential generator: enough to pick random drawing steps, and the same on every
/// run for a seed, so a failing seed can be replayed.
public struct TestRandom {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    /// A number in 0..<n.
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// A fraction in [0, 1) in steps of 1/10,000.
    public mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }
}
