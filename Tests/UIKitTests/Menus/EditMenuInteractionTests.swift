import Foundation
import Testing
@testable import UIKit

/// `UIEditMenuInteraction` as Apple documents it: the delegate builds the menu from the suggested actions
/// (nil shows them, an empty menu shows nothing), hears will-present and will-dismiss once each, and the
/// menu appears above the source point as a bar; choosing an action runs it and dismisses the menu.
@MainActor @Suite(.serialized, .freshWorld) struct EditMenuInteractionTests {
    final class Delegate: UIEditMenuInteractionDelegate {
        var log: [String] = []
        var menu: UIMenu?
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menuFor(\(suggestedActions.count))")
            return menu
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) { log.append("willPresent") }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) { log.append("willDismiss") }
    }

    private func setUp() -> (UIWindow, UIView, UIEditMenuInteraction, Delegate) {
        let (window, vc) = shownController()
        let v = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
        vc.view.addSubview(v)
        let d = Delegate()
        let i = UIEditMenuInteraction(delegate: d)
        v.addInteraction(i)
        UIApplication.shared.runOneTurn()
        return (window, v, i, d)
    }

    private func tap(_ w: UIWindow, at p: CGPoint) { tapTouch(in: w, at: p) }

    @Test("the delegate's menu shows above the source point; choosing an action runs it once and dismisses")
    func presentChooseDismiss() throws {
        let (w, v, i, d) = setUp()
        var ran: [String] = []
        d.menu = UIMenu(children: [UIAction(title: "Share") { _ in ran.append("Share") },
                                   UIMenu(options: .displayInline, children: [UIAction(title: "Look Up") { _ in ran.append("Look Up") }])])
        i.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 50)))
        #expect(d.log == ["menuFor(0)", "willPresent"])
        let bar = try #require(MenuPresenter.current?.bar)
        #expect(bar.buttons.map(\.element.title) == ["Share", "Look Up"])
        let frame = bar.convert(bar.bounds, to: w)
        let source = v.convert(CGPoint(x: 100, y: 50), to: w)
        #expect(frame.maxY < source.y && abs(frame.midX - source.x) < 1)
        #expect(i.location(in: v) == CGPoint(x: 100, y: 50))
        let r = bar.buttons[1].convert(bar.buttons[1].bounds, to: w)
        tap(w, at: CGPoint(x: r.midX, y: r.midY))
        #expect(ran == ["Look Up"])
        #expect(d.log == ["menuFor(0)", "willPresent", "willDismiss"] && MenuPresenter.current == nil)
    }

    @Test("dismissMenu() dismisses once; an empty menu presents nothing; with no room above, the bar goes below")
    func dismissEmptyAndPlacement() throws {
        let (w, v, i, d) = setUp()
        defer { withExtendedLifetime(w) {} }
        d.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        i.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
        i.dismissMenu()
        i.dismissMenu()
        #expect(d.log == ["menuFor(0)", "willPresent", "willDismiss"] && MenuPresenter.current == nil)
        d.log = []
        d.menu = UIMenu(children: [])
        i.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
        #expect(d.log == ["menuFor(0)"] && MenuPresenter.current == nil)
        // A configuration that prefers an up arrow puts the bar below the point.
        d.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let c = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 150, y: 100))
        c.preferredArrowDirection = .up
        i.presentEditMenu(with: c)
        let bar = try #require(MenuPresenter.current?.bar)
        #expect(bar.frame.minY > v.convert(CGPoint(x: 150, y: 100), to: bar.superview).y)
    }

    @Test("the suggested actions come from the responder chain's canPerformAction(_:withSender:)")
    func suggestedActionsFromTheResponderChain() throws {
        let (w, _, _, _) = setUp()
        let f = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        f.text = "abc"
        w.addSubview(f)
        let d = Delegate()
        let i = UIEditMenuInteraction(delegate: d)
        f.addInteraction(i)
        UIPasteboard.general.items = []
        #expect(f.becomeFirstResponder())
        f.selectAll(nil)
        i.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 20, y: 17)))
        // Cut and Copy (a selection, an empty pasteboard, all selected already).
        #expect(d.log == ["menuFor(2)", "willPresent"])
        #expect(MenuPresenter.current?.bar?.buttons.map(\.element.title) == ["Cut", "Copy"])
    }
}
