import Foundation
import QuartzCore

/// A scrolling view of items placed by a layout object, mirroring `UICollectionView`.
///
/// The layout (`collectionViewLayout`) decides where every cell and supplementary view goes; the collection
/// view asks it, at each layout pass (which scrolling triggers), for the attributes of the elements in the
/// visible bounds, and keeps views only for those: cells of items that came into view are asked from the
/// data source (which dequeues them), views of elements that left are queued for reuse by identifier.
/// The content size is the layout's `collectionViewContentSize`.
///
/// `delegate` is UIScrollView's property (Swift cannot redeclare it with a narrower type); assign any
/// `UICollectionViewDelegate` to it as on iOS, and the collection view uses it as one (see
/// Docs/Deviations.md).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout (`collectionViewLayout`); setting it is `setCollectionViewLayout(_:animated: false)`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var _layout: UICollectionViewLayout

    /// The data source (`dataSource`, weak). Setting it reloads the items at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { _invalidateAll() } }
    /// The prefetching data source (`prefetchDataSource`, weak), told about items before they scroll in.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { didSet { _prefetch.reset() } }
    /// Whether prefetching is enabled (`isPrefetchingEnabled`, default true).
    open var isPrefetchingEnabled = true
    var _prefetch = PrefetchTracker()

    /// The delegate, as on iOS a `UICollectionViewDelegate` assigned through UIScrollView's `delegate`.
    /// Setting it invalidates the layout (a flow layout reads sizes from it).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { if _hasLoaded { _layout.invalidateLayout() } }
    }
    var _cvDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// A view behind the content (`backgroundView`), sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether items can be selected (`allowsSelection`, default true).
    open var allowsSelection = true
    /// Whether several items can be selected at once (`allowsMultipleSelection`, default false).
    open var allowsMultipleSelection = false
    /// Whether items can be selected while editing (`allowsSelectionDuringEditing`, default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (`allowsMultipleSelectionDuringEditing`, default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing (`isEditing`, default false). A change closes a row that
    /// shows its swipe actions, and each visible cell's configuration state follows it (its
    /// `updateConfiguration(using:)` runs at the next layout).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            _swipe?.close()
            for cell in _cells.values { cell._editing = isEditing }
        }
    }
    /// Whether focus moves the selection (`selectionFollowsFocus`, default false).
    open var selectionFollowsFocus = false
    /// Whether items can be focused (`allowsFocus`).
    open var allowsFocus = false
    /// Whether focus returns to the last focused item (`remembersLastFocusedIndexPath`, default false).
    open var remembersLastFocusedIndexPath = false
    /// Whether drag and drop is enabled (`dragInteractionEnabled`); kept, no drag and drop here.
    open var dragInteractionEnabled = false
    /// How reordering moves items (`reorderingCadence`, default `.immediate`).
    open var reorderingCadence: ReorderingCadence = .immediate
    /// Whether the collection view has updates not yet applied (`hasUncommittedUpdates`).
    open var hasUncommittedUpdates: Bool { _updateDepth > 0 && !_pendingUpdates.isEmpty }

    // MARK: State (internal)

    struct _ElementKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
    var _counts: [Int] = []
    var _dataValid = false
    var _hasLoaded = false
    var _cells: [IndexPath: UICollectionViewCell] = [:]
    var _supplementaries: [_ElementKey: UICollectionReusableView] = [:]
    /// The decoration views on screen, made from the classes registered on the layout.
    var _decorations: [_ElementKey: UICollectionReusableView] = [:]
    var _cellQueue = ReuseQueue<UICollectionViewCell>()
    var _supplementaryQueue = ReuseQueue<UICollectionReusableView>()
    var _cellClasses: [String: UICollectionViewCell.Type] = [:]
    var _supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var _selected: [IndexPath] = []
    var _highlighted: IndexPath?
    var _updateDepth = 0
    var _pendingUpdates = ListUpdates()
    var _inLayout = false
    /// Registrations made by `dequeueConfiguredReusableCell(using:for:item:)`, by registration identity.
    var _registeredRegistrations: Set<String> = []
    /// Swipe actions of list rows (UICollectionView+SwipeActions.swift).
    var _swipe: _SwipeActionsController?
    /// The item being moved by hand, if any (UICollectionView+InteractiveMovement.swift).
    var _movement: _Movement?
    /// The scroll views of orthogonally scrolling sections, by section (UICollectionView+OrthogonalScrolling.swift).
    var _orthogonalScrollers: [Int: _OrthogonalScrollView] = [:]

    /// Creates a collection view with a layout (`init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        _attach(layout)
        backgroundColor = .systemBackground
        _installSelectionTap()
        _swipe = _SwipeActionsController(host: self)
    }
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        _attach(_layout)
        _installSelectionTap()
    }

    /// Replaces the layout (`setCollectionViewLayout(_:animated:)`); the change is not animated here.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
    /// Replaces the layout and calls `completion` once it is in place (`setCollectionViewLayout(_:animated:completion:)`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if layout !== _layout {
            precondition(layout._collectionView == nil || layout._collectionView === self,
                         "UICollectionView: the layout is already used by another collection view")
            let old = _layout
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
            old._collectionView = nil
            _layout = layout
            _attach(layout)
            for v in Array(_cells.values) as [UICollectionReusableView] + Array(_supplementaries.values) {
                v.willTransition(from: old, to: layout)
                v._appliedAttributes = nil
            }
            layoutIfNeeded()
            for v in Array(_cells.values) as [UICollectionReusableView] + Array(_supplementaries.values) {
                v.didTransition(from: old, to: layout)
            }
            layout.finalizeLayoutTransition()
        }
        completion?(true)
    }

    // MARK: Registration and reuse

    /// Registers a cell class for an identifier (`register(_:forCellWithReuseIdentifier:)`); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if let c = cellClass {
            guard let cell = c as? UICollectionViewCell.Type else {
                preconditionFailure("UICollectionView: class registered for cell reuse identifier \(identifier) is not a UICollectionViewCell subclass")
            }
            _cellClasses[identifier] = cell
        } else {
            _cellClasses[identifier] = nil
        }
    }
    /// Registers a supplementary view class for a kind and identifier
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`); nil unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = UICollectionView._queueKey(elementKind, identifier)
        if let c = viewClass {
            guard let v = c as? UICollectionReusableView.Type else {
                preconditionFailure("UICollectionView: class registered for supplementary view \(elementKind)/\(identifier) is not a UICollectionReusableView subclass")
            }
            _supplementaryClasses[key] = v
        } else {
            _supplementaryClasses[key] = nil
        }
    }

    static func _queueKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A reused or new cell of the class registered for the identifier, with the layout's attributes for
    /// the index path applied (`dequeueReusableCell(withReuseIdentifier:for:)`). A reused cell gets
    /// `prepareForReuse()` first. Precondition, as UIKit raises: the identifier was registered.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let queued = _cellQueue.dequeue(for: identifier) {
            cell = queued
            cell.prepareForReuse()
        } else {
            guard let cls = _cellClasses[identifier] else {
                preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            }
            cell = cls.init(_collectionReuseIdentifier: identifier)
            cell._collectionView = self
        }
        if let a = _layout._needsPrepare ? nil : _layout.layoutAttributesForItem(at: indexPath) { _apply(a, to: cell) }
        return cell
    }

    /// A reused or new supplementary view of the class registered for the kind and identifier, with the
    /// layout's attributes applied (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = UICollectionView._queueKey(elementKind, identifier)
        let view: UICollectionReusableView
        if let queued = _supplementaryQueue.dequeue(for: key) {
            view = queued
            view.prepareForReuse()
        } else {
            guard let cls = _supplementaryClasses[key] else {
                preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            }
            view = cls.init(_collectionReuseIdentifier: identifier)
            view._collectionView = self
            view._elementKind = elementKind
        }
        if let a = _layout._needsPrepare ? nil : _layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            _apply(a, to: view)
        }
        return view
    }

    // MARK: Data

    /// Discards every cell and supplementary view and re-reads the counts at the next layout
    /// (`reloadData()`). Clears the selection, as UIKit does.
    open func reloadData() {
        _selected.removeAll()
        _highlighted = nil
        _prefetch.reset()
        _invalidateAll()
    }

    /// The number of sections (`numberOfSections`).
    open var numberOfSections: Int { _ensureData(); return _counts.count }
    /// The number of items in a section (`numberOfItems(inSection:)`); 0 for a section that doesn't exist.
    open func numberOfItems(inSection section: Int) -> Int {
        _ensureData()
        return _counts.indices.contains(section) ? _counts[section] : 0
    }

    // MARK: Geometry

    /// The layout attributes of an item, from the layout (`layoutAttributesForItem(at:)`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return _layout.layoutAttributesForItem(at: indexPath)
    }
    /// The layout attributes of a supplementary view (`layoutAttributesForSupplementaryElement(ofKind:at:)`).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    /// The item at a point in the collection view's coordinates, or nil (`indexPathForItem(at:)`).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _prepareLayoutIfNeeded()
        _syncOrthogonalScrollers()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = _elementsShown(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && _shownFrame($0).contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }
    /// The index path of a visible cell, or nil (`indexPath(for:)`).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _cells.first { $0.value === cell }?.key
    }
    /// The index path of a visible supplementary view, or nil (`indexPathForSupplementaryView(_:)`).
    open func indexPathForSupplementaryView(_ supplementaryView: UICollectionReusableView) -> IndexPath? {
        _supplementaries.first { $0.value === supplementaryView }?.key.indexPath
    }
    /// The visible cell of an item, or nil when the item is off screen (`cellForItem(at:)`).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return _cells[indexPath]
    }
    /// The visible cells, in index-path order (`visibleCells`).
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return _cells.keys.sorted().map { _cells[$0]! }
    }
    /// The items with visible cells, in order (`indexPathsForVisibleItems`).
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return _cells.keys.sorted()
    }
    /// The visible supplementary view of a kind at an index path, or nil (`supplementaryView(forElementKind:at:)`).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return _supplementaries[_ElementKey(kind: elementKind, indexPath: indexPath)]
    }
    /// The visible supplementary views of a kind (`visibleSupplementaryViews(ofKind:)`), in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            _supplementaries[_ElementKey(kind: elementKind, indexPath: $0)]
        }
    }
    /// The index paths of the visible supplementary views of a kind (`indexPathsForVisibleSupplementaryElements(ofKind:)`).
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return _supplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so the item sits at a position (`scrollToItem(at:at:animated:)`): `.top`/`.centeredVertically`/
    /// `.bottom` place it vertically, `.left`/`.centeredHorizontally`/`.right` horizontally; an axis without
    /// a position keeps its offset. The offset stays within the content. Precondition: the item exists.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let a = _layout.layoutAttributesForItem(at: indexPath) else {
            preconditionFailure("UICollectionView: attempt to scroll to invalid index path: \(indexPath)")
        }
        _scroll(to: a.frame, position: scrollPosition, animated: animated)
    }

    // MARK: Selection

    /// The selected items, in the order they were selected (`indexPathsForSelectedItems`); nil when none, as
    /// Apple documents.
    open var indexPathsForSelectedItems: [IndexPath]? { _selected.isEmpty ? nil : _selected }

    /// Selects an item without calling the delegate, deselecting the others unless multiple selection is
    /// on, and scrolls to it for a non-empty position; nil deselects every item
    /// (`selectItem(at:animated:scrollPosition:)`). Has no effect when `allowsSelection` is false.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else {
            for s in _selected { deselectItem(at: s, animated: animated) }
            return
        }
        guard _selectionAllowed, _isValid(ip) else { return }
        if !_allowsMultiple { for s in _selected where s != ip { _deselect(s) } }
        if !_selected.contains(ip) { _selected.append(ip) }
        _cells[ip]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: ip, at: scrollPosition, animated: animated) }
    }
    /// Deselects an item without calling the delegate (`deselectItem(at:animated:)`); no effect when
    /// `allowsSelection` is false.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        _deselect(indexPath)
    }

    // MARK: Updates

    /// Groups inserts, deletes, moves and reloads so they apply together (`performBatchUpdates(_:completion:)`).
    /// Deletes and reloads use the index paths before the batch, inserts those after; the data source must
    /// already hold the new counts when the batch ends. The completion runs once the result is shown (no
    /// animations yet), with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _batch(updates)
        completion?(true)
    }
    /// Inserts items (`insertItems(at:)`).
    open func insertItems(at indexPaths: [IndexPath]) { _record { $0.insertedRows += indexPaths } }
    /// Deletes items (`deleteItems(at:)`).
    open func deleteItems(at indexPaths: [IndexPath]) { _record { $0.deletedRows += indexPaths } }
    /// Reloads items: their cells are asked for again (`reloadItems(at:)`).
    open func reloadItems(at indexPaths: [IndexPath]) { _record { $0.reloadedRows += indexPaths } }
    /// Asks the data source for the items' cells again (`reconfigureItems(at:)`, iOS 15+). Here the items are
    /// reloaded (the data source gets a reused cell rather than the same one).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    /// Moves an item (`moveItem(at:to:)`).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.move(indexPath, to: newIndexPath) }
    }
    /// Inserts sections (`insertSections(_:)`).
    open func insertSections(_ sections: IndexSet) { _record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (`deleteSections(_:)`).
    open func deleteSections(_ sections: IndexSet) { _record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections (`reloadSections(_:)`).
    open func reloadSections(_ sections: IndexSet) { _record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section (`moveSection(_:toSection:)`); its items are asked for again.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.deletedSections.insert(section); $0.insertedSections.insert(newSection) }
    }

    // MARK: Interactive movement

    /// Starts moving an item by hand (`beginInteractiveMovementForItem(at:)`): returns false, and starts
    /// nothing, when the data source does not let it move (`collectionView(_:canMoveItemAt:)`), the index
    /// path is not an item, or a movement is already under way. The cell's configuration state is
    /// `isReordering` until the movement ends.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { _beginMovement(indexPath) }
    /// Moves the moving item's cell to a point in the collection view's coordinates
    /// (`updateInteractiveMovementTargetPosition(_:)`). When the point is far enough into another item that
    /// the moving item, put in that item's place, would be under the point (halfway for items of equal
    /// size), that place is proposed to the delegate
    /// (`targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`) and the
    /// other items make room at the place it returns; the data source is not told yet.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { _updateMovement(targetPosition) }
    /// Ends the movement at the current place (`endInteractiveMovement()`): the data source hears
    /// `collectionView(_:moveItemAt:to:)` (when the place differs from the start) and the cell settles there.
    open func endInteractiveMovement() { _endMovement(cancelled: false) }
    /// Ends the movement with the item back where it started (`cancelInteractiveMovement()`); the data
    /// source hears nothing.
    open func cancelInteractiveMovement() { _endMovement(cancelled: true) }

    // MARK: Layout

    /// Scrolling moves the bounds origin; the collection view lays out again to show the items that came into
    /// view, and asks the layout whether the change invalidates it.
    open override var bounds: CGRect {
        didSet { _boundsChanged(from: oldValue, to: bounds) }
    }
    open override var frame: CGRect {
        didSet { _boundsChanged(from: CGRect(origin: bounds.origin, size: oldValue.size), to: bounds) }
    }

    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        if _hasLoaded { _layout.invalidateLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutCollection()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first, _canSelectByTouch(t), let ip = indexPathForItem(at: t.location(in: self)) {
            _setHighlighted(ip)
        }
        super.touchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDragging { _setHighlighted(nil) }
        super.touchesMoved(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _setHighlighted(nil)
        super.touchesCancelled(touches, with: event)
    }
}
