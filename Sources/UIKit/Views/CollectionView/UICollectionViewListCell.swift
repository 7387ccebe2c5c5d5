import Foundation

/// A collection view cell styled as a list row, mirroring `UICollectionViewListCell` (basic): a
/// `defaultContentConfiguration()` of `UIListContentConfiguration.cell()`, trailing `accessories`
/// (disclosure indicator, checkmark, label), indentation, and a separator along the bottom.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown at the trailing edge, in order (`accessories`).
    open var accessories: [UICellAccessory] = [] { didSet { _rebuildAccessories() } }
    /// The indentation level (`indentationLevel`, default 0).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (`indentationWidth`, default 10).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether accessories are indented too (`indentsAccessories`, default true).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// The guide the separator follows (`separatorLayoutGuide`).
    public let separatorLayoutGuide = UILayoutGuide()

    /// Whether the cell's outline item is expanded (set by the diffable data source; turns the chevron).
    var _outlineExpanded = false { didSet { _outlineButton?._expanded = _outlineExpanded } }
    /// The outline disclosure's chevron, when the accessories have one.
    var _outlineButton: _OutlineDisclosureButton? { _accessoryViews.lazy.compactMap { $0 as? _OutlineDisclosureButton }.first }
    /// Whether a tap anywhere on the cell expands or collapses it (an outline disclosure in `.header` style).
    var _togglesOutlineOnTap: Bool {
        accessories.contains { a in
            if case .outline(.header, _) = a._kind { return a._shows(editing: false) }
            return false
        }
    }

    private var _accessoryViews: [UIView] = []
    /// Accessories shown `.whenEditing` or `.whenNotEditing` follow the collection view's editing.
    override func _editingDidChange() { _rebuildAccessories() }
    let _separator = UIView()
    /// Where the list layout put this cell (separator and inset grouped corners follow it).
    var _listPlacement: _ListPlacement? {
        didSet { if _listPlacement != oldValue { _applyListCorners(); setNeedsLayout() } }
    }
    /// Whether the cell's corners are the list's (so leaving an inset grouped list restores square ones
    /// without touching corners the app set).
    private var _roundsListCorners = false

    /// Whether a background configuration replaced the default list background colour
    /// (`backgroundConfiguration = .clear()` leaves the cell clear, as on iOS).
    private var _showsDefaultListBackground = false

    /// The default list background colour (one instance, so the cell can tell it from an app's colour).
    private static let _defaultListBackground = UIColor.systemBackground

    override func _backgroundConfigurationDidChange() {
        if backgroundConfiguration != nil {
            if backgroundColor === Self._defaultListBackground { backgroundColor = nil; _showsDefaultListBackground = true }
        } else if _showsDefaultListBackground, backgroundColor == nil {
            backgroundColor = Self._defaultListBackground
            _showsDefaultListBackground = false
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self._defaultListBackground
        _separator.backgroundColor = .separator
        addSubview(_separator)
        addLayoutGuide(separatorLayoutGuide)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(_separator)
    }

    /// A list content configuration for a plain list cell (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The shown accessories of each edge in display order, leading first on each side: a custom
    /// accessory goes where its placement's position puts it among the accessories before it.
    private func _orderedAccessories() -> [UICellAccessory] {
        var leading: [UICellAccessory] = [], trailing: [UICellAccessory] = [], last: [UICellAccessory] = []
        for a in accessories where a._shows(editing: _editing) {
            if case .reorder = a._kind {
                // The system places the reorder control at the trailing edge, after every other accessory.
                last.append(a)
            } else if case .delete = a._kind {
                leading.insert(a, at: 0)
            } else if case .custom(let c) = a._kind {
                switch c.placement {
                case .leading(_, let at): leading.insert(a, at: min(max(0, at(leading)), leading.count))
                case .trailing(_, let at): trailing.insert(a, at: min(max(0, at(trailing)), trailing.count))
                }
            } else {
                trailing.append(a)
            }
        }
        return leading + trailing + last
    }

    /// For each accessory view: whether it sits at the leading edge, and the width reserved for it.
    private var _accessorySlots: [(leading: Bool, reserved: CGFloat?, sizesToFit: Bool)] = []

    private func _rebuildAccessories() {
        for v in _accessoryViews { v.removeFromSuperview() }
        let shown = _orderedAccessories()
        _accessorySlots = shown.map { a in
            guard case .custom(let c) = a._kind else { return (a._isLeading, nil, false) }
            if case .custom(let w) = c.reservedLayoutWidth { return (a._isLeading, w, !c.maintainsFixedSize) }
            return (a._isLeading, nil, !c.maintainsFixedSize)
        }
        _accessoryViews = shown.map { a -> UIView in
            switch a._kind {
            case .custom(let c):
                if let t = a._tint { c.customView.tintColor = t }
                return c.customView
            case .disclosure, .checkmark:
                let g = _TableAccessoryGlyphView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                if case .disclosure = a._kind { g.type = .disclosureIndicator } else { g.type = .checkmark }
                if let t = a._tint { g.tintColor = t }
                return g
            case .outline(_, let handler):
                let b = _OutlineDisclosureButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                if let t = a._tint { b.tintColor = t }
                b._expanded = _outlineExpanded
                b.addAction(UIAction { [weak self] _ in
                    if let handler { handler() } else { self?._toggleOutline() }
                }, for: .touchUpInside)
                return b
            case .delete(let handler):
                let control = _TableEditingControl(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                control._discX = 4
                if let t = a._tint { control.discColor = t }
                control.addAction(UIAction { [weak self] _ in
                    if let handler { handler() } else if let self { self._collectionView?._deleteAccessoryTapped(self) }
                }, for: .touchUpInside)
                return control
            case .reorder:
                let control = _ReorderControl(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                if let t = a._tint { control._barColor = t }
                control.row = self
                control.host = _collectionView
                return control
            case .label(let text, let font):
                let l = UILabel()
                l.text = text
                l.font = font
                l.textColor = a._tint ?? .secondaryLabel
                l.sizeToFit()
                return l
            }
        }
        for v in _accessoryViews { addSubview(v) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let indent = CGFloat(indentationLevel) * indentationWidth
        // Custom views sized by the accessory layout take their intrinsic size (kept where they have none),
        // no taller than the cell; each sits centred in its reserved width.
        func size(of v: UIView, _ slot: (leading: Bool, reserved: CGFloat?, sizesToFit: Bool)) -> CGSize {
            // The reorder control takes the row's height, so the whole trailing band grabs the row.
            if v is _ReorderControl { return CGSize(width: 30, height: b.height) }
            var s = v.frame.size
            if slot.sizesToFit {
                let i = v.intrinsicContentSize
                if i.width > 0 { s.width = i.width }
                if i.height > 0 { s.height = min(i.height, b.height) }
            }
            return s
        }
        var trailing = b.maxX - 16, trailingCount = 0
        for (v, slot) in zip(_accessoryViews, _accessorySlots).reversed() where !slot.leading {
            let s = size(of: v, slot)
            let w = max(s.width, slot.reserved ?? 0)
            v.frame = CGRect(x: trailing - w + (w - s.width) / 2, y: (b.height - s.height) / 2, width: s.width, height: s.height)
            trailing -= w + 8
            trailingCount += 1
        }
        var leading = indent + 16, leadingCount = 0
        for (v, slot) in zip(_accessoryViews, _accessorySlots) where slot.leading {
            let s = size(of: v, slot)
            let w = max(s.width, slot.reserved ?? 0)
            v.frame = CGRect(x: leading + (w - s.width) / 2, y: (b.height - s.height) / 2, width: s.width, height: s.height)
            leading += w + 8
            leadingCount += 1
        }
        let contentRight = trailingCount == 0 ? b.maxX : trailing + 8 - 4
        let contentLeft = leadingCount == 0 ? indent : leading - 8 - 4
        contentView.frame = CGRect(x: contentLeft, y: 0, width: max(0, contentRight - contentLeft), height: b.height)
        _configurationView?.frame = contentView.bounds
        let scale = window?.screen.scale ?? 2
        let h = 1 / max(scale, 1)
        let insets = _listPlacement?.separator.bottomSeparatorInsets ?? UIListSeparatorConfiguration.automaticInsets
        let startInset = insets.leading == .greatestFiniteMagnitude ? indent + 16 : insets.leading
        let endInset = insets.trailing == .greatestFiniteMagnitude ? 0 : insets.trailing
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        _separator.frame = CGRect(x: rtl ? endInset : startInset, y: b.height - h, width: max(0, b.width - startInset - endInset), height: h)
        _separator.isHidden = !(_listPlacement?.showsSeparator ?? true)
        if let c = _listPlacement?.separator.color, _separator.backgroundColor != c { _separator.backgroundColor = c }
        bringSubviewToFront(_separator)
    }

    /// Rounds the section's outer corners in an inset grouped list (10 points, as iOS draws them).
    private func _applyListCorners() {
        let corners = _listPlacement?.roundedCorners ?? []
        if !corners.isEmpty {
            layer.cornerRadius = 10
            layer.maskedCorners = corners
            layer.masksToBounds = true
            _roundsListCorners = true
        } else if _roundsListCorners {
            layer.cornerRadius = 0
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            layer.masksToBounds = false
            _roundsListCorners = false
        }
    }

    /// Expands or collapses this cell's item through its collection view's diffable data source.
    func _toggleOutline() {
        guard let cv = _collectionView, let ip = cv.indexPath(for: self) else { return }
        (cv.dataSource as? _OutlineDataSource)?._toggleOutlineItem(at: ip)
    }
}

/// The chevron of an outline disclosure accessory: a control (so its tap does not select the cell),
/// pointing right when collapsed and turned a quarter down when expanded.
final class _OutlineDisclosureButton: UIControl {
    private let glyph = _TableAccessoryGlyphView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    var _expanded = false { didSet { glyph.transform = _expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        glyph.type = .disclosureIndicator
        addSubview(glyph)
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
