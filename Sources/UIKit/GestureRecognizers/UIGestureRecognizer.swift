import Foundation

/// The base class of gesture recognizers, mirroring `UIGestureRecognizer`.
///
/// A recognizer attached to a view receives the touches that begin in that view or its descendants
/// before the hit view does. Its `state` follows Apple's machine: a discrete gesture goes from `.possible`
/// to `.recognized` (`.ended`) or `.failed`; a continuous one goes `.possible` → `.began` → `.changed`… →
/// `.ended` or `.cancelled` (or `.possible` → `.failed`). Subclasses set `state` from their touch
/// methods; illegal transitions are ignored. After a final state the recognizer stops receiving the
/// sequence's touches, keeps that state (and its last location) until the next turn of the run loop, and is
/// then `reset()` to `.possible`, as UIKit documents for `.recognized`.
///
/// Target-action: Apple's `init(target:action:)` and `addTarget(_:action:)` take a `Selector`, which is
/// sent to targets that adopt `UITargetActionReceiver`; the Swift-native `init(handler:)` and
/// `addHandler(_:)` run closures (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, mirroring `UIGestureRecognizer.State` (Apple's raw values).
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// A discrete gesture was recognized (the same value as `.ended`).
        public static var recognized: State { .ended }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }
    private var targetActions: [TargetAction] = []
    private final var handlers: [(UIGestureRecognizer) -> Void] = []

    var _state: State = .possible
    /// A recognition held back until the recognizers this one requires to fail have failed.
    var _pending: State?
    /// The touches currently down that this recognizer tracks.
    var _trackedTouches: [UITouch] = []
    /// Every touch delivered since the last reset (to detach from them when finishing).
    var _sequenceTouches: [UITouch] = []
    /// The touches of the sequence the recognizer finished; its reset waits until they all lifted.
    var _finishedTouches: [UITouch] = []
    /// Whether the recognizer has received input since its last reset.
    var _inPlay = false
    /// Set by subclasses that keep waiting (a timer) after all their touches ended.
    var _waitsAfterTouchesEnd = false
    var _failureRequirements: [WeakRecognizer] = []
    /// What the recognizer's own transitions have shown it to be: discrete once it went from `.possible`
    /// straight to `.recognized`, continuous once it went to `.began`; `nil` until it recognized once.
    /// UIKit tells the two kinds apart by the states they pass through, not by their class.
    var _observedDiscrete: Bool?
    /// The last location (window coordinates) and window, for `location(in:)` once touches ended.
    var _lastLocation: CGPoint = .zero
    weak var _window: UIWindow?
    /// The view it is attached to. Weak: the view holds its recognizers strongly
    /// (`addGestureRecognizer(_:)` documents the strong reference), and a strong one back would keep every
    /// view with a recognizer alive forever. A released view takes its recognizers with it unless the app
    /// holds one, which then has no view.
    weak var _attachedView: UIView?

    struct WeakRecognizer { weak var value: UIGestureRecognizer? }

    /// A recognizer that sends `action` to `target` on every state change that recognizes (Apple's form;
    /// `nil` for either adds no target).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without targets.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// The Swift-native form: a recognizer that calls `handler` whenever Apple's would send its action
    /// (every transition to `.began`, `.changed`, `.ended`/`.recognized` and `.cancelled`).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        handlers.append(handler)
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init() }

    /// Adds a target-action pair (a pair already added is not added twice).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        if targetActions.contains(where: { $0.target === object && $0.action == action }) { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes target-action pairs: `nil` target matches every target, `nil` action every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
        }
    }

    /// The Swift-native form of `addTarget(_:action:)`: `handler` runs whenever an action would be sent.
    open func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler added with `init(handler:)` or `addHandler(_:)`.
    open func removeAllHandlers() { handlers.removeAll() }

    // MARK: State

    /// The recognizer's state. Reading is public; subclasses set it from their touch methods (Apple's
    /// UIGestureRecognizerSubclass API). Transitions Apple's machine does not allow are ignored.
    open var state: State {
        get { _state }
        set { GestureArena.shared.transition(self, to: newValue) }
    }

    /// The object that decides whether the recognizer begins, receives touches, and how it relates to
    /// others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer is enabled (default true). Disabling one in the middle of a gesture cancels
    /// it (fails it when it had not begun).
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { GestureArena.shared.abort(self) } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { _attachedView }

    /// Whether the touches of a recognized gesture are cancelled in the view (default true).
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan` reaches the view only after the recognizer failed (default false).
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` reaches the view only after the recognizer failed (default true).
    open var delaysTouchesEnded = true
    /// The touch types the recognizer receives (raw values of `UITouch.TouchType`; all by default).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer receives (raw values of `UIPress.PressType`).
    open var allowedPressTypes: [NSNumber] = []
    /// Whether the recognizer takes touches of only one type at a time (default true).
    open var requiresExclusiveTouchType = true
    /// A name for debugging (iOS 11).
    open var name: String?
    /// The modifier keys held during the last event (iOS 13.4).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons held during the last event (iOS 13.4).
    open internal(set) var buttonMask: UIEvent.ButtonMask = []

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it may recognize; if the
    /// other one recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !_failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) else { return }
        _failureRequirements.removeAll { $0.value == nil }
        _failureRequirements.append(WeakRecognizer(value: otherGestureRecognizer))
    }

    // MARK: Location

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { _trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's); after the touches
    /// ended, the last such location.
    open func location(in view: UIView?) -> CGPoint {
        _noteLocation()
        return GestureArena.convert(_lastLocation, from: _window, to: view)
    }

    /// Remembers the centroid of the tracked touches (window coordinates), so that `location(in:)` still
    /// answers once they lifted and until the recognizer is reset.
    func _noteLocation() {
        guard !_trackedTouches.isEmpty else { return }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in _trackedTouches { x += t._location.x; y += t._location.y }
        let n = CGFloat(_trackedTouches.count)
        _lastLocation = CGPoint(x: x / n, y: y / n)
    }

    /// The location of tracked touch `touchIndex` in `view`'s coordinates. An index out of range raises,
    /// as in UIKit.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(touchIndex >= 0 && touchIndex < _trackedTouches.count,
                     "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(_trackedTouches.count)).")
        return _trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Subclassing (UIGestureRecognizerSubclass)

    /// New touches for the recognizer. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated properties were updated. The default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Presses began. The default does nothing.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed. The default does nothing.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended. The default does nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled. The default does nothing.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called after the recognizer reached a final state, when it returns to `.possible`; subclasses reset
    /// their own state and call super.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        GestureArena.shared.detach(self, from: touch)
    }

    /// Stops delivering `button` to this recognizer.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Whether this recognizer, by recognizing, prevents `preventedGestureRecognizer` (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the recognizer receives `event` at all (iOS 13.4; default true).
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Scroll input for recognizers that follow it (the pan recognizer); returns whether it was used.
    func _handleScroll(_ delta: CGPoint, type: UIScrollType, location: CGPoint, in window: UIWindow, event: UIEvent) -> Bool { false }
    /// Hover input (the hover recognizer).
    func _handleHover(_ phase: UITouch.Phase, location: CGPoint, in window: UIWindow, event: UIEvent) {}

    // MARK: Sending actions

    func _sendActions() {
        for entry in targetActions {
            if let receiver = entry.target as? UITargetActionReceiver {
                receiver.receiveAction(entry.action, from: self, for: nil)
            }
        }
        for handler in handlers { handler(self) }
    }

    /// The selectors and targets registered, for tests and debugging.
    var _targetActionPairs: [(AnyObject?, Selector)] { targetActions.map { ($0.target, $0.action) } }

    open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)) state=\(_state)\(name.map { " name=\($0)" } ?? "")>" }
    }
}

/// The methods a recognizer's delegate implements to fine-tune it, mirroring
/// `UIGestureRecognizerDelegate`. Every method is optional (the defaults are UIKit's).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch` (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer receives `press` (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Whether the recognizer receives `event` (iOS 13.4; default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
