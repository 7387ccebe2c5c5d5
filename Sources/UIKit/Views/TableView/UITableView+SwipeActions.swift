import Foundation

/// Swipe actions of table rows (see `_SwipeActionsController`), mirroring UIKit: the delegate's
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
/// give each side's actions. When the trailing method returns nil, a row that the data source lets edit
/// (`canEditRowAt`) with the `.delete` editing style gets the default "swipe to delete": one destructive
/// action titled by `titleForDeleteConfirmationButtonForRowAt` (default "Delete") that calls the data
/// source's `tableView(_:commit:forRowAt:)` with `.delete`. The delegate hears `willBeginEditingRowAt` as a
/// row starts to open and `didEndEditingRowAt` when it closes. Rows do not swipe in editing mode.
extension UITableView: _SwipeActionsHost {
    func _swipeRow(at point: CGPoint) -> IndexPath? { _editing ? nil : indexPathForRow(at: point) }

    func _swipeRowRect(_ indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

    func _swipeRowView(_ indexPath: IndexPath) -> UIView? { _cells[indexPath] }

    func _swipeConfiguration(leading: Bool, for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let d = _tableDelegate
        if leading { return d?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let c = d?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) { return c }
        return _defaultDeleteConfiguration(for: indexPath)
    }

    /// "Swipe to delete": the action UIKit shows when the delegate gives no trailing configuration. Swift
    /// cannot tell whether the data source implements `tableView(_:commit:forRowAt:)` (UIKit's condition),
    /// so outside editing mode the default is not offered in a table inside a scroll view that scrolls
    /// sideways: there a horizontal drag pages the outer scroll view, as it does on iOS for a table
    /// without swipe to delete.
    private func _defaultDeleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if !_editing, _insideHorizontalScrollView { return nil }
        guard let ds = dataSource, ds.tableView(self, canEditRowAt: indexPath),
              (_tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let ds = self.dataSource else { completion(false); return }
            ds.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func _swipeWillBegin(_ indexPath: IndexPath) { _tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }

    func _swipeDidEnd(_ indexPath: IndexPath) { _tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }

    /// Whether an enclosing scroll view can scroll horizontally.
    private var _insideHorizontalScrollView: Bool {
        var v = superview
        while let view = v {
            if let scroll = view as? UIScrollView, scroll._axisScrolls(0) { return true }
            v = view.superview
        }
        return false
    }
}
