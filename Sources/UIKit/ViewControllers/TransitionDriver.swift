import Foundation

/// Runs a built-in transition (navigation slide, modal cover, cross-dissolve, tab switch) frame by frame
/// on the media clock: `step` gets the eased progress 0...1 each turn, `completion` runs after the last
/// frame. Not animated (or zero duration): `step(1)` and `completion` run at once. Internal on purpose: the
/// UIView animation system can replace it without changing any public API.
@MainActor
enum TransitionDriver {
    /// iOS's navigation push and pop duration.
    static let navigationDuration: TimeInterval = 0.35
    /// The modal presentation duration used here (iOS uses a spring of about this length).
    static let modalDuration: TimeInterval = 0.5

    /// Ease-in-ease-out, the cubic Bézier (0.42, 0, 0.58, 1) as `CAMediaTimingFunction(name: .easeInEaseOut)`.
    static func ease(_ t: CGFloat) -> CGFloat {
        let x = min(max(t, 0), 1)
        // Solve the Bézier's x(s) = x by bisection, then evaluate y(s).
        func bez(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<30 {
            let mid = (lo + hi) / 2
            if bez(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, 0, 1)
    }

    static func run(animated: Bool, duration: TimeInterval, step: @escaping @MainActor (CGFloat) -> Void,
                    completion: @escaping @MainActor () -> Void) {
        guard animated, duration > 0, duration.isFinite else {
            step(1)
            completion()
            return
        }
        step(0)
        let start = CAMediaClock.now
        var token: MediaClockScheduler.Token?
        token = MediaClockScheduler.shared.addFrameObserver { now in
            let t = CGFloat(min(max((now - start) / duration, 0), 1))
            step(ease(t))
            if t >= 1, let tk = token {
                MediaClockScheduler.shared.removeFrameObserver(tk)
                token = nil
                completion()
            }
        }
    }
}
