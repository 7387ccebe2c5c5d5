import Foundation
import Testing
@testable import UIKit

/// iOS 17's content-unavailable configurations: `UIContentUnavailableConfiguration` presets, the
/// `UIContentUnavailableView` that shows one, and a view controller's `contentUnavailableConfiguration`,
/// shown over its view's content (filling it, above the other subviews) and updated through
/// `updateContentUnavailableConfiguration(using:)`.
@MainActor @Suite(.serialized, .freshWorld)
struct ContentUnavailableTests {
    final class UpdatingVC: UIViewController {
        var states: [UIContentUnavailableConfigurationState] = []
        var isEmpty = true
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            states.append(state)
            if isEmpty {
                var c = UIContentUnavailableConfiguration.empty()
                c.text = "No Mail"
                contentUnavailableConfiguration = c
            } else {
                contentUnavailableConfiguration = nil
            }
        }
    }

    @Test("The presets: empty() sets no content, loading() shows an activity indicator, search() a magnifying glass and names the search text when updated")
    func presets() {
        let e = UIContentUnavailableConfiguration.empty()
        #expect(e.text == nil && e.secondaryText == nil && e.image == nil)
        #expect(e.alignment == .center)
        #expect(e.buttonProperties.primaryAction == nil && e.buttonProperties.isEnabled)
        let s = UIContentUnavailableConfiguration.search()
        #expect(s.image != nil)
        #expect(s.text == "No Results")
        let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(), searchText: "kiwi")
        #expect(s.updated(for: state).text == "No Results for “kiwi”")
        let view = UIContentUnavailableView(configuration: .loading())
        #expect(view._spinner.isAnimating && !view._spinner.isHidden)
        #expect(view._imageView.isHidden)
        // Changing the configuration updates the view's labels.
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "Nothing Here"
        c.secondaryText = "Add an item"
        view.configuration = c
        #expect(view._textLabel.text == "Nothing Here")
        #expect(view._secondaryLabel.text == "Add an item")
        #expect(!view._spinner.isAnimating)
        // The UIContentView form accepts it too.
        let cv: any UIContentView = view
        #expect((cv.configuration as? UIContentUnavailableConfiguration)?.text == "Nothing Here")
    }

    @Test("The button shows its configuration and performs buttonProperties.primaryAction")
    func buttonAction() {
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "Offline"
        var b = UIButton.Configuration.filled()
        b.title = "Retry"
        c.button = b
        var taps = 0
        c.buttonProperties.primaryAction = UIAction(title: "Retry") { _ in taps += 1 }
        let view = UIContentUnavailableView(configuration: c)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        view.layoutIfNeeded()
        #expect(!view._button.isHidden)
        #expect(view._secondaryButton.isHidden)
        #expect(view._button.configuration?.title == "Retry")
        view._button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        // Below the text, by textToButtonPadding.
        #expect(abs(view._button.frame.minY - (view._textLabel.frame.maxY + c.textToButtonPadding)) < 0.5)
    }

    @Test("A view controller shows its configuration filling its view, above the other subviews, kept on top; nil removes it")
    func viewControllerShowsIt() {
        let w = appWindow()
        let vc = UIViewController()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        let table = UIView(frame: vc.view.bounds)
        vc.view.addSubview(table)
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "Nothing"
        c.image = UIImage(systemName: "tray")
        vc.contentUnavailableConfiguration = c
        UIApplication.shared.runOneTurn()
        let shown = vc.view.subviews.last as? UIContentUnavailableView
        #expect(shown != nil)
        #expect(shown?.frame == vc.view.bounds)
        #expect(shown?.configuration.text == "Nothing")
        // A subview added later stays below it after the next layout.
        vc.view.addSubview(UIView())
        vc.view.setNeedsLayout()
        UIApplication.shared.runOneTurn()
        #expect(vc.view.subviews.last === shown)
        // The same kind updates the same view.
        c.text = "Still nothing"
        vc.contentUnavailableConfiguration = c
        #expect(vc.view.subviews.last === shown)
        #expect(shown?.configuration.text == "Still nothing")
        vc.contentUnavailableConfiguration = nil
        #expect(!vc.view.subviews.contains { $0 is UIContentUnavailableView })
        #expect(vc.contentUnavailableConfiguration == nil)
        w.isHidden = true
    }

    @Test("updateContentUnavailableConfiguration(using:) runs before the first layout, after setNeedsUpdate… and after a trait change, with the traits in the state")
    func updateCycle() {
        let w = appWindow()
        let vc = UpdatingVC()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        #expect(vc.states.count == 1)
        #expect(vc.states.first?.traitCollection.userInterfaceStyle == .light)
        #expect(vc.view.subviews.last is UIContentUnavailableView)
        UIApplication.shared.runOneTurn()
        #expect(vc.states.count == 1)
        vc.isEmpty = false
        vc.setNeedsUpdateContentUnavailableConfiguration()
        #expect(vc.states.count == 1) // deferred to the layout pass
        UIApplication.shared.runOneTurn()
        #expect(vc.states.count == 2)
        #expect(!vc.view.subviews.contains { $0 is UIContentUnavailableView })
        vc.isEmpty = true
        vc.overrideUserInterfaceStyle = .dark
        UIApplication.shared.runOneTurn()
        #expect(vc.states.count == 3)
        #expect(vc.states.last?.traitCollection.userInterfaceStyle == .dark)
        w.isHidden = true
    }

    @Test("The text really renders: dark text pixels inside the label, none in the empty corners, white elsewhere")
    func rendersText() throws {
        let w = appWindow(CGSize(width: 300, height: 400))
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        w.rootViewController = vc
        w.makeKeyAndVisible()
        var c = UIContentUnavailableConfiguration.empty()
        c.text = "Nothing"
        c.secondaryText = "Add a note"
        c.image = UIImage(systemName: "magnifyingglass")
        vc.contentUnavailableConfiguration = c
        UIApplication.shared.runOneTurn()
        let image = w.renderedImage(scale: 1)
        if let dir = ProcessInfo.processInfo.environment["UIKIT_TEST_PNG_DIR"] {
            try image.pngData()!.write(to: URL(fileURLWithPath: dir).appendingPathComponent("content-unavailable.png"))
        }
        let view = try #require(vc.view.subviews.last as? UIContentUnavailableView)
        // Text is black (label), the secondary text and the image grey (secondaryLabel): count pixels
        // clearly darker than the white background.
        func darkPixels(in r: CGRect, below level: UInt8 = 128) -> Int {
            var n = 0
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) where image.pixel(x, y)[0] < level { n += 1 } }
            return n
        }
        let text = view.convert(view._textLabel.frame, to: w)
        #expect(text.height > 10)
        #expect(abs(text.midY - 200) < 60) // centred vertically
        #expect(darkPixels(in: text) > 20)
        let secondary = view.convert(view._secondaryLabel.frame, to: w)
        #expect(secondary.minY >= text.maxY)
        #expect(darkPixels(in: secondary, below: 200) > 10)
        let icon = view.convert(view._imageView.frame, to: w)
        #expect(icon.height > 20 && icon.maxY <= text.minY)
        #expect(darkPixels(in: icon, below: 200) > 10)
        #expect(darkPixels(in: CGRect(x: 0, y: 0, width: 300, height: 60), below: 250) == 0)
        #expect(darkPixels(in: CGRect(x: 0, y: 340, width: 300, height: 60), below: 250) == 0)
        w.isHidden = true
    }

    @Test("A search() configuration names the text typed in the navigation item's search field after the next layout")
    func searchTextUpdates() {
        let w = appWindow()
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let sc = UISearchController(searchResultsController: nil)
        vc.navigationItem.searchController = sc
        vc.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        UIApplication.shared.runOneTurn()
        sc.searchBar.searchTextField.text = "kiwi"
        sc.searchBar.searchTextField.sendActions(for: .editingChanged)
        #expect(vc.contentUnavailableConfigurationState.searchText == "kiwi")
        UIApplication.shared.runOneTurn()
        #expect((vc.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "No Results for “kiwi”")
        let shown = vc.view.subviews.last as? UIContentUnavailableView
        #expect(shown?._textLabel.text == "No Results for “kiwi”")
        w.isHidden = true
    }
}
