import Foundation

/// The layout direction of a view's content, mirroring `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// How a view's content flips in right-to-left layouts, mirroring `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIScreen {
    /// The screen's safe-area insets (Linux addition: on iOS they come from the device's notch and
    /// home indicator; here the host or a test sets them). Windows on the screen take them as their
    /// `safeAreaInsets`.
    public var safeAreaInsets: UIEdgeInsets {
        get { _safeAreaInsets }
        set {
            _safeAreaInsets = newValue
            for w in UIApplication.shared.windows where w.screen === self {
                w._layoutEngine.markDirty()
                w.setNeedsLayoutOfSubtree()
            }
        }
    }
}

extension UIView {
    /// The layout direction of the view's content: forced by `semanticContentAttribute`, else inherited
    /// from the superview (left to right at the root).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let c = v {
            switch c._rare?.autoLayout?.semanticContentAttribute ?? .unspecified {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: v = c.superview
            }
        }
        return .leftToRight
    }

    /// The layout direction for content with `attribute` in a context of `direction`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: direction
        }
    }

    /// The layout direction for content with `attribute` (on the whole application: left to right).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    func setNeedsLayoutOfSubtree() {
        setNeedsLayout()
        for s in _subviews { s.setNeedsLayoutOfSubtree() }
    }

    /// The safe-area insets: a window's come from its screen; any other view's are the parts of its
    /// superview's unsafe edges that overlap it.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        // (A plain UIView is no window: no dynamic cast for the common case.)
        if type(of: self) != UIView.self, let w = self as? UIWindow { return w.screen.safeAreaInsets }
        // The superview through its unretained link (no weak load per laid-out view), retained
        // only when its insets are not zero.
        guard let pl = _superviewLink else { return .zero }
        let pi = pl._withViewRef { $0.safeAreaInsets }
        if pi == .zero && _rare?.viewController == nil { return .zero }
        let p = pl.takeUnretainedValue()
        if let vc = _viewController {
            // A view controller's root view: the bars of enclosing navigation and tab bar controllers and
            // the controller's additionalSafeAreaInsets join the inherited safe area, as on iOS.
            let bars = _barSafeAreaSeam, extra = vc.additionalSafeAreaInsets
            let inherited = _inheritedSafeArea(from: p, insets: pi)
            let r = UIEdgeInsets(top: max(inherited.top, bars.top) + extra.top, left: inherited.left + extra.left,
                                 bottom: max(inherited.bottom, bars.bottom) + extra.bottom, right: inherited.right + extra.right)
            let b = bounds
            return UIEdgeInsets(top: max(0, min(r.top, b.height)), left: max(0, min(r.left, b.width)),
                                bottom: max(0, min(r.bottom, b.height)), right: max(0, min(r.right, b.width)))
        }
        guard pi != .zero else { return .zero }
        return _inheritedSafeArea(from: p, insets: pi)
    }

    /// The part of the superview's unsafe edges that covers this view. The unsafe bands lie inside the
    /// superview's bounds, so a view hanging past the superview's edge is covered only up to that edge:
    /// its inset never exceeds the superview's (iOS reports `top: 44`, not 64, for a view at y = -20
    /// under a 44-point bar, and `left: 0` for a view at x = -10 when the superview's left inset is 0).
    private func _inheritedSafeArea(from p: UIView, insets pi: UIEdgeInsets) -> UIEdgeInsets {
        guard pi != .zero else { return .zero }
        let safe = convert(p.bounds.inset(by: pi), from: p)
        let outer = convert(p.bounds, from: p)
        let b = bounds
        // The view's edges clipped to the superview's bounds (in this view's coordinates); each inset is
        // the length of the clipped view that an unsafe band covers.
        let top = max(b.minY, outer.minY), left = max(b.minX, outer.minX)
        let bottom = min(b.maxY, outer.maxY), right = min(b.maxX, outer.maxX)
        return UIEdgeInsets(top: max(0, min(safe.minY, bottom) - top), left: max(0, min(safe.minX, right) - left),
                            bottom: max(0, bottom - max(safe.maxY, top)), right: max(0, right - max(safe.maxX, left)))
    }

    /// The margins as left/right insets for the current layout direction: the ones set, or the default (8
    /// points on each side; a view controller's root view has 0 at the top and bottom, as UIKit's Auto
    /// Layout Guide documents), at least the controller's `systemMinimumLayoutMargins` for a root view.
    func resolvedLayoutMargins() -> UIEdgeInsets {
        let vc = _viewController
        guard let s = _rare?.autoLayout, s.marginsWereSet else {
            guard let vc else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            return vc._marginsRespectingSystemMinimum(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8),
                                                      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        let rtl = s.marginsSetDirectionally && effectiveUserInterfaceLayoutDirection == .rightToLeft
        var m = s.layoutMargins
        if s.marginsSetDirectionally {
            let d = s.directionalMargins
            m = UIEdgeInsets(top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        }
        guard let vc else { return m }
        return vc._marginsRespectingSystemMinimum(m, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The insets of a system layout guide from the bounds.
    func systemGuideInsets(_ kind: UILayoutGuide.SystemKind) -> UIEdgeInsets {
        switch kind {
        case .safeArea:
            return safeAreaInsets
        case .scrollContent:
            return .zero
        case .scrollFrame:
            // The visible rect moves with the bounds origin; the engine places subviews in content
            // coordinates, so the frame guide sits at the content offset.
            let o = bounds.origin
            return UIEdgeInsets(top: o.y, left: o.x, bottom: -o.y, right: -o.x)
        case .margins, .readableContent:
            var m = resolvedLayoutMargins()
            if insetsLayoutMarginsFromSafeArea {
                let s = safeAreaInsets
                m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            }
            if preservesSuperviewLayoutMargins, let p = superview {
                let pm = p.systemGuideInsets(.margins)
                let f = frame
                m.left = max(m.left, pm.left - f.minX)
                m.top = max(m.top, pm.top - f.minY)
                m.right = max(m.right, pm.right - (p.bounds.width - f.maxX))
                m.bottom = max(m.bottom, pm.bottom - (p.bounds.height - f.maxY))
            }
            guard kind == .readableContent else { return m }
            let width = bounds.width - m.left - m.right
            let readable: CGFloat = 672
            if width > readable {
                let extra = (width - readable) / 2
                m.left += extra
                m.right += extra
            }
            return m
        case .keyboard:
            // No on-screen keyboard: the guide runs from the safe area's bottom (or the view's bottom)
            // to the view's bottom edge, full width.
            let usesSafeArea = (_rare?.autoLayout?.keyboardLayoutGuide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            let top = usesSafeArea ? bounds.height - safeAreaInsets.bottom : bounds.height
            return UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        }
    }

    /// Calls `safeAreaInsetsDidChange()` (and `layoutMarginsDidChange()` when the margins follow the
    /// safe area) when the insets differ from the last layout's, before `layoutSubviews()`.
    func checkSafeAreaChange() {
        let insets = safeAreaInsets
        if insets == .zero && _rare?.autoLayout == nil { return }
        let s = autoLayout
        guard insets != s.lastSafeAreaInsets else { return }
        s.lastSafeAreaInsets = insets
        s.engine.markDirty()
        for sub in _subviews { sub.setNeedsLayout() }
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea {
            layoutMarginsDidChange()
            _viewController?.viewLayoutMarginsDidChange()
        }
    }
}
