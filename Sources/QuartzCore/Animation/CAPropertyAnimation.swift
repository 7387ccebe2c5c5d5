import Foundation

/// An animation of one layer property named by a key path, mirroring `CAPropertyAnimation`.
///
/// `isAdditive` adds the animated value to the property's underlying (model) value; `isCumulative` makes
/// each repetition continue from where the previous one ended; `valueFunction` turns scalar or array values
/// into a transform (`transform` key paths).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path (`"position"`, `"bounds.size.width"`, `"transform.rotation.z"` ...).
    @exclusivity(unchecked) open var keyPath: String?
    /// Whether the value is added to the underlying value (default false).
    @exclusivity(unchecked) open var isAdditive = false
    /// Whether repetitions accumulate (default false).
    @exclusivity(unchecked) open var isCumulative = false
    /// Turns the animated values into a transform, for `transform` key paths.
    @exclusivity(unchecked) open var valueFunction: CAValueFunction?

    /// Creates an animation with Core Animation's defaults.
    public override init() { super.init() }
    /// Archives are not read on Linux: an animation with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAttributes(from o: CAAnimation) {
        super.copyAttributes(from: o)
        guard let o = o as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative; valueFunction = o.valueFunction
    }

    /// The animated value at `progress` (after the timing function), given the property's underlying value.
    /// Subclasses supply it; nil means no effect.
    func value(atProgress progress: Double, fraction: Double, base: AnimValue, elapsed: CFTimeInterval) -> AnimValue? { nil }
    /// The change over one cycle, for cumulative repetition (end − start).
    func cycleDelta(base: AnimValue) -> AnimValue? {
        guard let a = value(atProgress: 0, fraction: 0, base: base, elapsed: 0),
              let b = value(atProgress: 1, fraction: 1, base: base, elapsed: renderTiming.effectiveDuration) else { return nil }
        return AnimValue.subtract(b, a)
    }

    /// The parsed key path (cached while the animation is attached and unchanged).
    var parsedKeyPath: KeyPathParts? {
        // An attached animation cannot change (a change through `modifyAttached` drops the cache), so
        // frames skip comparing the key path.
        if isFrozen, let c = _parsed { return c.2 }
        if let c = _parsed, c.0 == keyPath, c.1 == (valueFunction != nil) { return c.2 }
        guard let keyPath else { return nil }
        let p = KeyPathParts(valueFunction != nil ? "transform" : keyPath)
        _parsed = (keyPath, valueFunction != nil, p)
        return p
    }
    @exclusivity(unchecked) private var _parsed: (String?, Bool, KeyPathParts)?
    override func attributesChanged() { super.attributesChanged(); _parsed = nil }

    override func apply(to values: inout PresentedValues, at time: CFTimeInterval) {
        guard let modelKeyPath = parsedKeyPath, let state = renderTiming.timingState(at: time) else { return }
        guard let base = values.animValue(forKeyPath: modelKeyPath) else { return }
        let fraction = state.fraction
        let progress = renderTiming.timingFunction?.progress(at: fraction) ?? fraction
        // Read once: the getter of an open property returns a retained reference.
        let function = valueFunction
        let valueBase: AnimValue = function != nil ? .scalar(0) : base
        guard var v = value(atProgress: progress, fraction: fraction, base: valueBase, elapsed: state.cycleTime) else { return }
        if isCumulative, state.iteration > 0, let d = cycleDelta(base: valueBase) {
            v = AnimValue.add(v, AnimValue.scaled(d, Double(state.iteration)))
        }
        if let function { v = function.transform(from: v) }
        if isAdditive { v = AnimValue.add(base, v) }
        guard v.isFinite else { return }
        values.setAnimValue(v, forKeyPath: modelKeyPath)
    }
}
