import Foundation
import Testing
import UIKit

/// API and behaviour found missing or different by compiling more layout libraries' own test suites
/// (EasyPeasy and others, session 4), checked against UIKit's documented behaviour.
@MainActor @Suite struct LayoutLibrarySession4Tests {
    /// `UI_USER_INTERFACE_IDIOM()` is documented as `[[UIDevice currentDevice] userInterfaceIdiom]`
    /// (EasyPeasy's suite branches on it).
    @Test func userInterfaceIdiomFunctionIsTheCurrentDevicesIdiom() {
        #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
    }

    /// Each of the deprecated `topLayoutGuide`/`bottomLayoutGuide` is created on first access with two
    /// constraints in the controller's view (its position and its length), as on iOS: EasyPeasy's suite,
    /// recorded on iOS, finds 3 constraints in `controller.view` after relating one subview to one guide.
    @Test func layoutSupportGuidesInstallTwoConstraintsEach() {
        let vc = UIViewController()
        vc.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(vc.view.constraints.isEmpty)
        _ = vc.topLayoutGuide
        #expect(vc.view.constraints.count == 2)
        _ = vc.topLayoutGuide
        #expect(vc.view.constraints.count == 2)
        _ = vc.bottomLayoutGuide
        #expect(vc.view.constraints.count == 4)
        // The controller's additional insets make its view's safe area (its view inside a container).
        let container = UIView(frame: vc.view.frame)
        container.addSubview(vc.view)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        container.layoutIfNeeded()
        // The lengths are the safe area's top and bottom insets (iOS 11 and later).
        #expect(vc.topLayoutGuide.length == 20)
        #expect(vc.bottomLayoutGuide.length == 30)
        let bottom = vc.bottomLayoutGuide as! UILayoutGuide
        #expect(bottom.layoutFrame.minY == 370 && bottom.layoutFrame.maxY == 400)
    }
}
