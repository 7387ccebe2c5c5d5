import Foundation
import Testing
import UIKit

private final class SearchSpy: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) { log.append("update:\(searchController.searchBar.text ?? "")") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// `UISearchController` in a navigation item and text fields in alerts, as UIKit documents them.
@MainActor @Suite(.serialized, .freshWorld) struct SearchAndAlertFieldTests {
    @Test func searchBarSitsInTheNavigationBarAndDrivesTheUpdater() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let spy = SearchSpy()
        search.searchResultsUpdater = spy
        search.delegate = spy
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton)
        let root = UIViewController()
        root.navigationItem.searchController = search
        #expect(root.navigationItem.hidesSearchBarWhenScrolling)
        let nav = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The bar holds the search bar below its 44-point title row, and the content's safe area follows.
        #expect(search.searchBar.superview === nav.navigationBar)
        #expect(search.searchBar.frame.minY == 44)
        #expect(nav.navigationBar.frame.height == CGFloat(96))
        #expect(root.view.safeAreaInsets.top == nav.navigationBar.frame.maxY)

        search.isActive = true
        #expect(spy.log.prefix(2) == ["willPresent", "didPresent"])
        #expect(search.searchBar.showsCancelButton)
        spy.log = []
        search.searchBar.text = "ab"
        search.searchBar.searchTextField.sendActions(for: .editingChanged)
        #expect(spy.log == ["update:ab"])
        // With text, the results controller covers the content below the navigation bar.
        #expect(results.parent === root)
        #expect(results.view.superview === nav.view)
        #expect(results.view.frame.minY == nav.navigationBar.frame.maxY)

        spy.log = []
        search.isActive = false
        #expect(spy.log.first == "willDismiss")
        #expect(spy.log.contains("didDismiss"))
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(results.parent == nil)
    }

    @Test func alertsTakeTextFieldsInOrder() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        #expect(alert.textFields?.map { $0.placeholder ?? "" } == ["Name", "Password"])
        #expect(alert.textFields?[1].isSecureTextEntry == true)
        let host = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.rootViewController = host
        window.makeKeyAndVisible()
        host.present(alert, animated: false)
        window.layoutIfNeeded()
        alert.view.layoutIfNeeded()
        let fields = alert.textFields ?? []
        #expect(fields.allSatisfy { $0.isDescendant(of: alert.view) })
        #expect(fields[0].frame.maxY <= fields[1].frame.minY)
    }
}
