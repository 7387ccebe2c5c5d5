import Foundation
import Testing
@testable import UIKit

/// A large title collapses into the inline title when the content scrolls, and the bar switches from its
/// scroll-edge appearance to its standard one, as iOS's navigation bar does; back at the top it expands.
@MainActor @Suite(.serialized, .freshWorld)
struct LargeTitleCollapseTests {
    @Test("Scrolling the content collapses the large title and shows the standard appearance; the top restores both")
    func collapsesAndRestores() throws {
        let window = appWindow()
        let list = UIViewController()
        list.title = "Cities"
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 390, height: 3000)
        list.view = scroll
        let nav = UINavigationController(rootViewController: list)
        let bar = nav.navigationBar
        bar.prefersLargeTitles = true
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemRed
        bar.scrollEdgeAppearance = edge
        bar.standardAppearance = standard
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(bar.frame.height == UINavigationBar.largeTitleHeight)
        #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden)
        #expect(bar.background.backgroundColor != .systemRed)
        let top = -scroll.adjustedContentInset.top

        scroll.contentOffset = CGPoint(x: 0, y: top + 200)
        UIApplication.shared.runOneTurn()
        #expect(bar.frame.height == UINavigationBar.standardHeight)
        #expect(bar.largeTitleLabel.isHidden && !bar.titleLabel.isHidden)
        #expect(bar.background.backgroundColor == .systemRed)
        UIApplication.shared.runOneTurn()
        #expect(bar.frame.height == UINavigationBar.standardHeight) // stays collapsed: no flicker

        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
        UIApplication.shared.runOneTurn()
        UIApplication.shared.runOneTurn()
        #expect(bar.frame.height == UINavigationBar.largeTitleHeight)
        #expect(!bar.largeTitleLabel.isHidden)
        #expect(bar.background.backgroundColor != .systemRed)
    }

    @Test("Without large titles a scrolled list switches the bar to its standard appearance")
    func standardAppearanceWhenScrolled() {
        let window = appWindow()
        let list = UIViewController()
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 390, height: 3000)
        list.view = scroll
        let nav = UINavigationController(rootViewController: list)
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemBlue
        nav.navigationBar.scrollEdgeAppearance = edge
        nav.navigationBar.standardAppearance = standard
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(nav.navigationBar.background.backgroundColor != .systemBlue)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        UIApplication.shared.runOneTurn()
        #expect(nav.navigationBar.background.backgroundColor == .systemBlue)
        #expect(nav.navigationBar.frame.height == UINavigationBar.standardHeight)
    }
}
