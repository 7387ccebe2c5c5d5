import Foundation
import QuartzCore

/// Data counts, the layout pass and the life cycle of cells and supplementary views (internal).
extension UICollectionView {
    func _attach(_ layout: UICollectionViewLayout) {
        layout._collectionView = self
        layout._needsPrepare = true
        setNeedsLayout()
    }

    func _isValid(_ ip: IndexPath) -> Bool {
        _ensureData()
        return ip.count == 2 && _counts.indices.contains(ip[0]) && ip[1] >= 0 && ip[1] < _counts[ip[0]]
    }

    // MARK: Invalidation

    /// Forgets every view and count: the next layout reloads everything.
    func _invalidateAll() {
        _swipe?.close()
        // A reload ends a movement by hand: the data source's items are shown again as they are.
        _movement?.cell?._reordering = false
        _movement = nil
        for (ip, cell) in _cells { _recycle(cell, at: ip) }
        _cells.removeAll()
        for (k, v) in _supplementaries { _recycleSupplementary(v, key: k) }
        _supplementaries.removeAll()
        _dataValid = false
        let c = _layout._makeContext()
        c.invalidateEverything = true
        c.invalidateDataSourceCounts = true
        _layout.invalidateLayout(with: c)
        setNeedsLayout()
    }

    /// Called by the layout when counts must be read again.
    func _dataChanged() {
        _dataValid = false
    }

    /// Called by the layout's `invalidateLayout(with:)`.
    func _layoutInvalidated() {
        setNeedsLayout()
    }

    /// Reads the section and item counts from the data source when they are out of date.
    func _ensureData() {
        guard !_dataValid else { return }
        _dataValid = true
        _hasLoaded = true
        guard let ds = dataSource else { _counts = []; return }
        let n = max(0, ds.numberOfSections(in: self))
        var counts = [Int](repeating: 0, count: n)
        for s in 0..<n { counts[s] = max(0, ds.collectionView(self, numberOfItemsInSection: s)) }
        _counts = counts
    }

    /// Prepares the layout when it was invalidated and takes its content size.
    func _prepareLayoutIfNeeded() {
        _ensureData()
        guard _layout._needsPrepare else { return }
        _layout._needsPrepare = false
        _layout.prepare()
        let size = _layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    // MARK: Layout pass

    func _boundsChanged(from old: CGRect, to new: CGRect) {
        guard old != new else { return }
        // Scrolling closes a row that shows its swipe actions.
        if old.origin != new.origin { _swipe?.close() }
        if _hasLoaded, _layout.shouldInvalidateLayout(forBoundsChange: new) {
            _layout.invalidateLayout(with: _layout.invalidationContext(forBoundsChange: new))
        }
        setNeedsLayout()
    }

    /// Brings the cells and supplementary views in line with the layout's attributes in the visible bounds.
    func _layoutCollection() {
        guard !_inLayout else { return }
        _inLayout = true
        defer { _inLayout = false }
        for _ in 0..<8 {
            _prepareLayoutIfNeeded()
            _syncOrthogonalScrollers()
            let visible = bounds
            var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
            var wantedSupplementary: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
            var order: [UICollectionViewLayoutAttributes] = []
            var wantedDecorations: [_ElementKey: UICollectionViewLayoutAttributes] = [:]
            for a in _elementsShown(in: visible) where !a.isHidden && _shownFrame(a).intersects(visible) {
                switch a.representedElementCategory {
                case .cell:
                    guard _isValid(a.indexPath), wantedCells[a.indexPath] == nil else { continue }
                    wantedCells[a.indexPath] = a
                    order.append(a)
                case .supplementaryView:
                    let k = _ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)
                    guard wantedSupplementary[k] == nil else { continue }
                    wantedSupplementary[k] = a
                    order.append(a)
                case .decorationView:
                    wantedDecorations[_ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)] = a
                }
            }
            for (ip, cell) in _cells where wantedCells[ip] == nil {
                _cells[ip] = nil
                _recycle(cell, at: ip)
            }
            for (k, v) in _supplementaries where wantedSupplementary[k] == nil {
                _supplementaries[k] = nil
                _recycleSupplementary(v, key: k)
            }
            var invalidation: (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes)?
            order = _runVisibleItemsHandlers(order)
            for a in order {
                let view: UICollectionReusableView
                var isNew = false
                if a.representedElementCategory == .cell {
                    if let c = _cells[a.indexPath] { view = c } else {
                        guard let c = _makeCell(a) else { continue }
                        view = c
                        isNew = true
                    }
                } else {
                    let k = _ElementKey(kind: a.representedElementKind ?? "", indexPath: a.indexPath)
                    if let v = _supplementaries[k] { view = v } else {
                        guard let v = _makeSupplementary(a, key: k) else { continue }
                        view = v
                        isNew = true
                    }
                }
                _apply(a, to: view)
                if a.representedElementCategory == .cell { _place(view, for: a) }
                // Every layout gets its views' preferred attributes: a custom layout opts into self-sizing
                // by overriding shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:),
                // as on iOS; the built-in layouts ask only when they use estimated sizes.
                if isNew, _layout._usesSelfSizing(for: a) || _layout._isCustomLayout {
                    // Content a cell builds in `updateConfiguration(using:)` is there before it is measured.
                    (view as? UICollectionViewCell)?._updateConfigurationIfNeeded()
                    let preferred = view.preferredLayoutAttributesFitting(a)
                    if _layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a) {
                        _layout._recordPreferredAttributes(preferred)
                        invalidation = (preferred, a)
                    }
                }
            }
            // After the cells, which are inserted at the bottom too: decorations go below them.
            _realizeDecorations(wantedDecorations)
            guard let (preferred, original) = invalidation else { break }
            _layout.invalidateLayout(with: _layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        backgroundView?.frame = bounds
        _prefetchItems()
    }

