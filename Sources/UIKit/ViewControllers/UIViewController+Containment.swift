import Foundation

/// Containment, as `UIViewController` documents it: `addChild(_:)` calls the child's
/// `willMove(toParent:)`; the container adds the child's view and calls `didMove(toParent:)`. Removing:
/// the container calls `willMove(toParent: nil)`, removes the view, and `removeFromParent()` calls
/// `didMove(toParent: nil)`.
extension UIViewController {
    func _addChild(_ child: UIViewController) {
        precondition(child !== self, "UIViewController: a view controller cannot be its own child")
        guard child._parent !== self else { return }
        if child._parent != nil { child._removeFromParent() }
        child.willMove(toParent: self)
        _children.append(child)
        child._parent = self
        child._appear.movingToParent = true
    }

    func _removeFromParent() {
        guard let p = _parent else { return }
        // Leaving the parent drops its traits and its override for this child; the change is delivered
        // now, so that a controller added to another container later compares that container's traits
        // with these, not with the old container's (a snapshot of one controller under several
        // content-size overrides gets each override's fonts).
        let before = _traitSnapshot()
        p._children.removeAll { $0 === self }
        p._childTraitOverrides[ObjectIdentifier(self)] = nil
        _parent = nil
        _deliverTraitChanges(before)
        _appear.movingToParent = false
        didMove(toParent: nil)
        _appear.movingFromParent = false
    }

    func _titleDidChange() {
        // Apple: "If the view controller has a valid navigation item or tab-bar item, assigning a value to
        // this property updates the title text of those objects", a title the app gave the item included.
        if let item = _navigationItem {
            item._usesOwnerTitle = true
            item._changed()
        }
        navigationController?._updateBar(animated: false)
        // The item's title change marks its tab bar for layout, which updates the item's button in place: no
        // button is re-added, so a title set while a container lays out (pages do it in viewDidLoad) leaves
        // the view tree alone.
        _tabBarItem?.title = title
    }
}
