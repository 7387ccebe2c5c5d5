import Foundation

/// An animation that follows a damped spring, mirroring `CASpringAnimation`: the value moves from
/// `fromValue` to `toValue` as the closed-form solution of m·x″ + c·x′ + k·x = 0 (mass `mass`, stiffness
/// `stiffness`, damping `damping`), starting with `initialVelocity` (in units of the whole distance per
/// second, positive towards the target). The spring's time is the animation's local time; set `duration`
/// to `settlingDuration` to let it come to rest. The timing function is not used.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1; must be > 0).
    open var mass: CGFloat = 1
    /// The spring stiffness (default 100; must be > 0).
    open var stiffness: CGFloat = 100
    /// The friction (default 10; must be ≥ 0).
    open var damping: CGFloat = 10
    /// The velocity at the start, in distances per second (default 0).
    open var initialVelocity: CGFloat = 0
    /// Whether an overdamped spring (damping ratio above 1) is allowed to stay overdamped (iOS 17; default
    /// false here too, but this implementation always solves the spring exactly).
    open var allowsOverdamping = false

    /// Creates a spring with Core Animation's defaults.
    public override init() { super.init() }
    /// Archives are not read on Linux: an animation with Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A spring with a perceptual duration and a bounce (iOS 17), as SwiftUI's `Spring(duration:bounce:)`:
    /// mass 1, stiffness (2π / duration)², damping ratio 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let b = min(max(bounce.isFinite ? bounce : 0, -1 + 1e-6), 1)
        let k = pow(2 * .pi / d, 2)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        mass = 1
        stiffness = CGFloat(k)
        damping = CGFloat(ratio) * 2 * CGFloat(k).squareRoot()
        allowsOverdamping = b < 0
        duration = settlingDuration
    }

    /// The perceptual duration (iOS 17): 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval { 2 * .pi / Double((stiffness / mass).squareRoot()) }
    /// The bounce (iOS 17): 1 − damping ratio for underdamped springs, 1/ratio − 1 otherwise.
    open var bounce: CGFloat {
        let r = damping / (2 * (stiffness * mass).squareRoot())
        return r <= 1 ? 1 - r : 1 / r - 1
    }

    override func copyAttributes(from o: CAAnimation) {
        super.copyAttributes(from: o)
        guard let o = o as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }

    override var hasFiniteValues: Bool {
        super.hasFiniteValues && mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0
            && damping.isFinite && damping >= 0 && initialVelocity.isFinite
    }

    /// The estimated time for the spring to come to rest (within 0.1 % of the distance).
    open var settlingDuration: CFTimeInterval {
        let s = SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                               initialVelocity: Double(initialVelocity))
        return s.settlingTime(epsilon: 0.001)
    }

    override func value(atProgress progress: Double, fraction: Double, base: AnimValue, elapsed: CFTimeInterval) -> AnimValue? {
        let s = SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                               initialVelocity: Double(initialVelocity))
        let (a, b) = endpoints(base: base)
        return AnimValue.lerp(a, b, s.position(at: elapsed))
    }

    override var mayOvershoot: Bool { true }
}

/// The closed-form damped harmonic oscillator: position 0 at t = 0 moving to rest at 1.
package struct SpringSolution {
    package let omega0: Double, zeta: Double, v0: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass > 0 && mass.isFinite ? mass : 1
        let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        omega0 = (k / m).squareRoot()
        zeta = max(damping.isFinite ? damping : 0, 0) / (2 * (k * m).squareRoot())
        v0 = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The position (0 → 1) at `t` seconds.
    package func position(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let y: Double
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 + zeta * omega0 * a) / wd
            y = exp(-zeta * omega0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            let a = -1.0, b = v0 + omega0 * a
            y = exp(-omega0 * t) * (a + b * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - s), r2 = -omega0 * (zeta + s)
            let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
            y = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + y
    }

    /// The time after which the distance from rest stays below `epsilon`.
    package func settlingTime(epsilon: Double) -> Double {
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega0) / wd
            let amp = (1 + b * b).squareRoot()
            guard zeta > 0 else { return .infinity }
            return max(log(amp / epsilon) / (zeta * omega0), 0)
        }
        // Critically or over-damped: at most one crossing; step until it stays settled.
        var t = 0.0
        let dt = 1.0 / 240
        var lastOut = 0.0
        while t < 1000 {
            if abs(1 - position(at: t)) >= epsilon { lastOut = t }
            else if t - lastOut > 1 { break }
            t += dt
        }
        return lastOut
    }
}
