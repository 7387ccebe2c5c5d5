import Foundation

/// Editing by touch (internal), mirroring UIKit's editing mode: each row the data source lets edit
/// (`canEditRowAt`, default true) shows the control of its `editingStyleForRowAt` (default `.delete`) at the
/// leading edge, its content moved aside unless `shouldIndentWhileEditingRowAt` says no. A tap on a delete
/// control opens the row on its trailing actions (the delegate's, else the Delete button that commits
/// `.delete`); a tap on an insert control commits `.insert` at once. Rows that can move
/// (`canMoveRowAt` true, or a cell with `showsReorderControl`) show a reorder control at the trailing edge;
/// dragging it carries the row with the touch, asking the delegate's
/// `targetIndexPathForMoveFromRowAt` as the proposed place changes; on release the data source hears
/// `moveRowAt` and the table moves the row.
extension UITableView: _ReorderHost {
    struct _Reorder {
        var source: IndexPath
        var target: IndexPath
        weak var cell: UITableViewCell?
        var touchStartY: CGFloat
        var cellStartY: CGFloat
    }

    /// Gives a shown cell its editing style and controls for its row.
    func _prepareEditing(_ cell: UITableViewCell, at ip: IndexPath) {
        let editable = _editing && (dataSource?.tableView(self, canEditRowAt: ip) ?? false)
        let style: UITableViewCell.EditingStyle = editable ? (_tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
        cell.editingStyle = style
        cell._indentsWhileEditing = _tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        let movable = _editing && ((dataSource?.tableView(self, canMoveRowAt: ip) ?? false) || cell.showsReorderControl)
        cell._showEditingControls(style: style, reorder: movable, in: self)
        if cell.isEditing != _editing { cell.setEditing(_editing, animated: false) }
    }

    /// A tap on a row's editing control.
    func _editingControlTapped(_ cell: UITableViewCell) {
        guard _editing, let ip = indexPath(for: cell), let ds = dataSource else { return }
        switch cell.editingStyle {
        case .insert:
            ds.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            if _swipe?.row == ip { _swipe?.close() } else { _swipe?.openTrailing(ip) }
        default:
            break
        }
    }

    // MARK: Reordering

    func _reorderBegan(_ row: UIView, at point: CGPoint) {
        guard _editing, _reorder == nil, let cell = row as? UITableViewCell, let ip = indexPath(for: cell) else { return }
        _swipe?.close()
        _reorder = _Reorder(source: ip, target: ip, cell: cell, touchStartY: point.y, cellStartY: cell.frame.minY)
        bringSubviewToFront(cell)
    }

    func _reorderMoved(to point: CGPoint) {
        guard var r = _reorder, let cell = r.cell else { return }
        let maxY = max(0, contentSize.height - cell.frame.height)
        cell.frame.origin.y = min(max(0, r.cellStartY + point.y - r.touchStartY), maxY)
        if let proposed = indexPathForRow(at: CGPoint(x: bounds.midX, y: cell.center.y)), proposed != r.target {
            r.target = proposed == r.source ? proposed
                : (_tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.source, toProposedIndexPath: proposed) ?? proposed)
        }
        if r.target != _reorder?.target { setNeedsLayout() }
        _reorder = r
    }

    /// How far a row moves aside to make room for the row being dragged: the rows between the dragged row's
    /// place and its proposed place shift by its height, towards its place, so the gap shows where it
    /// would drop. Within its section only; a row proposed in another section drops there without a gap.
    func _reorderRoom(for ip: IndexPath) -> CGFloat {
        guard let r = _reorder, r.source.section == r.target.section, ip.section == r.source.section, ip != r.source else { return 0 }
        let h = rectForRow(at: r.source).height
        if r.source.row < r.target.row, ip.row > r.source.row, ip.row <= r.target.row { return -h }
        if r.target.row < r.source.row, ip.row >= r.target.row, ip.row < r.source.row { return h }
        return 0
    }

    func _reorderEnded(cancelled: Bool) {
        guard let r = _reorder else { return }
        _reorder = nil
        if !cancelled, r.target != r.source, _isValid(r.target), let ds = dataSource {
            ds.tableView(self, moveRowAt: r.source, to: r.target)
            moveRow(at: r.source, to: r.target)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }
}
