import Foundation

/// A discrete recognizer for a quick straight movement, mirroring `UISwipeGestureRecognizer`: recognized
/// once the fingers have moved 50 points in one of the permitted directions within 0.5 s, staying within
/// 30 points of the line; it fails on any other movement or when it takes longer.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions, mirroring `UISwipeGestureRecognizer.Direction` (Apple's raw values).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// The number of fingers (default 1).
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDeviation: CGFloat = 30
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        start = location(in: nil)
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        evaluateMovement(event)
    }

    /// Recognizes, fails or keeps waiting, from the movement since the fingers went down.
    private func evaluateMovement(_ event: UIEvent) {
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > UISwipeGestureRecognizer.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (dir, along, across) in candidates where direction.contains(dir) {
            if along >= UISwipeGestureRecognizer.minimumDistance, abs(across) <= UISwipeGestureRecognizer.maximumDeviation {
                state = .recognized
                return
            }
        }
        // Moving far the wrong way fails the swipe.
        let allowedAxisMovement = candidates.contains { direction.contains($0.0) && $0.1 > 0 && abs($0.2) <= UISwipeGestureRecognizer.maximumDeviation }
        if !allowedAxisMovement, hypot(dx, dy) > UISwipeGestureRecognizer.maximumDeviation { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The lift's own location counts: a fast swipe may arrive with few (or no) moves in between.
        evaluateMovement(event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
