import Testing
import UIKit

/// A view controller taken out of a container that overrode its traits hears the change, so that shown
/// again in another container with other traits it is told about those: it never keeps the first
/// container's content size category.
@MainActor @Suite(.freshWorld) struct TraitsAfterLeavingParentTests {
    final class FontVC: UIViewController {
        var categories: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            categories.append(traitCollection.preferredContentSizeCategory)
        }
    }

    private func show(_ child: UIViewController, in window: UIWindow, category: UIContentSizeCategory) {
        let root = UIViewController()
        window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        root.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
        child.didMove(toParent: root)
    }

    private func hide(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    @Test("shown under XXXL, removed, then shown under Large: the last traits it hears are Large")
    func secondContainerTraitsReachTheController() {
        let w = appWindow()
        w.makeKeyAndVisible()
        let vc = FontVC()
        show(vc, in: w, category: .accessibilityExtraExtraExtraLarge)
        #expect(vc.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(vc.categories.last == .accessibilityExtraExtraExtraLarge)
        hide(vc)
        show(vc, in: w, category: .large)
        #expect(vc.traitCollection.preferredContentSizeCategory == .large)
        #expect(vc.categories.last == .large)
    }
}
