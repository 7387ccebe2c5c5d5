import Foundation

/// A view controller's content-unavailable configuration and the view showing it.
@MainActor
final class ContentUnavailableState {
    var configuration: (any UIContentConfiguration)?
    var view: (any UIView & UIContentView)?
}

/// iOS 17's content-unavailable configurations on view controllers: setting
/// `contentUnavailableConfiguration` shows its content view over the view controller's view, filling it
/// and above its other subviews (kept on top at each layout); nil removes it. UIKit asks the view
/// controller to update the configuration (`updateContentUnavailableConfiguration(using:)`) before the
/// view first lays out, after `setNeedsUpdateContentUnavailableConfiguration()` and after trait changes.
extension UIViewController {
    /// The content-unavailable configuration the view controller shows (`contentUnavailableConfiguration`,
    /// iOS 17): commonly a `UIContentUnavailableConfiguration`. Setting a configuration of the kind already
    /// shown updates its view; another kind replaces it; nil removes it.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { _contentUnavailable?.configuration }
        set {
            if newValue == nil && _contentUnavailable == nil { return }
            let s = _contentUnavailable ?? ContentUnavailableState()
            _contentUnavailable = s
            s.configuration = newValue
            guard let config = newValue else {
                s.view?.removeFromSuperview()
                s.view = nil
                _contentUnavailable = nil
                return
            }
            if let v = s.view, type(of: v.configuration) == type(of: config) {
                v.configuration = config
            } else {
                s.view?.removeFromSuperview()
                s.view = config.makeContentView()
            }
            if let root = _view { _layoutContentUnavailableView(in: root) }
        }
    }

    /// The system state: traits and the search controller's text.
    func _contentUnavailableState() -> UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection,
                                               searchText: _navigationItem?.searchController?.searchBar.text)
    }

    /// The default update: the configuration, updated for the state.
    func _defaultUpdateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard let c = contentUnavailableConfiguration else { return }
        if let u = c as? UIContentUnavailableConfiguration {
            let updated = u.updated(for: state)
            if updated.text != u.text { contentUnavailableConfiguration = updated }
        }
    }

    /// Runs a pending `updateContentUnavailableConfiguration(using:)` (before the root view lays out).
    func _updateContentUnavailableIfNeeded() {
        guard _needsContentUnavailableUpdate else { return }
        _needsContentUnavailableUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Keeps the content-unavailable view in the root view, filling it, above every other subview.
    func _layoutContentUnavailableView() {
        guard let root = _view else { return }
        _layoutContentUnavailableView(in: root)
    }

    private func _layoutContentUnavailableView(in root: UIView) {
        guard let v = _contentUnavailable?.view else { return }
        if v.superview !== root { root.addSubview(v) }
        else if root.subviews.last !== v { root.bringSubviewToFront(v) }
        if v.frame != root.bounds { v.frame = root.bounds }
    }
}
