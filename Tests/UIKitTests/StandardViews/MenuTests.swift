import Testing
@testable import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct MenuTests {
    @Test("UIMenu keeps its title, options and children; replacingChildren copies everything else")
    func menuBasics() {
        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let menu = UIMenu(title: "Sort", image: UIImage(systemName: "star"), identifier: UIMenu.Identifier("sort"),
                          options: [.displayInline, .singleSelection], children: [a, b])
        #expect(menu.title == "Sort" && menu.image != nil && menu.identifier.rawValue == "sort")
        #expect(menu.options.contains(.singleSelection) && menu.children.count == 2)
        #expect(menu.preferredElementSize == .automatic)
        #expect(menu.selectedElements.count == 1 && menu.selectedElements.first === a)
        let c = menu.replacingChildren([b])
        #expect(c.title == "Sort" && c.identifier == menu.identifier && c.options == menu.options && c.children.count == 1)
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32 && UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIMenu(children: []).title == "" && UIMenu().identifier != UIMenu().identifier)
        #expect(UIMenu.Identifier.edit.rawValue == "com.apple.menu.edit")
    }

    final class Delegate: NSObject, UIContextMenuInteractionDelegate {
        var log: [String] = []
        var menu: UIMenu?
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration(\(Int(location.x)), \(Int(location.y)))")
            return UIContextMenuConfiguration(identifier: "item" as NSString, previewProvider: nil) { suggested in
                UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay(\(configuration.identifier as! NSString))")
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
        }
    }

    @Test("addInteraction/removeInteraction keep the view's interactions and the interaction's view")
    func interactions() {
        let d = Delegate()
        let v = UIView(), other = UIView()
        let i = UIContextMenuInteraction(delegate: d)
        #expect(v.interactions.isEmpty && i.view == nil)
        v.addInteraction(i)
        #expect(v.interactions.count == 1 && i.view === v && i.delegate === d)
        other.addInteraction(i) // moves
        #expect(v.interactions.isEmpty && other.interactions.count == 1 && i.view === other)
        other.removeInteraction(i)
        #expect(other.interactions.isEmpty && i.view == nil)
        v.removeInteraction(i) // not there: nothing happens
        #expect(v.interactions.isEmpty)
    }

    @Test("A long press asks the delegate for a configuration at the press location, builds the menu, then willDisplay")
    func longPressShowsMenu() {
        let w = makeEventWindow()
        let v = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        w.addSubview(v)
        let d = Delegate()
        let i = UIContextMenuInteraction(delegate: d)
        v.addInteraction(i)
        w.sendTouch(.began, at: CGPoint(x: 50, y: 60))
        CAMediaClock.advance(by: 0.1); UIApplication.shared.runOneTurn()
        #expect(d.log.isEmpty) // not yet: a long press needs half a second
        CAMediaClock.advance(by: 0.6); UIApplication.shared.runOneTurn()
        #expect(d.log == ["configuration(30, 40)", "willDisplay(item)"])
        #expect(i.presentedMenu?.children.first?.title == "Copy" && i.menuAppearance == .compact)
        w.sendTouch(.ended, at: CGPoint(x: 50, y: 60))
        i.dismissMenu()
        #expect(d.log.last == "willEnd" && i.presentedMenu == nil && i.menuAppearance == .unknown)
    }
}
}

extension StandardViews.MenuTests {
    @Test("Buttons and bar button items keep the menu they are given, each their own")
    func attachedMenus() {
        let b = UIButton(type: .system), c = UIButton(type: .system)
        let item = UIBarButtonItem(title: "More")
        #expect(b.menu == nil && item.menu == nil)
        let m = UIMenu(title: "Actions", children: [UIAction(title: "One") { _ in }])
        b.menu = m
        b.showsMenuAsPrimaryAction = true
        item.menu = m
        #expect(b.menu === m && item.menu === m && c.menu == nil)
        b.menu = nil
        #expect(b.menu == nil && item.menu === m)
    }
}

/// `UIDeferredMenuElement`: a placeholder whose provider runs when the menu is displayed; its elements
/// replace it (at once, or when an asynchronous provider completes); `init(_:)` keeps them,
/// `uncached(_:)` asks again each display.
@MainActor @Suite(.serialized, .freshWorld)
struct DeferredMenuElementTests {
    final class Delegate: NSObject, UIContextMenuInteractionDelegate {
        let menu: UIMenu
        init(menu: UIMenu) { self.menu = menu }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [menu] _ in menu }
        }
    }

    func show(_ i: UIContextMenuInteraction) -> [String] {
        i.present(at: .zero)
        return i.presentedMenu?.children.map(\.title) ?? []
    }

    @Test("A synchronous provider's elements replace the placeholder when the menu is shown; the cached form asks once")
    func cachedSynchronous() {
        var calls = 0
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            completion([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        }
        let menu = UIMenu(children: [UIAction(title: "New") { _ in }, deferred])
        #expect(calls == 0) // not before the menu is displayed
        let d = Delegate(menu: menu)
        let i = UIContextMenuInteraction(delegate: d)
        UIView().addInteraction(i)
        #expect(show(i) == ["New", "Recent 1", "Recent 2"])
        i.dismissMenu()
        #expect(show(i) == ["New", "Recent 1", "Recent 2"])
        #expect(calls == 1)
        #expect(menu.children.count == 2) // the app's menu itself is unchanged
    }

    @Test("uncached runs the provider at each display; an asynchronous provider updates the visible menu when it completes, also inside a submenu")
    func uncachedAndAsynchronous() {
        var calls = 0
        var pending: [([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            pending.append(completion)
        }
        let menu = UIMenu(children: [UIMenu(title: "Open Recent", children: [deferred])])
        let d = Delegate(menu: menu)
        let i = UIContextMenuInteraction(delegate: d)
        UIView().addInteraction(i)
        _ = show(i)
        let sub = { (i.presentedMenu?.children.first as? UIMenu)?.children ?? [] }
        #expect(sub().first === deferred) // still loading
        pending.removeFirst()([UIAction(title: "Doc") { _ in }])
        #expect(sub().map(\.title) == ["Doc"])
        i.dismissMenu()
        _ = show(i)
        #expect(calls == 2)
        #expect(sub().first === deferred)
        i.dismissMenu()
        // Completing after the menu went away changes nothing.
        pending.removeFirst()([UIAction(title: "Late") { _ in }])
        #expect(i.presentedMenu == nil)
    }
}
