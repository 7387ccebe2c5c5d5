import Foundation

/// One finger (or the mouse pointer) on the screen during one touch sequence, mirroring `UITouch`.
///
/// A touch is created when its finger goes down, is bound at `.began` to the view `hitTest(_:with:)`
/// returns, and keeps going to that view for its whole life, inside or outside its bounds. The same object
/// is updated for every phase of its finger, as on iOS.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch, mirroring `UITouch.Phase` (Apple's raw values).
    public enum Phase: Int, Sendable {
        /// A finger touched the screen.
        case began = 0
        /// A finger moved.
        case moved = 1
        /// A finger is down but did not move since the previous event.
        case stationary = 2
        /// A finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region (hover, iOS 13.4).
        case regionEntered = 5
        /// A pointer moved inside a region without touching (hover).
        case regionMoved = 6
        /// A pointer left a region (hover).
        case regionExited = 7
    }

    /// What made the touch, mirroring `UITouch.TouchType` (Apple's raw values).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A mouse or trackpad pointer (iOS 13.4).
        case indirectPointer = 3
        /// Apple's older name for `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// Which properties of a touch may be updated later, mirroring `UITouch.Properties`.
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The touch's phase in the event being delivered.
    open internal(set) var phase: Phase = .began
    /// What made the touch (`.direct` for a touch screen, `.indirectPointer` for a mouse).
    open internal(set) var type: TouchType = .direct
    /// How many quick taps at the same place this touch is part of (1 for a single tap).
    open internal(set) var tapCount = 1
    /// When the touch last changed, on the media clock (`CACurrentMediaTime()`), in seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// The view the touch was bound to at `.began` (nil when no view took it).
    open internal(set) weak var view: UIView?
    /// The window the touch happens in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch (those on the bound view and its ancestors).
    open var gestureRecognizers: [UIGestureRecognizer]? { _recognizers.isEmpty ? nil : _recognizers }
    /// The radius of the touch's contact area, in points (a fixed finger-sized value here: Linux touch
    /// devices report no contact size through SDL; 0 for the pointer).
    open internal(set) var majorRadius: CGFloat = 20
    /// The tolerance of `majorRadius`, in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch; 0 where the hardware reports none (as on devices without 3D Touch).
    open internal(set) var force: CGFloat = 0
    /// The largest force the hardware can report; 0 when it reports none.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The stylus's altitude angle (π/2 for a finger).
    open internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The properties whose values may still be updated (none here).
    open var estimatedProperties: Properties { [] }
    /// The properties expecting updates (none here).
    open var estimatedPropertiesExpectingUpdates: Properties { [] }
    /// An index identifying this touch's estimated-property updates (nil here).
    open var estimationUpdateIndex: NSNumber? { nil }

    // Window coordinates of the current and previous location.
    var _location: CGPoint = .zero
    var _previousLocation: CGPoint = .zero
    var _recognizers: [UIGestureRecognizer] = []
    /// Whether the bound view receives this touch (false when multiple-touch or exclusive-touch rules
    /// kept it away from the view).
    var _deliversToView = false
    /// Where the view's own delivery stands: 0 nothing sent, 1 began sent, 2 ended or cancelled sent.
    var _viewDelivery: UInt8 = 0
    /// Whether a recognizer cancelled this touch in its view (`cancelsTouchesInView`).
    var _cancelledInView = false
    /// Phases held back from the view by `delaysTouchesBegan`/`delaysTouchesEnded`.
    var _heldPhases: [Phase] = []
    /// The finger's key in the dispatcher.
    var _finger = 0
    var _isActive = false

    /// A touch (created by the system when a finger goes down; tests use `UIWindow.sendTouch`).
    public override init() { super.init() }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint { convert(_location, to: view) }
    /// The touch's previous location in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint { convert(_previousLocation, to: view) }
    /// The precise location (the same as `location(in:)` here: hosts report no sub-point precision
    /// beyond what the location already carries).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The precise previous location.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    /// The stylus's azimuth angle in `view` (0 for a finger).
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The stylus's azimuth unit vector in `view` ((1, 0) for a finger).
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    private func convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let w = window, view !== w else { return p }
        if view.window === w { return view.convert(p, from: w) }
        if let other = view.window { return view.convert(other.convert(p, from: w), from: other) }
        return p
    }

    open override var description: String {
        MainActor.assumeIsolated { "<UITouch phase=\(phase) tapCount=\(tapCount) type=\(type) location=\(_location)>" }
    }
}
