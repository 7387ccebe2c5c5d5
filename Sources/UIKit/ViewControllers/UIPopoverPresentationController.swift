import Foundation

/// Arrow directions of a popover, mirroring `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Popover callbacks, mirroring `UIPopoverPresentationControllerDelegate`. All optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}
extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The anchor of a popover, mirroring `UIPopoverPresentationController`. Popovers are shown as sheets here
/// (as iOS adapts them in compact widths), so the anchor is recorded and not drawn; code that sets
/// `sourceView`/`sourceRect`/`barButtonItem` (as action sheets on iPad require) runs unchanged.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The allowed arrow directions (default any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow direction used (unknown: shown as a sheet).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour.
    open var backgroundColor: UIColor?
    /// Views the user can touch while the popover is shown.
    open var passthroughViews: [UIView]?
    /// Whether the popover may overlap the source view.
    open var canOverlapSourceViewRect = false
}

extension UIViewController {
    /// The popover controller of a view controller presented as a popover (or an action sheet), mirroring
    /// `popoverPresentationController`: made on first access before the presentation, nil otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        let isSheetAlert = (self as? UIAlertController)?.preferredStyle == .actionSheet
        guard modalPresentationStyle == .popover || isSheetAlert else { return nil }
        if let p = _popoverAnchor { return p }
        let p = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        p._style = .popover
        _popoverAnchor = p
        return p
    }
}