    /// Hands each section with a `visibleItemsInvalidationHandler` its shown elements (copies of the
    /// layout's attributes, so the layout's own stay as they are), with the section's scroll offset and the
    /// layout environment; returns the elements as the handlers left them.
    private func _runVisibleItemsHandlers(_ order: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        let handlers = _layout._visibleItemsHandlers
        guard !handlers.isEmpty, let env = _layout._layoutEnvironment else { return order }
        var out = order
        var bySection: [Int: [(Int, _VisibleItem)]] = [:]
        for (k, a) in order.enumerated() where a.indexPath.count == 2 && handlers[a.indexPath.section] != nil {
            let copy = a.copy() as! UICollectionViewLayoutAttributes
            out[k] = copy
            bySection[a.indexPath.section, default: []].append((k, _VisibleItem(copy)))
        }
        for (s, items) in bySection.sorted(by: { $0.key < $1.key }) {
            let offset = _orthogonalScrollers[s].map { CGPoint(x: $0.contentOffset.x, y: 0) } ?? contentOffset
            handlers[s]?(items.map { $0.1 }, offset, env)
        }
        return out
    }

    /// Announces the items within a screen ahead of the visible ones (`UICollectionViewDataSourcePrefetching`),
    /// along the axis the content scrolls on.
    private func _prefetchItems() {
        guard isPrefetchingEnabled, let p = prefetchDataSource else { return }
        let content = _layout.collectionViewContentSize
        let vertical = !(content.width > bounds.width && content.height <= bounds.height)
        let window = _prefetch.window(for: bounds, vertical: vertical)
        let candidates = (_layout.layoutAttributesForElements(in: window) ?? []).compactMap { a -> IndexPath? in
            a.representedElementCategory == .cell && !a.isHidden && a.frame.intersects(window) && _isValid(a.indexPath) ? a.indexPath : nil
        }
        let (new, cancel) = _prefetch.update(candidates: candidates, visible: Set(_cells.keys))
        if !cancel.isEmpty { p.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !new.isEmpty { p.collectionView(self, prefetchItemsAt: new) }
    }

    /// Sets a view's geometry from attributes, and calls `apply(_:)` when they differ from the last applied.
    func _apply(_ a: UICollectionViewLayoutAttributes, to v: UICollectionReusableView) {
        var center = a.center
        // A row that shows its swipe actions keeps its content slid aside.
        if a.representedElementCategory == .cell, let o = _swipe?.offset(for: a.indexPath) { center.x += o }
        // The cell being moved by hand follows the movement's position, above the other cells.
        let moving = a.representedElementCategory == .cell && _movement?.current == a.indexPath
        if moving, let m = _movement {
            center = m.position
            if let s = _orthogonalScroller(for: a) { center.x += s.contentOffset.x }
        }
        // A cell of an orthogonally scrolling section sits in its section's scroll view.
        if let s = _orthogonalScroller(for: a) { center.x -= s.frame.minX; center.y -= s.frame.minY }
        if v.center != center { v.center = center }
        if v.bounds.size != a.size { v.bounds = CGRect(origin: v.bounds.origin, size: a.size) }
        if !CATransform3DEqualToTransform(v.layer.transform, a.transform3D) { v.layer.transform = a.transform3D }
        if v.alpha != a.alpha { v.alpha = a.alpha }
        if v.isHidden != a.isHidden { v.isHidden = a.isHidden }
        let z = moving ? CGFloat(Int16.max) : CGFloat(a.zIndex)
        if v.layer.zPosition != z { v.layer.zPosition = z }
        if let old = v._appliedAttributes, old.isEqual(a) { return }
        v._appliedAttributes = (a.copy() as! UICollectionViewLayoutAttributes)
        if let list = v as? UICollectionViewListCell { list._listPlacement = a._listPlacement }
        v.apply(a)
    }

    private func _insertionIndex() -> Int { backgroundView?.superview === self ? 1 : 0 }

    func _makeCell(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let ds = dataSource else { return nil }
        let ip = a.indexPath
        // While an item is moved by hand, the data source knows the items at their places before the move.
        let cell = ds.collectionView(self, cellForItemAt: _dataIndexPath(forShown: ip))
        precondition(cell.reuseIdentifier != nil,
                     "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        cell._collectionView = self
        _apply(a, to: cell)
        _place(cell, for: a)
        let selected = _selected.contains(ip)
        if cell.isSelected != selected { cell.isSelected = selected }
        cell._editing = isEditing
        if _movement?.current == ip { _movement?.cell = cell; cell._reordering = true }
        let highlighted = _highlighted == ip
        if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
        _cells[ip] = cell
        _cvDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
        return cell
    }

    func _makeSupplementary(_ a: UICollectionViewLayoutAttributes, key: _ElementKey) -> UICollectionReusableView? {
        guard let ds = dataSource else { return nil }
        let v = ds.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        v._collectionView = self
        if v._elementKind == nil { v._elementKind = key.kind }
        _apply(a, to: v)
        if v.superview !== self { addSubview(v) }
        _supplementaries[key] = v
        _cvDelegate?.collectionView(self, willDisplaySupplementaryView: v, forElementKind: key.kind, at: key.indexPath)
        return v
    }

    func _recycle(_ cell: UICollectionViewCell, at ip: IndexPath) {
        cell.removeFromSuperview()
        // The moving item's cell scrolled away: the cell made for it when it comes back carries the state.
        if _movement?.cell === cell { _movement?.cell = nil; cell._reordering = false }
        if cell.isHighlighted { cell.isHighlighted = false }
        _cvDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        if let id = cell.reuseIdentifier { _cellQueue.enqueue(cell, for: id) }
    }

    /// Shows the decoration views the layout asks for in the visible bounds and removes the others. Each
    /// is made from the class the layout registered for its kind and sits below the cells.
    func _realizeDecorations(_ wanted: [_ElementKey: UICollectionViewLayoutAttributes]) {
        for (k, v) in _decorations where wanted[k] == nil {
            v.removeFromSuperview()
            _decorations[k] = nil
        }
        let bottom = _insertionIndex()
        for (k, a) in wanted {
            if let v = _decorations[k] {
                _apply(a, to: v)
                // A cell inserted since sits at the bottom: move the decoration below every cell.
                if let firstCell = subviews.firstIndex(where: { $0 is UICollectionViewCell }),
                   let index = subviews.firstIndex(of: v), index > firstCell {
                    insertSubview(v, at: bottom)
                }
                continue
            }
            guard let cls = _layout._decorationClasses[k.kind] else {
                preconditionFailure("UICollectionView: no decoration view class registered on the layout for kind \(k.kind)")
            }
            let v = cls.init(_collectionReuseIdentifier: k.kind)
            v._collectionView = self
            v._elementKind = k.kind
            _apply(a, to: v)
            insertSubview(v, at: _insertionIndex())
            _decorations[k] = v
        }
    }

    func _recycleSupplementary(_ v: UICollectionReusableView, key: _ElementKey) {
        v.removeFromSuperview()
        _cvDelegate?.collectionView(self, didEndDisplayingSupplementaryView: v, forElementOfKind: key.kind, at: key.indexPath)
        if let id = v.reuseIdentifier {
            _supplementaryQueue.enqueue(v, for: UICollectionView._queueKey(v._elementKind ?? key.kind, id))
        }
    }

    // MARK: Scrolling to an item

    func _scroll(to rect: CGRect, position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        var o = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if position.contains(.top) { o.y = rect.minY - inset.top }
        else if position.contains(.centeredVertically) { o.y = rect.midY - visibleHeight / 2 - inset.top }
        else if position.contains(.bottom) { o.y = rect.maxY - bounds.height + inset.bottom }
        if position.contains(.left) { o.x = rect.minX - inset.left }
        else if position.contains(.centeredHorizontally) { o.x = rect.midX - visibleWidth / 2 - inset.left }
        else if position.contains(.right) { o.x = rect.maxX - bounds.width + inset.right }
        if position.isEmpty {
            // No position: the least scroll that shows the item.
            if rect.minY < bounds.minY + inset.top { o.y = rect.minY - inset.top }
            else if rect.maxY > bounds.maxY - inset.bottom { o.y = rect.maxY - bounds.height + inset.bottom }
            if rect.minX < bounds.minX + inset.left { o.x = rect.minX - inset.left }
            else if rect.maxX > bounds.maxX - inset.right { o.x = rect.maxX - bounds.width + inset.right }
        }
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        let minX = -inset.left, maxX = max(minX, contentSize.width + inset.right - bounds.width)
        o.y = min(max(o.y, minY), maxY)
        o.x = min(max(o.x, minX), maxX)
        if o != contentOffset { setContentOffset(o, animated: animated) }
    }
}
