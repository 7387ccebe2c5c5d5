import Testing
import Foundation
@testable import UIKit

/// Menus shown as iOS shows them: a button with `showsMenuAsPrimaryAction` opens its menu on a tap, a
/// bar button item with only a menu opens it, a context menu opens on a long press; choosing a row runs
/// that action and closes the menu, a touch outside closes it without choosing. And a button's
/// `primaryAction` runs on a tap (it was registered for `.primaryActionTriggered`, which no tap sent).
@MainActor @Suite(.serialized, .freshWorld) struct ShownMenuTests {
    private func tap(_ w: UIWindow, _ p: CGPoint) { tapTouch(in: w, at: p) }

    private func centre(_ v: UIView, in w: UIWindow) -> CGPoint {
        let r = v.convert(v.bounds, to: w)
        return CGPoint(x: r.midX, y: r.midY)
    }

    @Test func aButtonsPrimaryActionRunsOnATap() {
        let (window, vc) = shownController()
        var log: [String] = []
        let b = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
        b.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        b.frame = CGRect(x: 50, y: 100, width: 100, height: 44)
        vc.view.addSubview(b)
        UIApplication.shared.runOneTurn()
        tap(window, CGPoint(x: 100, y: 120))
        #expect(log == ["touchUpInside", "primary"])
        // A touch lifted outside is no tap.
        window.sendTouch(.began, at: CGPoint(x: 100, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 300, y: 400))
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 400))
        UIApplication.shared.runOneTurn()
        #expect(log == ["touchUpInside", "primary"])
    }

    @Test func changesSelectionAsPrimaryActionTogglesSelection() {
        let (window, vc) = shownController()
        let b = UIButton(type: .system)
        b.changesSelectionAsPrimaryAction = true
        b.frame = CGRect(x: 50, y: 100, width: 100, height: 44)
        vc.view.addSubview(b)
        UIApplication.shared.runOneTurn()
        tap(window, CGPoint(x: 100, y: 120))
        #expect(b.isSelected)
        tap(window, CGPoint(x: 100, y: 120))
        #expect(!b.isSelected)
    }

    @Test func aSwitchsPrimaryActionRunsWhenTheUserFlipsIt() {
        let (window, vc) = shownController()
        var values: [Bool] = []
        let s = UISwitch(frame: CGRect(x: 50, y: 100, width: 51, height: 31), primaryAction: UIAction { a in
            values.append((a.sender as? UISwitch)?.isOn ?? false)
        })
        vc.view.addSubview(s)
        UIApplication.shared.runOneTurn()
        tap(window, centre(s, in: window))
        #expect(values == [true])
    }

    @Test func aButtonShowsItsMenuAsThePrimaryActionAndAChosenRowRunsItsAction() throws {
        let (window, vc) = shownController()
        var log: [String] = []
        let b = UIButton(type: .system, primaryAction: UIAction(title: "Sort") { _ in log.append("primary") })
        b.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { a in log.append("name \(a.sender is UIButton)") },
            UIAction(title: "Date", state: .on) { _ in log.append("date") },
            UIAction(title: "Size", attributes: .disabled) { _ in log.append("size") },
            UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in log.append("delete") }]),
        ])
        b.showsMenuAsPrimaryAction = true
        b.addAction(UIAction { _ in log.append("menuActionTriggered") }, for: .menuActionTriggered)
        b.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        vc.view.addSubview(b)
        UIApplication.shared.runOneTurn()
        tap(window, CGPoint(x: 70, y: 120))
        #expect(log == ["menuActionTriggered"], "the menu replaces the primary action")
        let overlay = try #require(MenuPresenter.current)
        #expect(overlay.window === window)
        let rows = overlay.card.rows
        #expect(rows.map(\.element.title) == ["Name", "Date", "Size", "Delete"])
        // The card opens below the button, its leading edge at the button's.
        let card = overlay.card.convert(overlay.card.bounds, to: window)
        #expect(card.minY >= 144 && card.minX == 20)
        // A disabled row does nothing and the menu stays.
        tap(window, centre(rows[2], in: window))
        #expect(log == ["menuActionTriggered"] && MenuPresenter.current != nil)
        // Choosing a row closes the menu and runs its action with the button as sender.
        tap(window, centre(rows[0], in: window))
        #expect(log == ["menuActionTriggered", "name true"])
        #expect(MenuPresenter.current == nil && overlay.superview == nil)
    }

    @Test func aTouchOutsideTheMenuClosesItWithoutChoosing() throws {
        let (window, vc) = shownController()
        var chosen = 0
        let b = UIButton(type: .system)
        b.menu = UIMenu(children: [UIAction(title: "One") { _ in chosen += 1 }])
        b.showsMenuAsPrimaryAction = true
        b.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        vc.view.addSubview(b)
        UIApplication.shared.runOneTurn()
        tap(window, CGPoint(x: 70, y: 120))
        #expect(MenuPresenter.current != nil)
        tap(window, CGPoint(x: 300, y: 700))
        #expect(MenuPresenter.current == nil && chosen == 0)
    }

    @Test func aSubmenuRowShowsItsChildren() throws {
        let (window, vc) = shownController()
        var chosen: [String] = []
        let b = UIButton(type: .system)
        b.menu = UIMenu(children: [UIMenu(title: "More", children: [UIAction(title: "Inner") { _ in chosen.append("inner") }])])
        b.showsMenuAsPrimaryAction = true
        b.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        vc.view.addSubview(b)
        UIApplication.shared.runOneTurn()
        tap(window, CGPoint(x: 70, y: 120))
        let overlay = try #require(MenuPresenter.current)
        tap(window, centre(overlay.card.rows[0], in: window))
        #expect(overlay.card.rows.map(\.element.title) == ["Inner"])
        tap(window, centre(overlay.card.rows[0], in: window))
        #expect(chosen == ["inner"] && MenuPresenter.current == nil)
    }

    @Test func aBarButtonItemWithOnlyAMenuShowsIt() throws {
        let window = appWindow()
        var chosen = 0
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Options", menu: UIMenu(children: [UIAction(title: "A") { _ in chosen += 1 }]))
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let control = try #require(nav.navigationBar.subviews.lazy.compactMap { $0 as? BarButtonControl }.first { $0.item === root.navigationItem.rightBarButtonItem })
        tap(window, centre(control, in: window))
        let overlay = try #require(MenuPresenter.current)
        tap(window, centre(overlay.card.rows[0], in: window))
        #expect(chosen == 1 && MenuPresenter.current == nil)
    }

    final class Delegate: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in self?.log.append("copy") }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) { log.append("willEnd") }
    }

    @Test func aContextMenuOpensOnALongPressAndClosesWhenARowIsChosen() throws {
        let (window, vc) = shownController()
        let v = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        vc.view.addSubview(v)
        let d = Delegate()
        let i = UIContextMenuInteraction(delegate: d)
        v.addInteraction(i)
        UIApplication.shared.runOneTurn()
        window.sendTouch(.began, at: CGPoint(x: 60, y: 150))
        CAMediaClock.advance(by: 0.7); UIApplication.shared.runOneTurn()
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 150))
        UIApplication.shared.runOneTurn()
        let overlay = try #require(MenuPresenter.current)
        tap(window, centre(overlay.card.rows[0], in: window))
        #expect(d.log == ["willEnd", "copy"])
        #expect(i.presentedMenu == nil && MenuPresenter.current == nil)
    }
}
