import Foundation

/// Updates search results as the user types, mirroring `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text, scope or activity changed.
    func updateSearchResults(for searchController: UISearchController)
    /// The search bar's text changed because the user picked a search suggestion (iOS 16; defaults to
    /// `updateSearchResults(for:)`).
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion)
}

extension UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {
        updateSearchResults(for: searchController)
    }
}

/// A search suggestion, mirroring `UISearchSuggestion`.
@MainActor
public protocol UISearchSuggestion: AnyObject {
    /// The suggestion's text.
    var localizedSuggestion: String? { get }
}

/// Hears when a search controller is presented and dismissed, mirroring `UISearchControllerDelegate`.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Asked to present the search controller yourself; the default presents it.
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {}
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
