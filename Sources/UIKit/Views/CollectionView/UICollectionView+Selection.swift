import Foundation

/// Highlight and selection by touch (internal): touch down highlights, a tap selects, in the delegate order
/// of the Collection View Programming Guide (see `UICollectionViewDelegate`).
extension UICollectionView {
    var _allowsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    var _selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    func _installSelectionTap() {
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addHandler { [weak self] r in self?._tapped(r) }
        addGestureRecognizer(tap)
    }

    func _deselect(_ ip: IndexPath) {
        _selected.removeAll { $0 == ip }
        _cells[ip]?.isSelected = false
    }

    /// Whether a touch may select: not when it began in a control inside a cell.
    func _canSelectByTouch(_ touch: UITouch) -> Bool { !_hasControl(from: touch.view) }

    /// Moves the highlight (asking `shouldHighlightItemAt`); nil removes it. Returns whether `ip` is highlighted.
    @discardableResult
    func _setHighlighted(_ ip: IndexPath?) -> Bool {
        if let old = _highlighted, old != ip {
            _highlighted = nil
            _cells[old]?.isHighlighted = false
            _cvDelegate?.collectionView(self, didUnhighlightItemAt: old)
        }
        guard let ip else { return false }
        if _highlighted == ip { return true }
        guard _selectionAllowed, _cvDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return false }
        _highlighted = ip
        _cells[ip]?.isHighlighted = true
        _cvDelegate?.collectionView(self, didHighlightItemAt: ip)
        return true
    }

    func _tapped(_ r: UIGestureRecognizer) {
        guard r.state == .ended else { return }
        let p = r.location(in: self)
        if _hasControl(from: hitTest(p, with: nil)) { _setHighlighted(nil); return }
        // A tap while a row shows its swipe actions only closes that row, as on iOS.
        if let swipe = _swipe, swipe.isOpen { swipe.close(); _setHighlighted(nil); return }
        guard let ip = indexPathForItem(at: p) else { _setHighlighted(nil); return }
        // An outline header (disclosure in `.header` style) expands or collapses instead of selecting.
        if let list = _cells[ip] as? UICollectionViewListCell, list._togglesOutlineOnTap {
            _setHighlighted(nil)
            list._toggleOutline()
            return
        }
        _userSelect(ip)
    }

    /// Selects (or, with multiple selection, toggles) an item as a tap does. A quick tap whose touch-down
    /// highlight has not happened yet highlights first, as UIKit does.
    func _userSelect(_ ip: IndexPath) {
        guard _selectionAllowed, _isValid(ip) else { _setHighlighted(nil); return }
        guard _setHighlighted(ip) else { return }
        let d = _cvDelegate
        if _allowsMultiple && _selected.contains(ip) {
            let ok = d?.collectionView(self, shouldDeselectItemAt: ip) ?? true
            _setHighlighted(nil)
            if ok {
                _deselect(ip)
                d?.collectionView(self, didDeselectItemAt: ip)
            }
            return
        }
        let ok = d?.collectionView(self, shouldSelectItemAt: ip) ?? true
        _setHighlighted(nil)
        guard ok else { return }
        if !_allowsMultiple {
            for s in _selected where s != ip {
                _deselect(s)
                d?.collectionView(self, didDeselectItemAt: s)
            }
        }
        if !_selected.contains(ip) { _selected.append(ip) }
        _cells[ip]?.isSelected = true
        d?.collectionView(self, didSelectItemAt: ip)
    }
}
