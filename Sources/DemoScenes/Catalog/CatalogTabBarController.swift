import Foundation
import UIKit

/// The catalog's root: a tab bar controller that reports each layout pass of its view and each size
/// transition (`viewWillTransition(to:with:)`, logged when the transition completes, with the size class
/// then in effect) to `CatalogLog`, so a test can see that a resize lays the root out once per size.
@MainActor
public final class CatalogTabBarController: UITabBarController {
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        CatalogLog.record("layout \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [unowned self] _ in
            let h = traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"
            CatalogLog.record("transition \(Int(size.width))x\(Int(size.height)) \(h)")
        }
    }
}
