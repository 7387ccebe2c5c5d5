import Foundation

/// Where traits come from and how changes reach `traitCollectionDidChange(_:)`.
///
/// A window computes its collection from its size and screen: size classes (horizontal regular from a width
/// of 678 points, vertical regular from a height of 480 points; see Docs/Deviations.md), the screen's
/// scale, the system interface style and content size category. A view controller inherits its parent's
/// collection (or the window's), then its parent's override for it and its own
/// `overrideUserInterfaceStyle`; a view inherits its superview's (its view controller's for a root view),
/// then its own override.
extension UIWindow {
    /// The narrowest width with a regular horizontal size class. iPad windows are regular from 678 points
    /// (a 12.9-inch iPad's half of Split View) and compact at 639 and below (its narrow side), so a window
    /// as wide as an iPad's regular windows is regular and anything narrower compact.
    static let regularWidth: CGFloat = 678
    /// The lowest height with a regular vertical size class: iPhones are vertically compact in landscape
    /// (at most 430 points high) and regular in portrait (480 points and up), iPads always regular.
    static let regularHeight: CGFloat = 480

    /// The traits of a window of `size` on `screen`.
    static func _traits(for size: CGSize, screen: UIScreen) -> UITraitCollection {
        let h: UIUserInterfaceSizeClass = size.width >= UIWindow.regularWidth ? .regular : .compact
        let v: UIUserInterfaceSizeClass = size.height >= UIWindow.regularHeight ? .regular : .compact
        let idiom: UIUserInterfaceIdiom = (h == .regular && v == .regular) ? .pad : .phone
        return UITraitCollection(style: UITraitCollection._systemStyle, horizontal: h, vertical: v,
                                 scale: screen.scale, category: UITraitCollection._systemCategory, idiom: idiom,
                                 direction: .leftToRight, level: .base, gamut: .SRGB, contrast: .normal,
                                 weight: .regular, force: .unavailable) // no 3D Touch: apps take their long-press paths
    }

    /// Tells the root and presented view controllers about a new window size
    /// (`viewWillTransition(to:with:)`, not animated: the coordinator's alongside blocks run at once). The
    /// returned transitions are completed by the caller once the traits for the new size are in place, so
    /// completion blocks see the new size classes, as on iOS.
    func _sizeDidChange() -> [TransitionContext] {
        let size = bounds.size
        guard let last = _lastTransitionSize else { _lastTransitionSize = size; return [] }
        guard last != size else { return [] }
        _lastTransitionSize = size
        var vcs: [UIViewController] = []
        if let root = rootViewController, root.isViewLoaded { vcs.append(root) }
        var p = rootViewController?.presentedViewController
        while let vc = p { vcs.append(vc); p = vc.presentedViewController }
        var contexts: [TransitionContext] = []
        for vc in vcs {
            let ctx = TransitionContext(container: self, animated: false, style: .none)
            vc.viewWillTransition(to: size, with: ctx)
            contexts.append(ctx)
        }
        return contexts
    }

    /// Recomputes the window's traits and, when they changed, calls `traitCollectionDidChange(_:)` on every
    /// view and view controller in the window whose collection changed, parents first.
    func _updateTraits() {
        let new = UIWindow._traits(for: bounds.size, screen: screen)
        guard let old = _windowTraits else { _windowTraits = new; return }
        guard !old.isEqual(new) else { return }
        // View controllers hear about the new collection first (`willTransition(to:with:)`).
        var vcs: [UIViewController] = []
        if let root = rootViewController, root.isViewLoaded { vcs.append(root) }
        var p = rootViewController?.presentedViewController
        while let vc = p { vcs.append(vc); p = vc.presentedViewController }
        var contexts: [TransitionContext] = []
        for vc in vcs {
            let ctx = TransitionContext(container: self, animated: false, style: .none)
            vc.willTransition(to: new, with: ctx)
            contexts.append(ctx)
        }
        defer { for c in contexts { c.completeTransition(true) } }
        let before = _traitSnapshot(of: self)
        _windowTraits = new
        _deliver(before)
    }
}

extension UITraitCollection {
    /// The system-wide interface style at launch (Linux addition: `UIKIT_APPEARANCE=light|dark`).
    nonisolated(unsafe) static var _systemStyle: UIUserInterfaceStyle = _launchStyle(ProcessInfo.processInfo.environment)

    /// The interface style an app launches with for the environment `env`: `UIKIT_APPEARANCE` `dark` or
    /// `light` (any case, surrounding spaces ignored) selects it; unset or anything else is light, iOS's
    /// default appearance.
    package nonisolated static func _launchStyle(_ env: [String: String]) -> UIUserInterfaceStyle {
        _appearanceOverride(env) ?? .light
    }

    /// The style `UIKIT_APPEARANCE` forces in `env` (`dark` or `light`, any case, surrounding spaces
    /// ignored), nil when it forces none: then the desktop's preference is followed where a host reads it.
    package nonisolated static func _appearanceOverride(_ env: [String: String]) -> UIUserInterfaceStyle? {
        switch env["UIKIT_APPEARANCE"]?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: return nil
        }
    }
    /// Whether any view may be dark (the system style is dark or some override was set): only then does
    /// a view's `draw(_:)` run with its own collection as `current` (computing it costs a walk up the tree).
    nonisolated(unsafe) static var _stylesVary = _systemStyle == .dark
    /// The system-wide content size category.
    nonisolated(unsafe) static var _systemCategory: UIContentSizeCategory = .large

    /// Changes the system interface style and content size category, as the user does in Settings, and
    /// updates every window (Linux addition for hosts and tests).
    @MainActor package static func _setSystemTraits(style: UIUserInterfaceStyle? = nil, category: UIContentSizeCategory? = nil) {
        if let style { _systemStyle = style; if style == .dark { _stylesVary = true } }
        let categoryChanged = category.map { $0 != _systemCategory } ?? false
        if let category { _systemCategory = category }
        for w in UIApplication.shared.windows { w._updateTraits() }
        if categoryChanged {
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: _systemCategory])
        }
    }
}

