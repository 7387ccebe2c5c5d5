import Foundation
import Testing
import UIKit

/// A search controller's results controller calling `dismiss(animated:)` (a city search that closes
/// itself once a city is picked) ends the search only: UIKit presents the search controller with the
/// results as its child, so the modal screen underneath stays, with its search bar.
@MainActor @Suite(.serialized, .freshWorld)
struct SearchResultsDismissTests {
    @Test("dismiss from the results controller ends the search and leaves the modal screen presented")
    func dismissEndsSearchOnly() {
        let (window, home) = shownController()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let cities = UIViewController()
        cities.navigationItem.searchController = search
        let modal = UINavigationController(rootViewController: cities)
        modal.modalPresentationStyle = .fullScreen
        home.present(modal, animated: false)
        UIApplication.shared.runOneTurn()
        search.isActive = true
        search.searchBar.text = "Par"
        search.searchBar.searchTextField.sendActions(for: .editingChanged)
        #expect(results.parent === cities)

        var completed = false
        results.dismiss(animated: true) { completed = true }
        runFor(1)
        #expect(completed)
        #expect(!search.isActive)
        #expect(results.parent == nil)
        #expect(home.presentedViewController === modal)
        #expect(search.searchBar.window === window)
        // Dismissing from the screen itself still closes the modal screen.
        cities.dismiss(animated: false)
        #expect(home.presentedViewController == nil)
    }
}
