import Foundation

/// The abstract base of Core Animation's animations, mirroring `CAAnimation`: timing (`CAMediaTiming`),
/// a timing function, a (retained) delegate and `isRemovedOnCompletion`.
///
/// `CALayer.add(_:forKey:)` stores a copy (`copy()`), so changing an animation after adding it has no
/// effect on the running one; the stored copy is frozen (`animation(forKey:)` returns it, and changes to it
/// are ignored with a warning, where Core Animation raises). An animation is also a `CAAction`: running it
/// for a key adds it to the layer under that key.
@preconcurrency @MainActor
open class CAAnimation: NSObject, @preconcurrency NSCopying, CAMediaTiming, CAAction {
    /// Creates an animation with Core Animation's defaults.
    public override init() { super.init() }

    /// Archives are not read on Linux: an animation with Core Animation's defaults, so subclasses written
    /// for iOS (`required init?(coder:)` calling `super.init(coder:)`) compile and run.
    public required init?(coder: NSCoder) { super.init() }

    /// How `copy()` makes an instance of the animation's own class (Swift constructs through a metatype only
    /// with a required initializer): the class's `init()`. Inherited by subclasses that declare no designated
    /// initializer or override both of CAAnimation's.
    public required convenience init(_runtimeInstance: Void) { self.init() }

    // MARK: CAMediaTiming
    /// When the animation starts, in its layer's time; 0 means "when added" (set at `add(_:forKey:)`).
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 { didSet { if frozen("beginTime") { beginTime = oldValue } else if !_defersTiming { renderTiming.beginTime = beginTime } } }
    /// The length of one cycle; 0 means the default of 0.25 s.
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0 { didSet { if frozen("duration") { duration = oldValue } else if !_defersTiming { renderTiming.duration = duration } } }
    /// How fast the animation's time runs relative to the layer's (default 1).
    @exclusivity(unchecked) open var speed: Float = 1 { didSet { if frozen("speed") { speed = oldValue } else if !_defersTiming { renderTiming.speed = speed } } }
    /// An offset added to the animation's local time.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 { didSet { if frozen("timeOffset") { timeOffset = oldValue } else if !_defersTiming { renderTiming.timeOffset = timeOffset } } }
    /// How many cycles to play (fractions allowed; `.infinity` repeats until removed; 0 plays once).
    @exclusivity(unchecked) open var repeatCount: Float = 0 { didSet { if frozen("repeatCount") { repeatCount = oldValue } else if !_defersTiming { renderTiming.repeatCount = repeatCount } } }
    /// How long to repeat, in local time (0: use `repeatCount`).
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0 { didSet { if frozen("repeatDuration") { repeatDuration = oldValue } else if !_defersTiming { renderTiming.repeatDuration = repeatDuration } } }
    /// Whether each cycle plays forwards then backwards.
    @exclusivity(unchecked) open var autoreverses = false { didSet { if frozen("autoreverses") { autoreverses = oldValue } else if !_defersTiming { renderTiming.autoreverses = autoreverses } } }
    /// What the animation shows outside its active time (default `.removed`: nothing).
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed { didSet { if frozen("fillMode") { fillMode = oldValue } else if !_defersTiming { renderTiming.fillMode = fillMode } } }

