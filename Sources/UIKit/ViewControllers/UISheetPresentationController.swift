import Foundation

/// The presentation controller of page and form sheets, mirroring `UISheetPresentationController`
/// (iOS 15): detents choose the sheet's height (`.large()` the full card, `.medium()` half the container),
/// the grabber and corner radius are configurable.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at, mirroring `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// Identifies a detent, mirroring `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
        public let identifier: Identifier
        let fraction: CGFloat
        init(identifier: Identifier, fraction: CGFloat) {
            self.identifier = identifier
            self.fraction = fraction
            super.init()
        }
        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: .medium, fraction: 0.5) }
        /// The full card.
        public static func large() -> Detent { Detent(identifier: .large, fraction: 1) }
    }

    let dimming = UIView()
    static let topGap: CGFloat = 10

    /// The heights the sheet may rest at (default `[.large()]`). An empty array is treated as `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { containerView?.setNeedsLayout() } }
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// The largest detent that does not dim the presenter (nil: all dim).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// Whether a grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false { didSet { containerView?.setNeedsLayout() } }
    /// The sheet's corner radius (default 10).
    open var preferredCornerRadius: CGFloat? { didSet { containerView?.setNeedsLayout() } }
    /// Whether scrolling expands the sheet (stored).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (stored).
    open var prefersEdgeAttachedInCompactHeight = false
    package let grabber = UIView()
    /// The pan that drags the sheet down to dismiss it (UISheetPresentationController+SwipeToDismiss.swift).
    let _dismissPan = UIPanGestureRecognizer()
    let _dismissPanDelegate = _SheetDismissPanDelegate()

    open override var shouldPresentInFullscreen: Bool { false }

    var _currentDetent: Detent {
        let list = detents.isEmpty ? [Detent.large()] : detents
        if let id = selectedDetentIdentifier, let d = list.first(where: { $0.identifier == id }) { return d }
        return list.min { $0.fraction < $1.fraction }!
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        let b = c.bounds
        let compact = c.traitCollection.horizontalSizeClass != .regular
        let top = Self.topGap + c._barSafeAreaSeam.top
        let fullHeight = max(0, b.height - top)
        let height = (fullHeight * _currentDetent.fraction).rounded()
        if compact || b.width <= 704 {
            return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        }
        if presentationStyle == .formSheet {
            var size = presentedViewController.preferredContentSize
            if size.width <= 0 || size.height <= 0 || !size.width.isFinite || !size.height.isFinite {
                size = CGSize(width: 540, height: 620)
            }
            size.width = min(size.width, b.width)
            size.height = min(size.height, b.height - 2 * top)
            return CGRect(x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width, height: size.height)
        }
        return CGRect(x: (b.width - 704) / 2, y: b.height - height, width: 704, height: height)
    }

    open override func presentationTransitionWillBegin() {
        guard let c = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = c.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        c.insertSubview(dimming, at: 0)
        presentedView?.layer.masksToBounds = true
        grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        grabber.layer.cornerRadius = 2.5
        _installDismissPan()
    }

    open override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in detents.first { $0.identifier == id } }
        dimming.isHidden = undimmed.map { _currentDetent.fraction <= $0.fraction } ?? false
        presentedView?.layer.cornerRadius = preferredCornerRadius ?? 10
        super.containerViewWillLayoutSubviews()
        if prefersGrabberVisible, let v = presentedView {
            if grabber.superview !== v { v.addSubview(grabber) }
            grabber.frame = CGRect(x: (v.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        } else {
            grabber.removeFromSuperview()
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimming.removeFromSuperview()
            _dismissPan.view?.removeGestureRecognizer(_dismissPan)
        }
    }
}

extension UIViewController {
    /// The sheet presentation controller when this view controller is (or will be) presented as a page or
    /// form sheet, mirroring `sheetPresentationController` (iOS 15). Made on first access, so detents can
    /// be set before presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        let style = _resolvedPresentationStyle
        guard style == .pageSheet || style == .formSheet else { return nil }
        if let s = _presentationController as? UISheetPresentationController { return s }
        guard _presenting == nil else { return nil }
        let s = UISheetPresentationController(presentedViewController: self, presenting: nil)
        s._style = style
        _presentationController = s
        return s
    }
}
