import Foundation
import Testing
import UIKit

/// API and behaviour found missing or different by compiling more layout libraries' own test suites
/// (EasyPeasy and others), checked against UIKit's documented behaviour.
@MainActor @Suite(.freshWorld) struct LayoutLibraryAPITests {
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

    /// Constraints activated and deactivated before any layout pass: only the ones active at the pass
    /// take part (`isActive` is documented as the switch), one activated twice counts once, and a
    /// deactivated constraint nobody else holds is released (Align's suite activates 100 000 pending
    /// constraints and drops their views; the engine's pending set is keyed by identity for that).
    @Test func constraintsToggledBeforeLayoutApplyOnlyWhenActive() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 120)
        let height = v.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), width, height])
        weak var dropped: NSLayoutConstraint?
        do {
            let c = v.widthAnchor.constraint(equalToConstant: 300)
            c.isActive = true
            c.isActive = false
            dropped = c
        }
        #expect(dropped == nil)
        width.isActive = false
        width.isActive = true
        height.isActive = false
        root.layoutIfNeeded()
        // Open sizes resolve to zero, so without its height constraint the view is 0 high.
        #expect(v.frame == CGRect(x: 0, y: 0, width: 120, height: 0))
        #expect(v.constraints.filter { $0 === width }.count == 1)
    }

    /// Many pending constraints between two views (Align's `edges.pin(alignment: .center)` 1 000 times)
    /// go away with the views, and none outlives them.
    @Test func pendingConstraintsAreReleasedWithTheirViews() {
        var refs: [() -> AnyObject?] = []
        do {
            let container = UIView(), view = UIView()
            container.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            for _ in 0..<1000 {
                let made = [view.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
                            view.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
                            view.centerXAnchor.constraint(equalTo: container.centerXAnchor)]
                NSLayoutConstraint.activate(made)
                for c in made { weak let w = c; refs.append { w } }
            }
            #expect(container.constraints.count == 3000)
            weak let wv = view, wc = container
            refs.append { wv }; refs.append { wc }
        }
        #expect(refs.allSatisfy { $0() == nil })
    }
}
