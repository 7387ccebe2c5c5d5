import Foundation

/// The one record of the touches that are down: which `UITouch` stands for which finger of which window,
/// the tap count a new touch starts with, and the touches event UIKit reuses for every touch phase. The
/// host's input enters here (`record`), becomes one `UIEvent`, goes through `UIApplication.sendEvent(_:)`
/// and `UIWindow.sendEvent(_:)`, and is retired here (`retire`) once delivered. Nothing else adds or
/// removes touches.
@MainActor
final class TouchTable {
    /// Touches that are down, in the order they began.
    private(set) var active: [UITouch] = []
    /// The touches event the app reuses, as UIKit does.
    let event = UIEvent(type: .touches)

    private struct LastTap { weak var window: UIWindow?; var location: CGPoint; var time: TimeInterval; var count: Int }
    private var lastTap: LastTap?

    /// The longest pause between taps, and the farthest distance, for `tapCount` to grow.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 40

    /// The touch that `finger` holds down in `window`, if any.
    func touch(finger: Int, in window: UIWindow) -> UITouch? {
        active.first { $0._isActive && $0.window === window && $0._finger == finger }
    }

    /// Records one host phase of `finger` and prepares the touches event that carries it. Returns the touch
    /// and whether it is to be delivered: a began at a non-finite location, and a later phase of a finger
    /// that is not down, are dropped (UIKit's event system never sees them). A non-finite location keeps
    /// the touch's previous one.
    func record(_ phase: UITouch.Phase, at location: CGPoint, finger: Int, type: UITouch.TouchType,
                buttons: UIEvent.ButtonMask, in window: UIWindow, time: TimeInterval) -> (touch: UITouch, deliver: Bool) {
        let finite = location.x.isFinite && location.y.isFinite
        let touch: UITouch
        if phase == .began {
            touch = UITouch()
            touch.type = type
            touch._finger = finger
            touch.phase = .began
            touch.window = window
            if type == .indirectPointer { touch.majorRadius = 0; touch.majorRadiusTolerance = 0 }
            guard finite else { touch.phase = .cancelled; return (touch, false) }
            touch._location = location
            touch._previousLocation = location
            touch._isActive = true
            touch.tapCount = tapCount(at: location, time: time, in: window)
            active.append(touch)
        } else {
            guard let t = self.touch(finger: finger, in: window) else {
                let orphan = UITouch()
                orphan.phase = phase
                orphan.type = type
                orphan._location = finite ? location : .zero
                return (orphan, false)
            }
            touch = t
            touch.phase = phase
            touch._previousLocation = touch._location
            if finite { touch._location = location }
        }
        touch.timestamp = time
        event.timestamp = time
        event.buttonMask = type == .indirectPointer && phase != .ended && phase != .cancelled ? buttons : []
        event._touches = active
        if event._changedTouches.count != 1 || event._changedTouches[0] !== touch { event._changedTouches = [touch] }
        return (touch, true)
    }

    /// Ends the record of a touch whose phase has been delivered: an ended or cancelled touch leaves the
    /// table (and an ended one starts the next touch's tap count).
    func retire(_ touch: UITouch) {
        guard touch.phase == .ended || touch.phase == .cancelled else { return }
        if touch.phase == .ended, let w = touch.window {
            lastTap = LastTap(window: w, location: touch._location, time: touch.timestamp, count: touch.tapCount)
        }
        touch._isActive = false
        active.removeAll { $0 === touch }
        event._changedTouches = []
        event._touches = active
    }

    /// Touches are counted as taps of one sequence when they begin close in time and place to the last lift.
    private func tapCount(at location: CGPoint, time: TimeInterval, in window: UIWindow) -> Int {
        if let last = lastTap, last.window === window, time - last.time <= TouchTable.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= TouchTable.multiTapDistance {
            return last.count + 1
        }
        return 1
    }
}
