import Foundation

/// A single-keyframe animation from one value to another, mirroring `CABasicAnimation`.
///
/// The documented combinations: from+to interpolates between them; from+by goes from `fromValue` to
/// `fromValue + byValue`; by+to goes from `toValue − byValue` to `toValue`; from alone goes from `fromValue`
/// to the property's current (underlying) value; to alone from the current value to `toValue`; by alone from
/// the current value to current + `byValue`; none interpolates from the previous value to the current one
/// (here: the underlying value, so nothing visible changes). Additive animations treat the values as
/// offsets from the underlying value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (`NSNumber`, `CGFloat`, `CGPoint`, `CGRect`, `CATransform3D`, `CGColor` ...).
    @exclusivity(unchecked) open var fromValue: Any?
    /// The end value.
    @exclusivity(unchecked) open var toValue: Any?
    /// The relative change.
    @exclusivity(unchecked) open var byValue: Any?

    /// Creates an animation with Core Animation's defaults.
    public override init() { super.init() }
    /// Archives are not read on Linux: an animation with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyAttributes(from o: CAAnimation) {
        super.copyAttributes(from: o)
        guard let o = o as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }

    override var hasFiniteValues: Bool {
        super.hasFiniteValues && [fromValue, toValue, byValue].allSatisfy { AnimValue($0)?.isFinite ?? true }
    }

    /// The (from, to) pair for the underlying value `base`.
    func endpoints(base: AnimValue) -> (AnimValue, AnimValue) {
        let (f, t, b) = convertedValues
        let current = isAdditive ? base.zero : base
        switch (f, t, b) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimValue.add(f, b))
        case let (nil, t?, b?): return (AnimValue.subtract(t, b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, AnimValue.add(current, b))
        default: return (current, current)
        }
    }

    /// from/to/by converted once while the animation is attached (conversions from `Any` are costly).
    var convertedValues: (AnimValue?, AnimValue?, AnimValue?) {
        if isFrozen, let c = _converted { return c }
        let c = (AnimValue(fromValue), AnimValue(toValue), AnimValue(byValue))
        if isFrozen { _converted = c }
        return c
    }
    @exclusivity(unchecked) private var _converted: (AnimValue?, AnimValue?, AnimValue?)?
    /// Forgets cached conversions (the animation was changed through `modifyAttached`).
    override func attributesChanged() { super.attributesChanged(); _converted = nil; _scalars = nil }

    /// from/to/by as plain numbers when every one that is set is a number (opacity, `position.x` ...), nil
    /// otherwise; kept while the animation is attached, as `convertedValues` is.
    private var scalarValues: (from: Double?, to: Double?, by: Double?)? {
        if isFrozen, let c = _scalars { return c }
        func number(_ v: AnimValue?) -> Double?? {
            guard let v else { return .some(nil) }
            if case .scalar(let x) = v { return .some(x) }
            return nil
        }
        let (f, t, b) = convertedValues
        let c: (from: Double?, to: Double?, by: Double?)?
        if let nf = number(f), let nt = number(t), let nb = number(b) { c = (nf, nt, nb) } else { c = nil }
        if isFrozen { _scalars = .some(c) }
        return c
    }
    @exclusivity(unchecked) private var _scalars: (from: Double?, to: Double?, by: Double?)??

    /// `endpoints(base:)` for numbers, with the same arithmetic (`AnimValue.add` and `subtract` of scalars),
    /// without building values per frame.
    private func scalarEndpoints(base x: Double) -> (Double, Double)? {
        guard let c = scalarValues else { return nil }
        let current = isAdditive ? 0 : x
        switch (c.from, c.to, c.by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f + b)
        case let (nil, t?, b?): return (t + b * -1, t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, current + b)
        default: return (current, current)
        }
    }

    override func value(atProgress progress: Double, fraction: Double, base: AnimValue, elapsed: CFTimeInterval) -> AnimValue? {
        // Numbers (most animations) interpolate as `AnimValue.lerp` does for scalars.
        if case .scalar(let x) = base, let (a, b) = scalarEndpoints(base: x) { return .scalar(a + (b - a) * progress) }
        let (a, b) = endpoints(base: base)
        return AnimValue.lerp(a, b, progress)
    }
}
