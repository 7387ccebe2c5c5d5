import Foundation

/// An object describing one user interaction, mirroring `UIEvent`: touches, presses, scroll or hover.
///
/// As on iOS, the system reuses one touches event for the whole life of the app: every touch phase the
/// host delivers updates it and passes it through `UIApplication.sendEvent(_:)` to the touch's window.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event, mirroring `UIEvent.EventType` (Apple's raw values).
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        /// A scroll wheel or trackpad scroll (iOS 13.4).
        case scroll = 10
        /// A pointer moving over the screen without touching (iOS 13.4).
        case hover = 11
        /// A trackpad pinch or rotation (iOS 13.4).
        case transform = 14
    }

    /// The event's subtype, mirroring `UIEvent.EventSubtype` (Apple's raw values).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Pointer buttons held during the event, mirroring `UIEvent.ButtonMask`.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask for button number `buttonNumber` (1 is the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            (1...62).contains(buttonNumber) ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
        }
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// The subtype (`.none` except for motion and remote-control events).
    open internal(set) var subtype: EventSubtype = .none
    /// When the event happened, on the media clock (seconds).
    open internal(set) var timestamp: TimeInterval = 0
    /// The pointer buttons held (for touches of type `.indirectPointer`).
    open internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// The touches of the event, and those that changed in the current delivery.
    var _touches: [UITouch] = []
    var _changedTouches: [UITouch] = []
    /// For scroll events: the scroll amount (points) and the scroll's type; for hover: the location.
    var _scrollDelta: CGPoint = .zero
    var _scrollType: UIScrollType = .discrete
    var _scrollPhase: UIGestureRecognizer.State = .changed
    var _location: CGPoint = .zero
    weak var _window: UIWindow?
    var _exited = false

    init(type: EventType) {
        self.type = type
        super.init()
    }

    /// An empty touches event (apps rarely make events; the system delivers them).
    public override convenience init() { self.init(type: .touches) }

    /// Every touch of the event (nil for events that are not touch events).
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(_touches) : nil
    }

    /// The touches bound to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(_touches.filter { $0.view === view })
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(_touches.filter { $0.window === window })
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(_touches.filter { $0._recognizers.contains { $0 === gesture } })
    }

    /// The touches coalesced into `touch` since the previous event (just `touch` here: hosts deliver
    /// every sample as its own event).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        _touches.contains(touch) ? [touch] : nil
    }

    /// Predicted future touches (none here).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        _touches.contains(touch) ? [] : nil
    }
}

/// The kinds of scroll input, mirroring `UIScrollType` (iOS 13.4).
public enum UIScrollType: Int, Sendable {
    /// Scrolling in steps (a mouse wheel).
    case discrete = 0
    /// Smooth scrolling (a trackpad).
    case continuous = 1
}

/// The scroll types a pan gesture recognizer follows, mirroring `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mouse-wheel scrolling.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Trackpad scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
