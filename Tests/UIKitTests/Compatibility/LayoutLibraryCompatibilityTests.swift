import Testing
import UIKit

extension UIAppearance {
    /// A helper of the kind libraries declare on `UIAppearance` (Stevia's `style(_:)`): `Self` is the
    /// concrete view type.
    @discardableResult
    fileprivate func configured(_ body: (Self) -> Void) -> Self { body(self); return self }
}

/// API that layout libraries (SnapKit, Cartography, Stevia, TinyConstraints, PinLayout) rely on, checked
/// against UIKit's documented behaviour.
@MainActor @Suite(.freshWorld) struct LayoutLibraryCompatibilityTests {
    /// The item/attribute initializer relates locations of different axes (`v1.left == v2.top + 50`): iOS
    /// raises only for leading/trailing against left/right and for a location equal to a constant.
    @Test func crossAxisLocationsCanBeRelated() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v1 = UIView(), v2 = UIView()
        for v in [v1, v2] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v2, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                               multiplier: 1, constant: 30),
            NSLayoutConstraint(item: v1, attribute: .left, relatedBy: .equal, toItem: v2, attribute: .top,
                               multiplier: 1, constant: 50),
            v1.topAnchor.constraint(equalTo: root.topAnchor), v2.leftAnchor.constraint(equalTo: root.leftAnchor),
            v1.widthAnchor.constraint(equalToConstant: 10), v1.heightAnchor.constraint(equalToConstant: 10),
            v2.widthAnchor.constraint(equalToConstant: 10), v2.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v1.frame.minX == 80)
    }

    /// `topLayoutGuide`/`bottomLayoutGuide` (deprecated in iOS 11) span from the view's edges to its safe area;
    /// without bars or insets both have zero length, and the same guide is returned each time.
    @Test func viewControllerLayoutSupportGuides() {
        let vc = UIViewController()
        vc.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor, constant: -8),
            content.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
        ])
        vc.view.layoutIfNeeded()
        #expect(vc.topLayoutGuide === vc.topLayoutGuide)
        #expect(vc.topLayoutGuide.length == 0 && vc.bottomLayoutGuide.length == 0)
        #expect(content.frame == CGRect(x: 0, y: 8, width: 300, height: 384))
    }

    /// Views and bar items adopt `UIAppearance` (and views and view controllers `UIAppearanceContainer`),
    /// so protocol extensions apply to every view with `Self` bound to the concrete class.
    @Test func appearanceProtocolCoversViewsAndBarItems() {
        let label = UILabel().configured { $0.text = "Hi" }
        #expect(label.text == "Hi")
        let item = UIBarButtonItem().configured { $0.title = "Done" }
        #expect(item.title == "Done")
        let containers: [UIAppearanceContainer] = [UIView(), UIViewController()]
        #expect(containers.count == 2)
    }

    /// A size that the constraints leave open stays at zero, as UIKit's engine resolves it (Stevia's suite,
    /// which runs on iOS, asserts a 0 width for `width <= superview.width - 52` and for `width <= 23` on an
    /// otherwise unconstrained view), while `>=` pushes the size to its bound; positions are unaffected
    /// (`top <= 10` puts the view at 10, as the same suite asserts).
    @Test func openSizesResolveToZero() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -52),
            a.heightAnchor.constraint(lessThanOrEqualToConstant: 94),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 23),
            b.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, constant: -34),
            c.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.size == .zero)
        #expect(b.frame.size == CGSize(width: 23, height: 810))
        #expect(c.frame.minY == 10)
    }
}
