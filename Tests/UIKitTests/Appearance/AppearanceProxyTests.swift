import Foundation
import Testing
import UIKit

private final class TitleLabel: UILabel {}

/// UIAppearance as Apple documents it: values set on a class's proxy apply to instances (and instances
/// of subclasses) when they enter a window; a value set on the instance itself wins; containment-
/// specific proxies apply only inside their containers; a view already in a window keeps its look.
@MainActor @Suite(.serialized, .freshWorld) struct AppearanceProxyTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    @Test func proxyValuesApplyWhenViewsEnterAWindow() {
        defer { UIView._resetAppearanceProxies() }
        UILabel.appearance().textColor = .systemRed
        let w = window()
        let label = UILabel()
        #expect(label.textColor != .systemRed)   // not yet in a window
        w.addSubview(label)
        #expect(label.textColor == .systemRed)
        let subclassed = TitleLabel()
        w.addSubview(subclassed)
        #expect(subclassed.textColor == .systemRed)
        #expect(UILabel.appearance() === UILabel.appearance())
    }

    @Test func instanceValuesWinAndViewsInAWindowKeepTheirLook() {
        defer { UIView._resetAppearanceProxies() }
        let w = window()
        let early = UILabel()
        w.addSubview(early)
        let before = early.textColor
        UILabel.appearance().textColor = .systemGreen
        #expect(early.textColor == before)
        let custom = UILabel()
        custom.textColor = .systemPurple
        w.addSubview(custom)
        #expect(custom.textColor == .systemPurple)
    }

    @Test func containedProxiesApplyInsideTheirContainersOnly() {
        defer { UIView._resetAppearanceProxies() }
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemGreen
        let w = window()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inCell = UILabel()
        cell.contentView.addSubview(inCell)
        let outside = UILabel()
        w.addSubview(cell)
        w.addSubview(outside)
        #expect(inCell.textColor == .systemGreen)
        #expect(outside.textColor == .systemRed)
    }

    @Test func navigationBarsAndBarItemsTakeTheirProxies() {
        defer { UIView._resetAppearanceProxies() }
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().tintColor = .systemOrange
        UIBarButtonItem.appearance().tintColor = .systemPink
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        let w = window()
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        #expect(nav.navigationBar.tintColor == .systemOrange)
        #expect(nav.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        // A copy per bar, as UIKit copies appearance objects.
        #expect(nav.navigationBar.standardAppearance !== appearance)
        #expect(item.tintColor == .systemPink)
    }

    @Test func switchesAndTablesTakeTheirTints() {
        defer { UIView._resetAppearanceProxies() }
        UISwitch.appearance().onTintColor = .systemTeal
        UITableView.appearance().separatorColor = .systemBrown
        let w = window()
        let toggle = UISwitch()
        let table = UITableView(frame: w.bounds, style: .plain)
        w.addSubview(toggle)
        w.addSubview(table)
        #expect(toggle.onTintColor == .systemTeal)
        #expect(table.separatorColor == .systemBrown)
    }
}
