import Foundation

/// Tab bar controller callbacks, mirroring `UITabBarControllerDelegate`. Called for the user's selections
/// only, as on iOS (setting `selectedIndex` in code calls neither).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container showing one of several view controllers, chosen with a tab bar, mirroring
/// `UITabBarController`. Switching tabs is not animated: the old tab gets `viewWillDisappear`, the new one
/// `viewWillAppear`/`viewIsAppearing`, then `viewDidDisappear` and `viewDidAppear`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var _tabBar: UITabBar?
    var _selectedIndex = NSNotFound
    /// The delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The tab bar.
    open var tabBar: UITabBar {
        if let t = _tabBar { return t }
        let t = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: UITabBar.standardHeight))
        t.onSelect = { [weak self] i in self?._userSelect(i) }
        _tabBar = t
        return t
    }

    /// The tabs' view controllers.
    open var viewControllers: [UIViewController]? {
        get { _children.isEmpty ? nil : _children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays on the same index when it still exists, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        precondition(Set(new.map(ObjectIdentifier.init)).count == new.count, "UITabBarController: view controllers must be distinct")
        let oldSelected = selectedViewController
        for vc in _children where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc === oldSelected { _hide(vc) }
            vc._removeFromParent()
        }
        for vc in new where vc._parent !== self { _addChild(vc); vc.didMove(toParent: self) }
        _children = new
        _reloadTabBar()
        let index = new.isEmpty ? NSNotFound : (_selectedIndex < new.count ? _selectedIndex : 0)
        _selectedIndex = NSNotFound
        if index != NSNotFound { _select(index, from: oldSelected === selectedAt(index) ? nil : oldSelected) }
    }

    private func selectedAt(_ i: Int) -> UIViewController? { i >= 0 && i < _children.count ? _children[i] : nil }

    /// The index of the selected tab (`NSNotFound` when there are none).
    open var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard newValue >= 0, newValue < _children.count, newValue != _selectedIndex else { return }
            _select(newValue, from: selectedViewController)
        }
    }
    /// The selected tab's view controller.
    open var selectedViewController: UIViewController? {
        get { selectedAt(_selectedIndex) }
        set {
            guard let v = newValue, let i = _children.firstIndex(where: { $0 === v }) else { return }
            selectedIndex = i
        }
    }

    func _userSelect(_ i: Int) {
        guard let vc = selectedAt(i) else { return }
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        if i != _selectedIndex { _select(i, from: selectedViewController) }
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// Selects the tab at `index` as the user's tap does (Linux seam until touch tracking drives the bar).
    package func _tapTab(at index: Int) { _userSelect(index) }

    var _isOnScreen: Bool {
        guard let v = viewIfLoaded, let w = v.window, !w.isHidden else { return false }
        return _appear.phase == .appeared || _appear.phase == .appearing
    }

    private func _hide(_ vc: UIViewController) {
        guard vc.isViewLoaded, vc.view.superview != nil else { return }
        vc.view.removeFromSuperview()
    }

    func _select(_ index: Int, from old: UIViewController?) {
        _selectedIndex = index
        tabBar.selectedItem = selectedAt(index)?.tabBarItem
        guard isViewLoaded, let to = selectedAt(index) else { return }
        let onScreen = _isOnScreen
        to.loadViewIfNeeded()
        old?._appear.managed = true
        to._appear.managed = true
        if onScreen {
            old?._beginAppearance(false, animated: false, forward: true)
            to._beginAppearance(true, animated: false, forward: true)
        }
        let v = to.view!
        v.frame = _contentFrame(for: to)
        view.insertSubview(v, belowSubview: tabBar)
        v.layoutIfNeeded()
        if onScreen { to._isAppearing(forward: true) }
        if let old, old !== to { old.viewIfLoaded?.removeFromSuperview() }
        if onScreen {
            old?._endAppearance(forward: true)
            to._endAppearance(forward: true)
        }
        old?._appear.managed = false
        to._appear.managed = false
    }

    func _contentFrame(for vc: UIViewController) -> CGRect {
        let b = view.bounds
        let under = vc.edgesForExtendedLayout.contains(.bottom) && (tabBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
        if under || tabBar.isHidden { return b }
        return CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - UITabBar.standardHeight))
    }

    func _reloadTabBar() {
        tabBar.setItems(_children.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    open override func loadView() {
        let v = TabContainerView(frame: UIScreen.main.bounds)
        v.controller = self
        view = v
        v.addSubview(tabBar)
        if let s = selectedViewController { v.insertSubview(s.view, belowSubview: tabBar) }
    }

    /// Whether the selected navigation stack asks for the bar to hide (`hidesBottomBarWhenPushed` on a
    /// pushed view controller).
    var _barHiddenByStack: Bool {
        guard let nav = selectedViewController as? UINavigationController else { return false }
        return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    func _layoutContainer() {
        // UIKit loads the view of every tab's navigation controller (not its root's) with the tab bar
        // controller's, so each tab's bar exists before the tab is shown; other tabs load on selection.
        for case let nav as UINavigationController in _children { nav.loadViewIfNeeded() }
        let b = view.bounds
        tabBar.isHidden = _barHiddenByStack
        tabBar.frame = CGRect(x: 0, y: b.height - UITabBar.standardHeight, width: b.width, height: UITabBar.standardHeight)
        if let s = selectedViewController?.viewIfLoaded, s.superview === view, let vc = selectedViewController { s.frame = _contentFrame(for: vc) }
    }
}

final class TabContainerView: UIView {
    weak var controller: UITabBarController?
    override func layoutSubviews() { controller?._layoutContainer() }
}
