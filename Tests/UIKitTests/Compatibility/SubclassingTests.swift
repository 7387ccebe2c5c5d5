import Testing
import UIKit

/// Client subclasses written for Apple's SDK compile and run: plain `deinit`s included (an `isolated deinit`
/// in a base class would make a subclass's plain `deinit` a compile error).
@MainActor @Suite(.serialized, .freshWorld)
struct SubclassingTests {
    /// Records deinits; Sendable because deinit is nonisolated.
    final class Tracker: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func append(_ s: String) { lock.lock(); entries.append(s); lock.unlock() }
        var log: [String] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    final class MyWindow: UIWindow {
        nonisolated(unsafe) var tracker: Tracker?
        deinit { tracker?.append("window") }
    }
    final class MyView: UIView {
        nonisolated(unsafe) var tracker: Tracker?
        deinit { tracker?.append("view") }
    }
    final class MyLayer: CALayer {
        nonisolated(unsafe) var tracker: Tracker?
        deinit { tracker?.append("layer") }
    }

    @Test("UIWindow, UIView and CALayer subclasses with a plain deinit are released like any object")
    func subclassesWithDeinit() {
        let tracker = Tracker()
        do {
            let w = MyWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            w.tracker = tracker
            let v = MyView(frame: .zero)
            v.tracker = tracker
            let l = MyLayer()
            l.tracker = tracker
            v.layer.addSublayer(l)
            w.addSubview(v)
            w.makeKeyAndVisible()
            UIApplication.shared.runOneTurn()
            w.resignKey()
        }
        UIApplication.shared.runOneTurn()
        #expect(Set(tracker.log) == ["window", "view", "layer"])
    }

    @Test("A new window never inherits a freed window's on-screen state through a reused address")
    func freedRootStateIsNotReused() {
        for _ in 0..<50 {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(!container.layer.isHostedRoot)
            #expect(!container.layer.isOnScreenRoot)
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            w.makeKeyAndVisible()
            UIApplication.shared.runOneTurn()
            w.resignKey()
        }
    }
}
