import Foundation

/// Swipe actions of list rows (see `_SwipeActionsController`), mirroring UIKit: in a section laid out by
/// `UICollectionLayoutListConfiguration`, the configuration's `leadingSwipeActionsConfigurationProvider`
/// and `trailingSwipeActionsConfigurationProvider` give each row's actions. Other sections and layouts have
/// none. Rows do not swipe while the collection view is editing.
extension UICollectionView: _SwipeActionsHost {
    func _swipeRow(at point: CGPoint) -> IndexPath? { isEditing ? nil : indexPathForItem(at: point) }

    func _swipeRowRect(_ indexPath: IndexPath) -> CGRect { _layout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero }

    func _swipeRowView(_ indexPath: IndexPath) -> UIView? { _cells[indexPath] }

    func _swipeConfiguration(leading: Bool, for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let list = (_layout as? UICollectionViewCompositionalLayout)?._listConfigurations[indexPath.section] else { return nil }
        return leading ? list.leadingSwipeActionsConfigurationProvider?(indexPath) : list.trailingSwipeActionsConfigurationProvider?(indexPath)
    }

    func _swipeWillBegin(_ indexPath: IndexPath) {}

    func _swipeDidEnd(_ indexPath: IndexPath) {}

    /// A tap on a list cell's delete accessory without its own handler: the row opens on its trailing actions.
    func _deleteAccessoryTapped(_ cell: UICollectionViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        if _swipe?.row == ip { _swipe?.close() } else { _swipe?.openTrailing(ip) }
    }
}
