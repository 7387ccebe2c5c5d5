import Foundation

/// Geometry, cell life cycle, selection by touch and batch updates of `UITableView` (internal).
extension UITableView {
    var _rowInsetX: CGFloat { style == .insetGrouped ? 20 : 0 }
    var _allowsMultiple: Bool { _editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func _isValid(_ ip: IndexPath) -> Bool {
        ip.count == 2 && _sections.indices.contains(ip[0]) && _sections[ip[0]].rowHeights.indices.contains(ip[1])
    }

    // MARK: Invalidation

    /// Forgets every cell, header and height: the next layout reloads everything.
    func _invalidateAll() {
        _swipe?.close()
        for (ip, cell) in _cells { _recycle(cell, at: ip) }
        _cells.removeAll()
        _removeHeaderFooterViews()
        _measured.removeAll()
        _geometryValid = false
        setNeedsLayout()
    }

    func _invalidateGeometry() {
        _geometryValid = false
        setNeedsLayout()
    }

    func _ensureGeometry() {
        if !_geometryValid { _rebuildGeometry() }
    }

    // MARK: Geometry

    private var _automaticHeaderTitleHeight: CGFloat { style == .plain ? 28 : 38 }

    private func _fittedHeight(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let s = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
        return s.height > 0 ? ceil(s.height) : 28
    }

    private func _titleHeight(_ title: String) -> CGFloat {
        let l = UILabel()
        l.font = .systemFont(ofSize: 13)
        l.numberOfLines = 0
        l.text = title
        return ceil(l.sizeThatFits(CGSize(width: max(0, bounds.width - 32), height: .greatestFiniteMagnitude)).height)
    }

    /// Re-reads sections, rows, titles and heights from the data source and delegate.
    func _rebuildGeometry() {
        _hasLoaded = true
        _geometryValid = true
        let ds = dataSource, d = _tableDelegate
        let n = ds.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        var sections: [_Section] = []
        sections.reserveCapacity(n)
        let grouped = style != .plain
        for si in 0..<n {
            var s = _Section()
            let rows = max(0, ds!.tableView(self, numberOfRowsInSection: si))
            s.headerTitle = ds!.tableView(self, titleForHeaderInSection: si)
            s.footerTitle = ds!.tableView(self, titleForFooterInSection: si)
            s.headerView = d?.tableView(self, viewForHeaderInSection: si)
            s.footerView = d?.tableView(self, viewForFooterInSection: si)
            var hh = d?.tableView(self, heightForHeaderInSection: si) ?? UITableView.automaticDimension
            if hh < 0 { hh = sectionHeaderHeight }
            if hh < 0 {
                if let v = s.headerView { hh = _fittedHeight(of: v) }
                else if s.headerTitle != nil { hh = grouped ? max(38, _titleHeight(s.headerTitle!) + 23) : 28 }
                else { hh = grouped ? (si == 0 ? 35 : 17) : 0 }
            }
            var fh = d?.tableView(self, heightForFooterInSection: si) ?? UITableView.automaticDimension
            if fh < 0 { fh = sectionFooterHeight }
            if fh < 0 {
                if let v = s.footerView { fh = _fittedHeight(of: v) }
                else if let t = s.footerTitle { fh = grouped ? _titleHeight(t) + 18 : 28 }
                else { fh = grouped ? 18 : 0 }
            }
            s.headerHeight = hh
            s.footerHeight = fh
            s.rowHeights = [CGFloat](repeating: 0, count: rows)
            for r in 0..<rows { s.rowHeights[r] = _rowHeight(IndexPath(row: r, section: si), d) }
            sections.append(s)
        }
        _sections = sections
        _recomputeOffsets()
    }

    /// Whether a row's height comes from its cell (automatic dimension).
    func _isSelfSizing(_ ip: IndexPath) -> Bool {
        let h = _tableDelegate?.tableView(self, heightForRowAt: ip) ?? UITableView.automaticDimension
        return h < 0 && rowHeight < 0
    }

    private func _rowHeight(_ ip: IndexPath, _ d: (any UITableViewDelegate)?) -> CGFloat {
        var h = d?.tableView(self, heightForRowAt: ip) ?? UITableView.automaticDimension
        if h < 0 { h = rowHeight }
        if h >= 0 { return h }
        if let m = _measured[ip] { return m }
        let e = d?.tableView(self, estimatedHeightForRowAt: ip) ?? UITableView.automaticDimension
        if e > 0 { return e }
        return estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    /// Recomputes section and row positions from the heights, and the content size.
    func _recomputeOffsets() {
        var y = tableHeaderView?.frame.height ?? 0
        for i in _sections.indices {
            _sections[i].top = y
            y += _sections[i].headerHeight
            var tops = [CGFloat](repeating: 0, count: _sections[i].rowHeights.count)
            for (r, h) in _sections[i].rowHeights.enumerated() { tops[r] = y; y += h }
            _sections[i].rowTops = tops
            _sections[i].footerTop = y
            y += _sections[i].footerHeight
        }
        _tableHeight = y + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: _tableHeight)
        if contentSize != size { contentSize = size }
    }

    /// The first row of a section whose bottom lies below `y`, by binary search.
    func _firstRow(in s: _Section, endingAfter y: CGFloat) -> Int? {
        var lo = 0, hi = s.rowTops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if s.rowTops[mid] + s.rowHeights[mid] > y { hi = mid } else { lo = mid + 1 }
        }
        return lo < s.rowTops.count ? lo : nil
    }

