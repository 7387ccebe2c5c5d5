import Foundation

/// An opaque token for a trait-change registration (`UITraitChangeRegistration`), passed back to
/// `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// Registering code to run when chosen traits change, mirroring `UITraitChangeObservable` (iOS 17): views,
/// view controllers, presentation controllers and window scenes. A registration runs after the object's
/// `traitCollectionDidChange(_:)` when any of its traits differs between the previous and the new
/// collection, with the object and the previous collection. Registrations end with the object.
@MainActor
public protocol UITraitChangeObservable {
    /// The closure a registration runs (`TraitChangeHandler`).
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

/// One registration: the traits and what to run.
final class _TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]
    let run: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
    init(traits: [UITrait], run: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.run = run
    }
}

/// The registrations of one object, kept as an associated object (so any trait environment can hold them
/// without a stored property, and they end with it).
final class _TraitChangeRegistrations {
    var list: [_TraitChangeRegistration] = []
    nonisolated(unsafe) static var key: UInt8 = 0
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Runs `handler` with this object and the previous collection when any of `traits` changes
    /// (`registerForTraitChanges(_:handler:)`). Refer to the object through the handler's first parameter:
    /// capturing it strongly makes a cycle, as on iOS.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        _register(traits) { env, previous in
            if let e = env as? TraitEnvironment { handler(e, previous) }
        }
    }

    /// Sends `action` to `target` when any of `traits` changes (`registerForTraitChanges(_:target:action:)`);
    /// the target receives it as a `UITargetActionReceiver`, with this object as the sender.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let receiver = target as AnyObject
        return _register(traits) { [weak receiver] env, _ in
            (receiver as? UITargetActionReceiver)?.receiveAction(action, from: env, for: nil)
        }
    }

    /// Sends `action` to this object when any of `traits` changes (`registerForTraitChanges(_:action:)`).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _register(traits) { env, _ in
            (env as? UITargetActionReceiver)?.receiveAction(action, from: env, for: nil)
        }
    }

    /// Ends a registration (`unregisterForTraitChanges(_:)`); unknown tokens are ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitRegistrations(create: false)?.list.removeAll { $0 === registration }
    }

    private func _register(_ traits: [UITrait], _ run: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let r = _TraitChangeRegistration(traits: traits, run: run)
        _traitRegistrations(create: true)?.list.append(r)
        return r
    }
}

extension UITraitEnvironment {
    func _traitRegistrations(create: Bool) -> _TraitChangeRegistrations? {
        if let r = objc_getAssociatedObject(self, &_TraitChangeRegistrations.key) as? _TraitChangeRegistrations { return r }
        guard create else { return nil }
        let r = _TraitChangeRegistrations()
        objc_setAssociatedObject(self, &_TraitChangeRegistrations.key, r, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return r
    }
}

/// Tells `env` its traits changed from `previous`: `traitCollectionDidChange(_:)`, then the registrations
/// whose traits differ.
@MainActor
func _traitCollectionChanged(_ env: any UITraitEnvironment, from previous: UITraitCollection) {
    env.traitCollectionDidChange(previous)
    // The content-unavailable state holds the traits: a view controller updates its configuration.
    if let vc = env as? UIViewController, vc.isViewLoaded { vc.setNeedsUpdateContentUnavailableConfiguration() }
    guard let regs = env._traitRegistrations(create: false), !regs.list.isEmpty else { return }
    let now = env.traitCollection
    for r in regs.list where r.traits.contains(where: { now._differs(in: $0, from: previous) }) {
        r.run(env, previous)
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
extension UIPresentationController: UITraitChangeObservable {}