/// The trait environments of a subtree with their collections, parents first, and how to take the same
/// snapshot again after a change.
struct TraitSnapshot {
    var entries: [(env: any UITraitEnvironment, traits: UITraitCollection)] = []
    var rebuild: (@MainActor () -> TraitSnapshot)?
    init() {}
}

/// The collections of `root` and its subtree, computed top-down (a view without an override shares its
/// parent's collection object), so a snapshot costs O(views) rather than a walk up per view.
@MainActor
func _traitEntries(of root: UIView, into s: inout TraitSnapshot, skipping skipped: AnyObject? = nil) {
    func walk(_ v: UIView, inherited: UITraitCollection?) {
        var t: UITraitCollection
        if let vc = v._viewController {
            let vt = vc.traitCollection
            if vc !== skipped { s.entries.append((vc, vt)) }
            t = v._applyingOwnOverrides(to: vt)
        } else if let inherited {
            t = v._applyingOwnOverrides(to: inherited)
        } else {
            t = v.traitCollection
        }
        s.entries.append((v, t))
        for c in v.subviews { walk(c, inherited: t) }
    }
    walk(root, inherited: nil)
}

@MainActor
func _traitSnapshot(of root: UIView) -> TraitSnapshot {
    var s = TraitSnapshot()
    _traitEntries(of: root, into: &s)
    s.rebuild = { _traitSnapshot(of: root) }
    return s
}

@MainActor
func _deliver(_ before: TraitSnapshot) {
    let after = before.rebuild?() ?? TraitSnapshot()
    guard after.entries.count == before.entries.count else {
        // The tree changed shape while delivering: compare each environment with its own lookup.
        for e in before.entries where !e.env.traitCollection.isEqual(e.traits) { _traitCollectionChanged(e.env, from: e.traits) }
        return
    }
    for (e, a) in zip(before.entries, after.entries) {
        let now = a.traits
        guard now !== e.traits, !now.isEqual(e.traits) else { continue }
        if let v = e.env as? UIView, now.hasDifferentColorAppearance(comparedTo: e.traits) {
            v._resolveDynamicColors()
            if v._drawsContent { v.setNeedsDisplay() }
        }
        if now.preferredContentSizeCategory != e.traits.preferredContentSizeCategory {
            (e.env as? _ContentSizeCategoryFollowing)?._adjustFontForContentSizeCategory()
        }
        _traitCollectionChanged(e.env, from: e.traits)
    }
}

extension UIViewController {
    func _computeTraits() -> UITraitCollection {
        var base: UITraitCollection
        if let p = _parent {
            base = p.traitCollection
            if let o = p._childTraitOverrides[ObjectIdentifier(self)] { base = UITraitCollection(traitsFrom: [base, o]) }
        } else if let presenter = _presenting {
            // A presented controller inherits through its presentation controller (which applies its own
            // `traitOverrides`; without overrides it has the presenter's collection).
            if let pc = _presentationController, pc._traitOverrides != nil { base = pc.traitCollection }
            else { base = presenter.traitCollection }
        } else if let w = _view?.window {
            base = w.traitCollection
        } else {
            base = UITraitCollection.current
        }
        if _overrideStyle != .unspecified { base = base.replacingStyle(_overrideStyle) }
        if let o = _traitOverrides { base = base._applying(o) }
        return base
    }

    func _traitSnapshot() -> TraitSnapshot {
        var s = TraitSnapshot()
        s.entries.append((self, traitCollection))
        if let v = _view { _traitEntries(of: v, into: &s, skipping: self) }
        s.rebuild = { [weak self] in self?._traitSnapshot() ?? TraitSnapshot() }
        return s
    }

    func _deliverTraitChanges(_ before: TraitSnapshot) { _deliver(before) }
}

extension UIView {
    func _computeTraits() -> UITraitCollection {
        var base: UITraitCollection
        if let w = self as? UIWindow {
            if w._windowTraits == nil { w._windowTraits = UIWindow._traits(for: w.bounds.size, screen: w.screen) }
            base = w._windowTraits!
            if let o = w.windowScene?._traitOverrides { base = base._applying(o) }
        } else if let vc = _viewController {
            base = vc.traitCollection
        } else if let s = superview {
            base = s.traitCollection
        } else {
            base = UITraitCollection.current
        }
        return _applyingOwnOverrides(to: base)
    }

    /// `t` with this view's `overrideUserInterfaceStyle` and then its `traitOverrides` applied.
    @inline(__always)
    func _applyingOwnOverrides(to t: UITraitCollection) -> UITraitCollection {
        guard let r = _rare else { return t }
        var t = t
        if r.overrideUserInterfaceStyle != .unspecified { t = t.replacingStyle(r.overrideUserInterfaceStyle) }
        if let o = r.traitOverrides { t = t._applying(o) }
        return t
    }

    /// The view's own interface style override, kept in the rare state.
    var _overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _rare?.overrideUserInterfaceStyle ?? .unspecified }
        set { if newValue != .unspecified || _rare != nil { rare.overrideUserInterfaceStyle = newValue } }
    }
}

extension UIView: UITraitEnvironment {}