    // MARK: Animation attributes
    /// The pacing of each cycle; nil is linear pacing.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction? { didSet { if frozen("timingFunction") { timingFunction = oldValue } else if !_defersTiming { renderTiming.timingFunction = timingFunction } } }
    /// The delegate, retained by the animation as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when its active duration ends (default true).
    @exclusivity(unchecked) open var isRemovedOnCompletion = true { didSet { if frozen("isRemovedOnCompletion") { isRemovedOnCompletion = oldValue } } }
    /// The frame rate the animation would like (iOS 15); a hint only.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The default value of a property (`CAAnimation.defaultValue(forKey:)`).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }
    /// Whether the value of `key` is archived (always true here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: NSCopying
    /// A copy with the same attributes (not frozen, not attached to any layer).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init(_runtimeInstance: ())
        c.copyAttributes(from: self)
        return c
    }

    /// Copies this class's attributes from `other` (subclasses in this module extend it).
    func copyAttributes(from o: CAAnimation) {
        beginTime = o.beginTime; duration = o.duration; speed = o.speed; timeOffset = o.timeOffset
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; timingFunction = o.timingFunction; delegate = o.delegate
        isRemovedOnCompletion = o.isRemovedOnCompletion; preferredFrameRateRange = o.preferredFrameRateRange
        customValues = o.customValues
    }

    // MARK: CAAction
    /// Adds the animation to `anObject` (a layer) under `event`, as Core Animation's actions do.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Engine hooks (overridden by the subclasses in this module)

    /// Applies the animation's effect to a layer's presented values at `time` in the animation's parent
    /// time line (the layer's local time, or the enclosing group's). The base class has no effect.
    func apply(to values: inout PresentedValues, at time: CFTimeInterval) {}
    /// Whether every number the animation uses is finite (checked when it is added).
    var hasFiniteValues: Bool {
        beginTime.isFinite && !duration.isNaN && speed.isFinite && timeOffset.isFinite && !repeatCount.isNaN
            && !repeatDuration.isNaN && duration != .infinity
    }
    /// Whether the animation's curve can leave the from…to range (springs, overshooting Béziers).
    var mayOvershoot: Bool { !(timingFunction?.staysInUnitRange ?? true) }
    /// The duration the model's properties give: Core Animation's default of 0.25 s when `duration` is 0
    /// (UIKit's property animator maps its fraction onto it; frames read `renderTiming`).
    package var effectiveDuration: CFTimeInterval { duration == 0 ? AnimationTimingValues.defaultDuration : duration }

    /// Called after `modifyAttached` changed the animation (subclasses drop caches).
    func attributesChanged() {}

    /// The timing the animation is evaluated with (frames, `presentation()`, the engine's start and stop
    /// events): its timing properties, set with them, except while UIKit's animators change an animation
    /// the render tree runs (`modifyAttached(on:_:)`): then the new values wait in the properties
    /// (`timingPending`) until the commit copies them here (`commitTiming()`).
    @exclusivity(unchecked) final var renderTiming = AnimationTimingValues()
    /// Set while a timing property set goes to the properties only (`modifyAttached(on:_:)`).
    @exclusivity(unchecked) final var _defersTiming = false
    /// Set while the properties hold timing the render tree has not been handed yet.
    @exclusivity(unchecked) final var timingPending = false

    /// The timing properties as they are now.
    final var modelTiming: AnimationTimingValues {
        AnimationTimingValues(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                              repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                              fillMode: fillMode, timingFunction: timingFunction)
    }

    /// Hands the timing properties to the render tree (the commit of the animation's layer).
    final func commitTiming() {
        timingPending = false
        renderTiming = modelTiming
    }

    // MARK: Runtime state of an added (frozen) copy
    @exclusivity(unchecked) var isFrozen = false
    /// Values set with `setValue(_:forKey:)`.
    var customValues: [String: Any] = [:]
    /// The window tree the layer was in when the animation was added (removal from it ends the animation).
    weak var hostedRoot: CALayer?
    @exclusivity(unchecked) var _touched: Set<String>?
    /// Whether the animation writes `position` alone: 0 not known yet, 1 yes, 2 no (cached while attached).
    @exclusivity(unchecked) var _positionOnly: UInt8 = 0
    /// Whether the animation makes its layer redisplay: 0 not known yet, 1 yes, 2 no (cached while attached).
    @exclusivity(unchecked) var _redisplays: UInt8 = 0
    /// Made by `CALayer.defaultAction(forKey:)` (skipped for layers outside a rendered tree).
    var isImplicitDefault = false
    @exclusivity(unchecked) var didStart = false
    @exclusivity(unchecked) var didStop = false
    /// Transactions whose completion block waits for this animation.
    var completionGroups: [CATransaction.CompletionGroup] = []

    private func frozen(_ name: String) -> Bool {
        guard isFrozen else { return false }
        CALayer.warn("attempting to modify \(name) of an animation already added to a layer; ignored")
        return true
    }
}

/// Where an animation is in its time line.
struct AnimationTiming {
    enum Phase { case before, active, after }
    var phase: Phase
    /// Time within the simple duration, 0...duration, after autoreversing (before the timing function).
    var cycleTime: CFTimeInterval
    /// The simple duration.
    var duration: CFTimeInterval
    /// Which repetition (for cumulative animations).
    var iteration: Int

    /// The fraction of the simple duration, 0...1.
    var fraction: Double { duration > 0 ? min(max(cycleTime / duration, 0), 1) : 1 }
}

/// A frame rate range (`CAFrameRateRange`, iOS 15): minimum, maximum and preferred frames per second.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The preferred rate (nil: no preference).
    public var preferred: Float?
    /// A range with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// No preference (the display's rate).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
    /// Whether two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
