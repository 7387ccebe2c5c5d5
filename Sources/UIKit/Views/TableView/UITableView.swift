import Foundation

/// A scrolling list of rows in sections, mirroring `UITableView`.
///
/// Only rows that intersect the visible bounds have cells: each layout pass (which scrolling triggers) asks
/// the data source for cells of rows that came into view and moves cells of rows that left it into the
/// reuse queue, where `dequeueReusableCell(withIdentifier:)` finds them (calling `prepareForReuse()`).
/// Heights come from `tableView(_:heightForRowAt:)`, else `rowHeight`; with `automaticDimension` a row
/// uses `estimatedRowHeight` (or 44) until its cell is shown, then the cell's Auto Layout height.
///
/// `delegate` is UIScrollView's property (Swift cannot redeclare it with a narrower type); assign any
/// `UITableViewDelegate` to it as on iOS, and the table uses it as one (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The style chosen at creation (`style`).
    public let style: Style

    /// The data source (`dataSource`, weak). Setting it reloads the table at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { _invalidateAll() } }
    /// The prefetching data source (`prefetchDataSource`, weak), told about rows before they scroll in.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { didSet { _prefetch.reset() } }
    var _prefetch = PrefetchTracker()

    /// The delegate, as on iOS a `UITableViewDelegate` assigned through UIScrollView's `delegate`.
    open override var delegate: (any UIScrollViewDelegate)? { didSet { _invalidateAll() } }

    var _tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The default row height (`rowHeight`, default `UITableView.automaticDimension`).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// The estimate for rows not yet measured (`estimatedRowHeight`, default `automaticDimension`).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// The default section header height (`sectionHeaderHeight`, default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// The default section footer height (`sectionFooterHeight`, default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// Estimates for headers and footers (`estimatedSectionHeaderHeight`, `estimatedSectionFooterHeight`).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Padding above each section header (`sectionHeaderTopPadding`, default `automaticDimension`).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// The separator style (`separatorStyle`, default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separator color (`separatorColor`, default the system separator color).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default inset of cell separators (`separatorInset`, default 16 points on the leading side).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// How separator insets are measured (`separatorInsetReference`).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Whether cells follow the readable content guide (`cellLayoutMarginsFollowReadableWidth`).
    open var cellLayoutMarginsFollowReadableWidth = false

    /// A view above the first section (`tableHeaderView`); its frame's height is kept, its width set.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let v = tableHeaderView { addSubview(v) }
            _invalidateGeometry()
        }
    }
    /// A view below the last section (`tableFooterView`).
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let v = tableFooterView { addSubview(v) }
            _invalidateGeometry()
        }
    }
    /// A view behind the table's content (`backgroundView`), sized to the table.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether rows can be selected (`allowsSelection`, default true).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (`allowsMultipleSelection`, default false).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (`allowsSelectionDuringEditing`, default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (`allowsMultipleSelectionDuringEditing`).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing (`isEditing`); setting it is `setEditing(_:animated: false)`. As on iOS
    /// it is also true while a row shows its swipe actions ("swipe to delete" mode), without editing controls.
    open var isEditing: Bool {
        get { _editing || _swipe?.isOpen == true }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether the table keeps the focused cell (`remembersLastFocusedIndexPath`).
    open var remembersLastFocusedIndexPath = false
    /// Whether a section index is shown and its colors (`sectionIndexMinimumDisplayRowCount`, ...).
    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    /// Whether the heights are re-read on `reloadData` only (`fillerRowHeight`, iOS 15+; kept as a value).
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension

    // MARK: State (internal)

    struct _Section {
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var top: CGFloat = 0
        var rowHeights: [CGFloat] = []
        var rowTops: [CGFloat] = []
        var headerTitle: String?
        var footerTitle: String?
        var headerView: UIView?
        var footerView: UIView?
        var bottom: CGFloat { footerTop + footerHeight }
        var rowsTop: CGFloat { top + headerHeight }
        /// Set by `_recomputeOffsets()`: where the footer starts (after the last row).
        var footerTop: CGFloat = 0
    }
    var _sections: [_Section] = []
    var _geometryValid = false
    var _hasLoaded = false
    var _tableHeight: CGFloat = 0
    var _cells: [IndexPath: UITableViewCell] = [:]
    var _headerViews: [Int: UIView] = [:]
    var _footerViews: [Int: UIView] = [:]
    var _reuseQueue = ReuseQueue<UITableViewCell>()
    var _headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
    var _cellClasses: [String: UITableViewCell.Type] = [:]
    var _headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var _measured: [IndexPath: CGFloat] = [:]
    var _selected: [IndexPath] = []
    var _highlighted: IndexPath?
    var _editing = false
    var _updateDepth = 0
    var _pendingUpdates = ListUpdates()
    var _inLayout = false
    /// The separators of the empty rows a plain table shows below its last row.
    var _placeholderSeparators: [UIView] = []
    private var _tap: UITapGestureRecognizer?
    /// Swipe actions by touch (UITableView+SwipeActions.swift).
    var _swipe: _SwipeActionsController?
    /// The row being dragged by its reorder control (UITableView+Editing.swift).
    var _reorder: _Reorder?

    /// Creates a table of a style (`init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addHandler { [weak self] r in self?._tapped(r) }
        addGestureRecognizer(tap)
        _tap = tap
        _swipe = _SwipeActionsController(host: self)
    }
    /// Creates a plain table (UIView's `init(frame:)`).
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Registration and reuse

    /// Registers a cell class for an identifier (`register(_:forCellReuseIdentifier:)`); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let c = cellClass {
            guard let cell = c as? UITableViewCell.Type else {
                preconditionFailure("UITableView: class registered for cell reuse identifier \(identifier) is not a UITableViewCell subclass")
            }
            _cellClasses[identifier] = cell
        } else {
            _cellClasses[identifier] = nil
        }
    }
    /// Registers a header or footer view class (`register(_:forHeaderFooterViewReuseIdentifier:)`).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let c = aClass {
            guard let v = c as? UITableViewHeaderFooterView.Type else {
                preconditionFailure("UITableView: class registered for header/footer identifier \(identifier) is not a UITableViewHeaderFooterView subclass")
            }
            _headerFooterClasses[identifier] = v
        } else {
            _headerFooterClasses[identifier] = nil
        }
    }

    /// A queued cell for the identifier (after `prepareForReuse()`), else a new one of the registered
    /// class, else nil (`dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = _reuseQueue.dequeue(for: identifier) {
            cell.prepareForReuse()
            return cell
        }
        if let cls = _cellClasses[identifier] {
            let cell = cls.init(_tableReuseIdentifier: identifier)
            cell._tableView = self
            return cell
        }
        return nil
    }

    /// A cell for the row, reused or made from the registered class (`dequeueReusableCell(withIdentifier:for:)`).
    /// Precondition, as UIKit raises: the identifier was registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        precondition(_cellClasses[identifier] != nil,
                     "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let cell = dequeueReusableCell(withIdentifier: identifier)!
        let r = _hasLoaded && _isValid(indexPath) ? rectForRow(at: indexPath) : .zero
        if r.width > 0 { cell.frame.size.width = r.width }
        return cell
    }

    /// A queued header/footer view, else a new one of the registered class, else nil
    /// (`dequeueReusableHeaderFooterView(withIdentifier:)`).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let v = _headerFooterQueue.dequeue(for: identifier) {
            v.prepareForReuse()
            return v
        }
        return _headerFooterClasses[identifier].map { $0.init(_tableReuseIdentifier: identifier) }
    }

    // MARK: Data

    /// Discards every cell and re-reads sections, rows and heights from the data source and delegate
    /// (`reloadData()`). Clears the selection, as UIKit does.
    open func reloadData() {
        _selected.removeAll()
        _prefetch.reset()
        _invalidateAll()
        layoutIfNeeded()
    }
    /// Re-reads section and row counts and heights without reloading visible cells' content beyond what
    /// layout needs (`reloadSectionIndexTitles()` is a no-op: no section index is drawn).
    open func reloadSectionIndexTitles() {}

    /// The number of sections (`numberOfSections`).
    open var numberOfSections: Int { _ensureGeometry(); return _sections.count }
    /// The number of rows in a section (`numberOfRows(inSection:)`); 0 for a section that doesn't exist.
    open func numberOfRows(inSection section: Int) -> Int {
        _ensureGeometry()
        return _sections.indices.contains(section) ? _sections[section].rowHeights.count : 0
    }

    // MARK: Geometry

    /// The area of a section: header, rows and footer (`rect(forSection:)`).
    open func rect(forSection section: Int) -> CGRect {
        _ensureGeometry()
        guard _sections.indices.contains(section) else { return .zero }
        let s = _sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }
    /// The area of a section's header (`rectForHeader(inSection:)`).
    open func rectForHeader(inSection section: Int) -> CGRect {
        _ensureGeometry()
        guard _sections.indices.contains(section) else { return .zero }
        let s = _sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }
    /// The area of a section's footer (`rectForFooter(inSection:)`).
    open func rectForFooter(inSection section: Int) -> CGRect {
        _ensureGeometry()
        guard _sections.indices.contains(section) else { return .zero }
        let s = _sections[section]
        return CGRect(x: 0, y: s.footerTop, width: bounds.width, height: s.footerHeight)
    }
    /// The area of a row in content coordinates (`rectForRow(at:)`); `.zero` for a row that doesn't exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        _ensureGeometry()
        guard _isValid(indexPath) else { return .zero }
        let s = _sections[indexPath.section]
        let x = _rowInsetX
        return CGRect(x: x, y: s.rowTops[indexPath.row], width: max(0, bounds.width - 2 * x), height: s.rowHeights[indexPath.row])
    }
    /// The row at a point in the table's coordinates, or nil (`indexPathForRow(at:)`).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _ensureGeometry()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for (si, s) in _sections.enumerated() where point.y >= s.rowsTop && point.y < s.footerTop {
            if let r = _firstRow(in: s, endingAfter: point.y), s.rowTops[r] <= point.y { return IndexPath(row: r, section: si) }
        }
        return nil
    }
    /// The rows intersecting a rectangle (`indexPathsForRows(in:)`), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _ensureGeometry()
        return _rows(in: rect)
    }
    /// The row of a visible cell, or nil (`indexPath(for:)`).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _cells.first { $0.value === cell }?.key
    }
    /// The visible cell of a row, or nil when the row is off screen (`cellForRow(at:)`).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return _cells[indexPath]
    }
    /// The visible cells, in row order (`visibleCells`).
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return _cells.keys.sorted().map { _cells[$0]! }
    }
    /// The rows with visible cells, in order (`indexPathsForVisibleRows`).
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return _cells.keys.sorted()
    }
    /// The header view shown for a section, or nil (`headerView(forSection:)`).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _headerViews[section] as? UITableViewHeaderFooterView
    }
    /// The footer view shown for a section, or nil (`footerView(forSection:)`).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row sits at a position (`scrollToRow(at:at:animated:)`); `.none` scrolls the least.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _ensureGeometry()
        precondition(_isValid(indexPath), "UITableView: attempt to scroll to invalid index path \(indexPath)")
        _scroll(to: rectForRow(at: indexPath), position: scrollPosition, animated: animated)
    }
    /// Scrolls the row nearest the selection (`scrollToNearestSelectedRow(at:animated:)`).
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let ip = _selected.sorted().first { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    // MARK: Selection

    /// The first selected row, or nil (`indexPathForSelectedRow`).
    open var indexPathForSelectedRow: IndexPath? { _selected.sorted().first }
    /// The selected rows, or nil when none (`indexPathsForSelectedRows`).
    open var indexPathsForSelectedRows: [IndexPath]? { _selected.isEmpty ? nil : _selected.sorted() }

    /// Selects a row without calling the delegate, deselecting others unless multiple selection is on;
    /// nil deselects all (`selectRow(at:animated:scrollPosition:)`).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else {
            for s in _selected { deselectRow(at: s, animated: animated) }
            return
        }
        _ensureGeometry()
        guard _isValid(ip), allowsSelection || (_editing && allowsSelectionDuringEditing) else { return }
        if !_allowsMultiple { for s in _selected where s != ip { deselectRow(at: s, animated: animated) } }
        if !_selected.contains(ip) { _selected.append(ip) }
        _cells[ip]?.setSelected(true, animated: animated)
        if scrollPosition != .none { _scroll(to: rectForRow(at: ip), position: scrollPosition, animated: animated) }
    }
    /// Deselects a row without calling the delegate (`deselectRow(at:animated:)`).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _selected.removeAll { $0 == indexPath }
        _cells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Editing

    /// Enters or leaves editing mode and tells visible cells (`setEditing(_:animated:)`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        _swipe?.close()
        let changed = editing != _editing
        _editing = editing
        for (ip, c) in _cells { _prepareEditing(c, at: ip) }
        // Editing controls narrow the content: self-sizing rows are measured again.
        if changed, _hasLoaded {
            _measured.removeAll()
            _invalidateGeometry()
        }
    }

    // MARK: Updates

    /// Groups inserts, deletes, moves and reloads so they apply together (`performBatchUpdates(_:completion:)`).
    /// Deletes and reloads use the index paths before the batch, inserts those after. The completion runs
    /// once the table shows the result (no row animations yet).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _batch(updates)
        completion?(true)
    }
    /// Starts a group of updates (`beginUpdates()`).
    open func beginUpdates() { _updateDepth += 1 }
    /// Applies the updates since the matching `beginUpdates()` (`endUpdates()`).
    open func endUpdates() {
        precondition(_updateDepth > 0, "UITableView: endUpdates without beginUpdates")
        _updateDepth -= 1
        if _updateDepth == 0 { _applyUpdates() }
    }
    /// Inserts rows (`insertRows(at:with:)`).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.insertedRows += indexPaths }
    }
    /// Deletes rows (`deleteRows(at:with:)`).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.deletedRows += indexPaths }
    }
    /// Moves a row (`moveRow(at:to:)`).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.move(indexPath, to: newIndexPath) }
    }
    /// Reloads rows: their cells are asked for again (`reloadRows(at:with:)`).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.reloadedRows += indexPaths }
    }
    /// Re-asks the data source for existing rows' cells without replacing the cells' identity
    /// (`reconfigureRows(at:)`, iOS 15+): here the rows are reloaded.
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .none) }
    /// Inserts sections (`insertSections(_:with:)`).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes sections (`deleteSections(_:with:)`).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.deletedSections.formUnion(sections) }
    }
    /// Reloads sections (`reloadSections(_:with:)`).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.reloadedSections.formUnion(sections) }
    }
    /// Moves a section (`moveSection(_:toSection:)`).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.deletedSections.insert(section); $0.insertedSections.insert(newSection) }
    }

    // MARK: Layout

    /// Scrolling moves the bounds origin; the table lays out again to show the rows that came into view.
    open override var bounds: CGRect {
        didSet { _boundsChanged(from: oldValue, to: bounds) }
    }
    open override var frame: CGRect {
        didSet { _boundsChanged(from: CGRect(origin: bounds.origin, size: oldValue.size), to: bounds) }
    }

    private func _boundsChanged(from old: CGRect, to new: CGRect) {
        guard old != new else { return }
        // Scrolling closes a row that shows its swipe actions.
        if old.origin != new.origin { _swipe?.close() }
        if old.width != new.width, _hasLoaded {
            _measured.removeAll()
            _geometryValid = false
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTable()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first, let ip = indexPathForRow(at: t.location(in: self)), _canSelectByTouch(at: t) {
            _setHighlighted(ip)
        }
        super.touchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDragging { _setHighlighted(nil) }
        super.touchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _setHighlighted(nil)
        super.touchesCancelled(touches, with: event)
    }
}
