import Foundation

/// A list whose rows can be swiped to reveal contextual actions (internal): `UITableView` and
/// `UICollectionView` (list sections). The shared `_SwipeActionsController` asks it for rows, their
/// frames and their actions, and tells it where a row's content slides to.
@MainActor
protocol _SwipeActionsHost: UIView {
    /// The row under a point in the host's coordinates, or nil.
    func _swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's area in the host's coordinates, without the swipe offset.
    func _swipeRowRect(_ indexPath: IndexPath) -> CGRect
    /// The row's view (its cell), if shown.
    func _swipeRowView(_ indexPath: IndexPath) -> UIView?
    /// The actions for a swipe that reveals the leading (`leading`) or trailing edge of the row.
    func _swipeConfiguration(leading: Bool, for indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// A row is about to show its actions (table: `tableView(_:willBeginEditingRowAt:)`).
    func _swipeWillBegin(_ indexPath: IndexPath)
    /// A row's actions were hidden (table: `tableView(_:didEndEditingRowAt:)`).
    func _swipeDidEnd(_ indexPath: IndexPath)
}