    /// The rows intersecting a rectangle, in order.
    func _rows(in rect: CGRect) -> [IndexPath] {
        guard rect.height > 0, !rect.isNull else { return [] }
        var out: [IndexPath] = []
        for (si, s) in _sections.enumerated() where s.rowsTop < rect.maxY && s.footerTop > rect.minY {
            guard var r = _firstRow(in: s, endingAfter: rect.minY) else { continue }
            while r < s.rowTops.count, s.rowTops[r] < rect.maxY {
                if s.rowHeights[r] > 0 { out.append(IndexPath(row: r, section: si)) }
                r += 1
            }
        }
        return out
    }

    func _scroll(to rect: CGRect, position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none:
            if rect.minY < bounds.minY + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > bounds.maxY - inset.bottom { y = rect.maxY - bounds.height + inset.bottom }
            else { return }
        }
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, minY), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Cells

    func _recycle(_ cell: UITableViewCell, at ip: IndexPath) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        if let id = cell.reuseIdentifier { _reuseQueue.enqueue(cell, for: id) }
    }

    func _removeHeaderFooterViews() {
        for v in Array(_headerViews.values) + Array(_footerViews.values) { _recycleHeaderFooter(v) }
        _headerViews.removeAll()
        _footerViews.removeAll()
    }

    private static let _titleViewIdentifier = "_UITableViewTitleHeaderFooter"

    private func _recycleHeaderFooter(_ v: UIView) {
        v.removeFromSuperview()
        if let h = v as? UITableViewHeaderFooterView, h.reuseIdentifier == UITableView._titleViewIdentifier {
            _headerFooterQueue.enqueue(h, for: UITableView._titleViewIdentifier)
        }
    }

    private func _titleView(_ title: String, footer: Bool) -> UITableViewHeaderFooterView {
        let id = UITableView._titleViewIdentifier
        let v: UITableViewHeaderFooterView
        if let queued = _headerFooterQueue.dequeue(for: id) { v = queued }
        else { v = UITableViewHeaderFooterView(reuseIdentifier: id) }
        v._isFooter = footer
        v._groupedLook = style != .plain
        v._leadingInset = _rowInsetX + (traitCollection.horizontalSizeClass == .regular ? 20 : 16)
        if style == .plain && !footer { v.backgroundColor = .secondarySystemBackground } else { v.backgroundColor = nil }
        v.textLabel?.text = title
        return v
    }

    private func _makeCell(_ ip: IndexPath) -> UITableViewCell? {
        guard let ds = dataSource else { return nil }
        let cell = ds.tableView(self, cellForRowAt: ip)
        cell._tableView = self
        cell.frame = rectForRow(at: ip)
        if style != .plain && cell._usesDefaultBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
            cell._usesDefaultBackground = true
        }
        if cell.superview !== self { insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0) }
        let selected = _selected.contains(ip)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        _prepareEditing(cell, at: ip)
        _cells[ip] = cell
        _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        return cell
    }

    /// Brings the cells, headers and footers in line with the visible bounds.
    func _layoutTable() {
        guard !_inLayout else { return }
        _inLayout = true
        defer { _inLayout = false }
        if !_geometryValid { _rebuildGeometry() }
        if contentSize.width != bounds.width { contentSize = CGSize(width: bounds.width, height: _tableHeight) }
        for _ in 0..<8 {
            let wanted = _rows(in: bounds)
            let wantedSet = Set(wanted)
            for (ip, cell) in _cells where !wantedSet.contains(ip) {
                _cells[ip] = nil
                _recycle(cell, at: ip)
            }
            var changed = false
            for ip in wanted {
                guard let cell = _cells[ip] ?? _makeCell(ip) else { break }
                if _measured[ip] == nil, _isSelfSizing(ip) {
                    let h = cell._fittingHeight(width: max(0, bounds.width - 2 * _rowInsetX))
                    let m = h > 0 ? h : 44
                    _measured[ip] = m
                    if _sections[ip.section].rowHeights[ip.row] != m {
                        _sections[ip.section].rowHeights[ip.row] = m
                        changed = true
                    }
                }
            }
            if changed { _recomputeOffsets(); continue }
            break
        }
        let grouped = style != .plain
        for (ip, cell) in _cells {
            // A row dragged by its reorder control follows the touch, not the layout.
            if _reorder?.cell !== cell {
                cell.frame = rectForRow(at: ip).offsetBy(dx: _swipe?.offset(for: ip) ?? 0, dy: _reorderRoom(for: ip))
            }
            let last = ip.row == _sections[ip.section].rowHeights.count - 1
            cell._separatorHidden = separatorStyle == .none || (grouped && last)
            cell._separator.backgroundColor = separatorColor
            cell._followTableSeparatorInset(separatorInset)
            if style == .insetGrouped {
                // Inset grouped sections are rounded cards: the first and last rows round their outer corners.
                var corners: CACornerMask = []
                if ip.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
                cell.layer.maskedCorners = corners.isEmpty ? cell.layer.maskedCorners : corners
                cell.layer.masksToBounds = !corners.isEmpty
            }
        }
        _layoutHeadersAndFooters()
        if let v = tableHeaderView { v.frame = CGRect(x: 0, y: 0, width: bounds.width, height: v.frame.height) }
        if let v = tableFooterView {
            v.frame = CGRect(x: 0, y: _tableHeight - v.frame.height, width: bounds.width, height: v.frame.height)
        }
        backgroundView?.frame = bounds
        _layoutPlaceholderSeparators()
        _prefetchRows()
    }

    /// A plain table without a `tableFooterView` fills the visible area below its last row with the
    /// separators of empty rows (`rowHeight` apart, 44 points when rows size themselves), as iOS does;
    /// a footer view (even an empty one) or `separatorStyle = .none` removes them.
    private func _layoutPlaceholderSeparators() {
        var frames: [CGRect] = []
        if style == .plain, tableFooterView == nil, separatorStyle != .none, bounds.height > 0 {
            let rowH = rowHeight > 0 ? rowHeight : 44
            let scale = max(window?.screen.scale ?? layer.contentsScale, 1)
            let h = 1 / scale
            let regular = traitCollection.horizontalSizeClass == .regular
            let left = separatorInset.left == 16 && regular ? 20 : separatorInset.left
            let width = max(0, bounds.width - left - separatorInset.right)
            var y = _tableHeight + rowH
            // Rows above the visible area need no separators.
            if y < bounds.minY { y += ((bounds.minY - y) / rowH).rounded(.down) * rowH }
            while y - h < bounds.maxY, frames.count < 512 {
                frames.append(CGRect(x: left, y: y - h, width: width, height: h))
                y += rowH
            }
        }
        while _placeholderSeparators.count > frames.count { _placeholderSeparators.removeLast().removeFromSuperview() }
        for (i, f) in frames.enumerated() {
            let v: UIView
            if i < _placeholderSeparators.count { v = _placeholderSeparators[i] } else {
                v = UIView()
                v.isUserInteractionEnabled = false
                _placeholderSeparators.append(v)
                insertSubview(v, at: backgroundView == nil ? 0 : 1)
            }
            v.backgroundColor = separatorColor
            v.frame = f
        }
    }

    /// Announces the rows within a screen ahead of the visible ones (`UITableViewDataSourcePrefetching`).
    private func _prefetchRows() {
        guard let p = prefetchDataSource else { return }
        let window = _prefetch.window(for: bounds, vertical: true)
        let (new, cancel) = _prefetch.update(candidates: _rows(in: window), visible: Set(_cells.keys))
        if !cancel.isEmpty { p.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !new.isEmpty { p.tableView(self, prefetchRowsAt: new) }
    }

    private func _layoutHeadersAndFooters() {
        let visible = bounds
        for si in _sections.indices {
            let s = _sections[si]
            let hr = CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
            let fr = CGRect(x: 0, y: s.footerTop, width: bounds.width, height: s.footerHeight)
            // Plain tables float each section's header at the top while the section is on screen.
            var headerFrame = hr
            if style == .plain {
                let top = visible.minY + adjustedContentInset.top
                headerFrame.origin.y = max(s.top, min(top, s.footerTop - s.headerHeight))
            }
            let sectionArea = CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
            let showHeader = s.headerHeight > 0 && (style == .plain ? sectionArea : hr).intersects(visible)
                && (s.headerView != nil || s.headerTitle != nil)
            let showFooter = s.footerHeight > 0 && fr.intersects(visible) && (s.footerView != nil || s.footerTitle != nil)
            if showHeader {
                if _headerViews[si] == nil {
                    let v = s.headerView ?? _titleView(s.headerTitle!, footer: false)
                    addSubview(v)
                    _headerViews[si] = v
                    _tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: si)
                }
                _headerViews[si]!.frame = headerFrame
                if style == .plain { bringSubviewToFront(_headerViews[si]!) }
            } else if let v = _headerViews.removeValue(forKey: si) {
                _recycleHeaderFooter(v)
            }
            if showFooter {
                if _footerViews[si] == nil {
                    let v = s.footerView ?? _titleView(s.footerTitle!, footer: true)
                    addSubview(v)
                    _footerViews[si] = v
                    _tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: si)
                }
                _footerViews[si]!.frame = fr
            } else if let v = _footerViews.removeValue(forKey: si) {
                _recycleHeaderFooter(v)
            }
        }
        for k in _headerViews.keys where k >= _sections.count { _recycleHeaderFooter(_headerViews.removeValue(forKey: k)!) }
        for k in _footerViews.keys where k >= _sections.count { _recycleHeaderFooter(_footerViews.removeValue(forKey: k)!) }
    }

    // MARK: Selection by touch

    func _canSelectByTouch(at touch: UITouch) -> Bool { !_hasControl(from: touch.view) }

    func _setHighlighted(_ ip: IndexPath?) {
        if let old = _highlighted, old != ip {
            _highlighted = nil
            _cells[old]?.setHighlighted(false, animated: false)
            _tableDelegate?.tableView(self, didUnhighlightRowAt: old)
        }
        guard let ip, _highlighted != ip else { return }
        let allowed = _editing ? allowsSelectionDuringEditing : allowsSelection
        guard allowed, _tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        _highlighted = ip
        _cells[ip]?.setHighlighted(true, animated: false)
        _tableDelegate?.tableView(self, didHighlightRowAt: ip)
    }

    func _tapped(_ r: UIGestureRecognizer) {
        guard r.state == .ended else { return }
        let p = r.location(in: self)
        if _hasControl(from: hitTest(p, with: nil)) { return }
        // A tap while a row shows its swipe actions only closes that row, as on iOS.
        if let swipe = _swipe, swipe.isOpen { swipe.close(); _setHighlighted(nil); return }
        guard let ip = indexPathForRow(at: p) else { _setHighlighted(nil); return }
        _userSelect(ip)
    }

    /// Selects (or, with multiple selection, toggles) a row as a tap does, calling the delegate in UIKit's
    /// order: willSelect, willDeselect/didDeselect of the previous row, didSelect.
    func _userSelect(_ ip: IndexPath) {
        let allowed = _editing ? allowsSelectionDuringEditing : allowsSelection
        guard allowed else { _setHighlighted(nil); return }
        let d = _tableDelegate
        guard d?.tableView(self, shouldHighlightRowAt: ip) ?? true else { _setHighlighted(nil); return }
        defer { _setHighlighted(nil) }
        if _allowsMultiple && _selected.contains(ip) {
            if let t = d == nil ? ip : d!.tableView(self, willDeselectRowAt: ip) {
                deselectRow(at: t, animated: false)
                d?.tableView(self, didDeselectRowAt: t)
            }
            return
        }
        guard let target = d == nil ? ip : d!.tableView(self, willSelectRowAt: ip), _isValid(target) else { return }
        if !_allowsMultiple {
            for s in _selected where s != target {
                if let t = d == nil ? s : d!.tableView(self, willDeselectRowAt: s) {
                    deselectRow(at: t, animated: false)
                    d?.tableView(self, didDeselectRowAt: t)
                }
            }
        }
        if !_selected.contains(target) { _selected.append(target) }
        _cells[target]?.setSelected(true, animated: false)
        d?.tableView(self, didSelectRowAt: target)
    }

    // MARK: Updates

    func _applyUpdates() {
        let u = _pendingUpdates
        _pendingUpdates = ListUpdates()
        guard !u.isEmpty else { return }
        _swipe?.close()
        guard _hasLoaded, _geometryValid, let ds = dataSource else { _invalidateAll(); return }
        let oldCounts = _sections.map { $0.rowHeights.count }
        if case .failure(let invalid) = u.validate(oldCounts: oldCounts, newSectionCount: ds.numberOfSections(in: self),
                                                   newCount: { ds.tableView(self, numberOfRowsInSection: $0) }, nouns: .table) {
            preconditionFailure(invalid.reason)
        }
        var kept: [IndexPath: UITableViewCell] = [:]
        var gone: [(IndexPath, UITableViewCell)] = []
        for (ip, cell) in _cells {
            if let n = u.newIndexPath(ip) { kept[n] = cell } else { gone.append((ip, cell)) }
        }
        _cells = kept
        for (ip, cell) in gone { _recycle(cell, at: ip) }
        _selected = _selected.compactMap { u.newIndexPath($0) }
        var measured: [IndexPath: CGFloat] = [:]
        for (ip, h) in _measured { if let n = u.newIndexPath(ip) { measured[n] = h } }
        _measured = measured
        _highlighted = nil
        _removeHeaderFooterViews()
        _geometryValid = false
        _layoutTable()
    }
}

/// Batch updates share their recording and checks with the collection view.
extension UITableView: ListBatchUpdating {}
