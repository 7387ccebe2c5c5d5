import Foundation

/// Manages a search bar and the display of search results, mirroring `UISearchController`.
///
/// Put it in a navigation bar with `navigationItem.searchController` (the bar grows by the search bar,
/// below the title) or show its `searchBar` yourself. Editing the search bar's field makes the controller
/// active (`willPresentSearchController`, Cancel shown, `didPresentSearchController`); each text change
/// asks `searchResultsUpdater` to update; Cancel or `isActive = false` clears the text, resigns the field
/// and dismisses (`willDismiss…`, `didDismiss…`), asking the updater once more. While active, the
/// `searchResultsController`'s view covers the content below the navigation bar when there is text (or
/// always with `showsSearchResultsController`).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows results, nil to show them in the searched view itself.
    public let searchResultsController: UIViewController?
    /// The search bar this controller manages.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    /// The object that updates the results (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The delegate (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the searched content is dimmed while searching (default true).
    open var obscuresBackgroundDuringPresentation = true
    /// The older name of `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (default true; kept, the bar stays here).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows Cancel while active (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while active (default true).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows by itself once there is text (default true).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now, also with empty text.
    open var showsSearchResultsController = false { didSet { _updateResultsVisibility() } }

    /// The navigation item showing this controller's search bar.
    weak var _hostNavigationItem: UINavigationItem?
    private var _isActive = false

    /// A search controller that shows results in `searchResultsController` (nil: in the searched view).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        _wireSearchBar()
    }

    /// A search controller showing results in the searched view.
    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        _wireSearchBar()
    }

    private func _wireSearchBar() {
        let field = searchBar.searchTextField
        field.addAction(UIAction { [weak self] _ in
            guard let self, !self.isActive else { return }
            self.isActive = true
        }, for: .editingDidBegin)
        field.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self._updateResultsVisibility()
            self.searchResultsUpdater?.updateSearchResults(for: self)
            // The search text is part of the content-unavailable state (iOS 17).
            self._hostNavigationItem?._owner?.setNeedsUpdateContentUnavailableConfiguration()
        }, for: .editingChanged)
        searchBar._onCancel = { [weak self] in self?.isActive = false }
    }

    /// Whether the search is active: editing began in the search bar, or set in code.
    open var isActive: Bool {
        get { _isActive }
        set {
            guard newValue != _isActive else { return }
            if newValue {
                delegate?.willPresentSearchController(self)
                _isActive = true
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
                if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false { searchBar.showsScopeBar = true }
                _updateResultsVisibility()
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                _isActive = false
                if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
                searchBar.text = ""
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
                if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
                _updateResultsVisibility()
                delegate?.didDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
            _hostNavigationItem?._owner?.setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    /// Shows or hides the results controller's view over the searched content.
    func _updateResultsVisibility() {
        guard let results = searchResultsController else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        let show = _isActive && (showsSearchResultsController || (automaticallyShowsSearchResultsController && hasText))
        if show, !results.isViewLoaded || results.view.superview == nil, let owner = _hostNavigationItem?._owner {
            // The item's view controller is the results' parent; the view covers the content below the
            // navigation bar, in the navigation controller's view (a table view controller's own view
            // would scroll it away).
            let nav = owner.navigationController
            let container: UIView = nav?.view ?? owner.view
            let bar = nav?.navigationBar
            let top: CGFloat = bar.map { $0.isHidden ? 0 : $0.frame.maxY } ?? 0
            owner.addChild(results)
            results.view.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: max(0, container.bounds.height - top))
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let bar, bar.superview === container {
                container.insertSubview(results.view, belowSubview: bar)
            } else {
                container.addSubview(results.view)
            }
            results.didMove(toParent: owner)
        } else if !show, results.isViewLoaded, results.view.superview != nil {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
    }
}
