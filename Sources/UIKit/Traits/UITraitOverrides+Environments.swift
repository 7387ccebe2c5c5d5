import Foundation

// `traitOverrides` on the trait environments that have it in iOS 17. Each setter records the new overrides
// and tells every environment below whose collection changed (`traitCollectionDidChange(_:)`, then the
// registered handlers); dynamic colours resolve again where the colour appearance changed.

extension UIView {
    /// The traits this view overrides for itself and its subviews (`traitOverrides`, iOS 17). Mirrors
    /// UIKit: `view.traitOverrides.horizontalSizeClass = .compact` changes the view's `traitCollection` and
    /// every subview's; `traitOverrides.remove(_:)` inherits the trait again.
    public var traitOverrides: UITraitOverrides {
        get { _rare?.traitOverrides ?? UITraitOverrides() }
        set {
            guard !newValue._isSame(as: traitOverrides) else { return }
            let before = _traitSnapshot(of: self)
            UITraitCollection._stylesVary = true
            if newValue._changes.isEmpty { _rare?.traitOverrides = nil } else { rare.traitOverrides = newValue }
            _deliver(before)
        }
    }

    /// Brings the traits of this view and its subtree up to date (`updateTraitsIfNeeded()`, iOS 17). Trait
    /// changes are delivered as they happen here, so there is never an update pending.
    public func updateTraitsIfNeeded() {}
}

extension UIViewController {
    /// The traits this view controller overrides for itself, its view and its children
    /// (`traitOverrides`, iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides ?? UITraitOverrides() }
        set {
            guard !newValue._isSame(as: traitOverrides) else { return }
            let before = _traitSnapshot()
            UITraitCollection._stylesVary = true
            _traitOverrides = newValue._changes.isEmpty ? nil : newValue
            _deliverTraitChanges(before)
        }
    }

    /// Brings the traits of this view controller and its view up to date (`updateTraitsIfNeeded()`,
    /// iOS 17); changes are delivered at once here, so it has nothing to do.
    public func updateTraitsIfNeeded() {}
}

extension UIPresentationController {
    /// The traits this presentation overrides for itself and the presented view controller
    /// (`traitOverrides`, iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides ?? UITraitOverrides() }
        set {
            guard !newValue._isSame(as: traitOverrides) else { return }
            let old = traitCollection
            let before = presentedViewController._traitSnapshot()
            UITraitCollection._stylesVary = true
            _traitOverrides = newValue._changes.isEmpty ? nil : newValue
            if !traitCollection.isEqual(old) { _traitCollectionChanged(self, from: old) }
            presentedViewController._deliverTraitChanges(before)
        }
    }
}

extension UIWindowScene {
    /// The traits this scene overrides for its windows and everything in them (`traitOverrides`, iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides ?? UITraitOverrides() }
        set {
            guard !newValue._isSame(as: traitOverrides) else { return }
            let ws = windows
            let befores = ws.map { _traitSnapshot(of: $0) }
            UITraitCollection._stylesVary = true
            _traitOverrides = newValue._changes.isEmpty ? nil : newValue
            for b in befores { _deliver(b) }
        }
    }
}
