import Foundation

/// The deprecated `topLayoutGuide` and `bottomLayoutGuide` of `UIViewController` (iOS 7–10 API, still
/// available and still used by layout libraries and older apps). As on iOS 11 and later, they are expressed
/// through the root view's safe area: the top guide runs from the view's top to the safe area's top (so its
/// `bottomAnchor` is where content below bars starts), the bottom guide from the safe area's bottom to the
/// view's bottom. Each is a layout guide of the root view, created (with its two constraints) on first access.
extension UIViewController {
    private static let topGuideIdentifier = "UIViewControllerTopLayoutGuide"
    private static let bottomGuideIdentifier = "UIViewControllerBottomLayoutGuide"

    /// The guide from the top of the view to the top of its safe area, mirroring `topLayoutGuide`.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    /// The guide from the bottom of the safe area to the bottom of the view, mirroring `bottomLayoutGuide`.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> UILayoutGuide {
        let root: UIView = view
        let identifier = top ? Self.topGuideIdentifier : Self.bottomGuideIdentifier
        if let existing = root.layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        root.addLayoutGuide(guide)
        let safe = root.safeAreaLayoutGuide
        // Two constraints in the root view, as iOS installs for each guide (its vertical position and its
        // length; EasyPeasy's suite, recorded on iOS, counts them). The protocol has no horizontal anchors.
        NSLayoutConstraint.activate([
            top ? guide.topAnchor.constraint(equalTo: root.topAnchor)
                : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return guide
    }
}
