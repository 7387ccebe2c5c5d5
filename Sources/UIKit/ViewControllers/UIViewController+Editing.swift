import Foundation

/// The edit button a view controller offers (`editButtonItem`), kept in step with `setEditing(_:animated:)`.
extension UIViewController {
    func _makeEditButtonItem() -> UIBarButtonItem {
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item._showEditing(isEditing)
        return item
    }
}

extension UIBarButtonItem {
    /// An edit button's look: Done in the done style while editing, Edit in the plain style otherwise.
    func _showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
