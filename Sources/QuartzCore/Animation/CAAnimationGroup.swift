import Foundation

/// Several animations run together on one layer, mirroring `CAAnimationGroup`: the children's times are
/// in the group's local time line, and a child's effect is cut off where the group's duration ends.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations to run.
    open var animations: [CAAnimation]?

    /// Creates a group with Core Animation's defaults.
    public override init() { super.init() }
    /// Archives are not read on Linux: an animation with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyAttributes(from o: CAAnimation) {
        super.copyAttributes(from: o)
        guard let o = o as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }

    override var hasFiniteValues: Bool { super.hasFiniteValues && (animations ?? []).allSatisfy(\.hasFiniteValues) }
    override var mayOvershoot: Bool { super.mayOvershoot || (animations ?? []).contains(where: \.mayOvershoot) }

    override func apply(to values: inout PresentedValues, at time: CFTimeInterval) {
        guard let state = renderTiming.timingState(at: time) else { return }
        let fraction = state.fraction
        let p = renderTiming.timingFunction?.progress(at: fraction) ?? fraction
        let local = p * state.duration
        for a in animations ?? [] { a.apply(to: &values, at: local) }
    }
}
