import Foundation

/// A row of a table, mirroring `UITableViewCell`: a `contentView` holding the built-in labels and image
/// (or a content configuration's view), an accessory at the trailing edge, background views for the
/// normal and selected states, and a separator along the bottom.
///
/// Deviation: the table creates registered cell classes through `init(_tableReuseIdentifier:)`, a
/// required convenience initializer that calls `init(style: .default, reuseIdentifier:)`. Swift inherits it
/// into every subclass that overrides `init(style:reuseIdentifier:)` (or declares no initializers); a
/// subclass with only other designated initializers must override `init(style:reuseIdentifier:)` too.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The reuse identifier given at creation (`reuseIdentifier`).
    public private(set) var reuseIdentifier: String?
    /// The style given at creation.
    let _cellStyle: CellStyle
    /// The view subviews should go in (`contentView`); it is inset from the accessory.
    public let contentView: UIView
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private var _imageView: UIImageView?
    private let _accessoryGlyph = _TableAccessoryGlyphView(frame: .zero)
    let _separator = UIView()
    private var _defaultSelectedBackground: UIView?
    private var _configurationView: (any UIView & UIContentView)?
    weak var _tableView: UITableView?
    /// The editing-mode controls the table gives the cell (UITableView+Editing.swift).
    var _editingControl: _TableEditingControl?
    var _reorderControl: _ReorderControl?
    /// Whether the content moves aside for the editing control (`shouldIndentWhileEditingRowAt`).
    var _indentsWhileEditing = true
    /// Whether editing mode hid `accessoryView` (it comes back when editing ends).
    var _accessoryHiddenForEditing = false
    /// Whether `backgroundColor` is still the one the cell set itself (grouped tables replace it).
    var _usesDefaultBackground = false

    /// The cell's background color (UIView's `backgroundColor`); setting it keeps it in grouped tables.
    open override var backgroundColor: UIColor? {
        didSet { _usesDefaultBackground = false }
    }
    /// Whether the table hides this cell's separator (last row of a grouped section, separatorStyle .none).
    var _separatorHidden = false { didSet { setNeedsLayout() } }

    /// Creates a cell of a built-in style (`init(style:reuseIdentifier:)`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        _cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        _usesDefaultBackground = true
        contentView.frame = bounds
        addSubview(contentView)
        addSubview(_accessoryGlyph)
        _separator.backgroundColor = .separator
        addSubview(_separator)
        // The built-in labels and image view are made on first access, as on iOS: a fresh cell's
        // content view has no subviews.
    }

    /// Creates a cell with the default style and no reuse identifier (UIView's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class's cells (see the type's note).
    public required convenience init(_tableReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) {
        _cellStyle = .default
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: Built-in content

    /// The main label (`textLabel`), created on first access inside `contentView`.
    open var textLabel: UILabel? {
        if _textLabel == nil {
            let l = UILabel()
            l.font = .systemFont(ofSize: _cellStyle == .value2 ? 15 : 17)
            l.textColor = _cellStyle == .value2 ? .systemBlue : .label
            contentView.addSubview(l)
            _textLabel = l
        }
        return _textLabel
    }
    /// The secondary label (`detailTextLabel`): nil for the `.default` style, as on iOS.
    open var detailTextLabel: UILabel? {
        if _detailTextLabel == nil, _cellStyle != .default {
            let l = UILabel()
            l.font = .systemFont(ofSize: _cellStyle == .subtitle ? 15 : 17)
            l.textColor = _cellStyle == .value2 ? .label : .secondaryLabel
            contentView.addSubview(l)
            _detailTextLabel = l
        }
        return _detailTextLabel
    }
    /// The image view at the leading edge (`imageView`), created on first access; it takes room only while
    /// it has an image.
    open var imageView: UIImageView? {
        if _imageView == nil {
            let v = UIImageView()
            contentView.addSubview(v)
            _imageView = v
        }
        return _imageView
    }

    /// A configuration with the cell's style, to fill and assign to `contentConfiguration`
    /// (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration(style: _cellStyle)
    }

    /// The content shown instead of the built-in labels (`contentConfiguration`). Setting it replaces the
    /// previous configuration's view; nil restores the built-in labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            _configurationView = _showContentConfiguration(contentConfiguration, replacing: _configurationView, in: contentView)
            // The built-in labels give way to a configuration, and come back without one.
            for v in [_textLabel, _detailTextLabel, _imageView] as [UIView?] { v?.isHidden = contentConfiguration != nil }
            setNeedsLayout()
        }
    }

    // MARK: Accessory

    /// The standard accessory (`accessoryType`, default `.none`): a drawn chevron, checkmark or info button.
    open var accessoryType: AccessoryType = .none { didSet { _accessoryGlyph.type = accessoryType; setNeedsLayout() } }
    /// A custom accessory view that replaces `accessoryType` (`accessoryView`).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let v = accessoryView { addSubview(v) }
            setNeedsLayout()
        }
    }
    /// The accessory used while editing (`editingAccessoryType`).
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view used while editing (`editingAccessoryView`).
    open var editingAccessoryView: UIView?

    // MARK: State

    /// How the cell looks when selected (`selectionStyle`, default `.default`).
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected (`isSelected`); setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { _selected }
        set { setSelected(newValue, animated: false) }
    }
    private var _selected = false
    private var _highlighted = false
    /// Whether the cell is highlighted (`isHighlighted`); setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { _highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Selects or deselects the cell: shows `selectedBackgroundView` (or the gray default) unless
    /// `selectionStyle` is `.none`, and highlights the built-in labels (`setSelected(_:animated:)`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        _selected = selected
        _updateSelectionAppearance()
    }
    /// Highlights or unhighlights the cell (`setHighlighted(_:animated:)`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _highlighted = highlighted
        _updateSelectionAppearance()
    }
    /// Whether the cell is in editing mode (`isEditing`).
    open var isEditing: Bool {
        get { _editing }
        set { setEditing(newValue, animated: false) }
    }
    private var _editing = false
    /// Enters or leaves editing mode (`setEditing(_:animated:)`).
    open func setEditing(_ editing: Bool, animated: Bool) { _editing = editing; setNeedsLayout() }
    /// The editing style the table gave the row (`editingStyle`).
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the cell shows a reorder control while editing (`showsReorderControl`).
    open var showsReorderControl = false
    /// Whether the background indents while editing (`shouldIndentWhileEditing`).
    open var shouldIndentWhileEditing = true
    /// The indentation level (`indentationLevel`) and width per level (`indentationWidth`, default 10).
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    /// The inset of the separator (`separatorInset`; default: 16 points from the leading edge).
    /// Until set, it follows the table's `separatorInset`.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if !_followingTableInset { _separatorInsetIsCustom = true }; setNeedsLayout() }
    }
    var _separatorInsetIsCustom = false
    private var _followingTableInset = false
    /// Applies the table's separator inset unless the cell's own was set.
    func _followTableSeparatorInset(_ inset: UIEdgeInsets) {
        guard !_separatorInsetIsCustom, separatorInset != inset else { return }
        _followingTableInset = true
        separatorInset = inset
        _followingTableInset = false
    }
    /// The focus style (`focusStyle`).
    open var focusStyle: FocusStyle = .default

    /// A view behind the content (`backgroundView`).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view shown behind the content while selected or highlighted (`selectedBackgroundView`).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            _updateSelectionAppearance()
        }
    }
    /// The background view used when several rows are selected (`multipleSelectionBackgroundView`).
    open var multipleSelectionBackgroundView: UIView?

    /// Shows or hides the editing control of `style` and the reorder control (their frames: `layoutSubviews`).
    func _showEditingControls(style: EditingStyle, reorder: Bool, in table: UITableView) {
        if style != .none, _editingControl == nil {
            let control = _TableEditingControl(frame: .zero)
            control.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self._tableView?._editingControlTapped(self)
            }, for: .touchUpInside)
            addSubview(control)
            _editingControl = control
        }
        if style != .none { _editingControl?.style = style }
        if reorder, _reorderControl == nil {
            let control = _ReorderControl(frame: .zero)
            control.row = self
            addSubview(control)
            _reorderControl = control
        }
        _reorderControl?.host = table
        _reorderControl?.isHidden = !reorder
        setNeedsLayout()
    }

    /// Called just before the table returns this cell from `dequeueReusableCell`; reset state here.
    /// The default resets nothing the data source sets, as on iOS (`prepareForReuse()`).
    open func prepareForReuse() {}

    private func _updateSelectionAppearance() {
        let on = (_selected || _highlighted) && selectionStyle != .none
        let bg: UIView?
        if let s = selectedBackgroundView { bg = s } else if on {
            if _defaultSelectedBackground == nil {
                let v = UIView()
                v.backgroundColor = .systemGray4
                _defaultSelectedBackground = v
            }
            bg = _defaultSelectedBackground
        } else { bg = nil }
        if on, let bg {
            if bg.superview !== self { insertSubview(bg, at: backgroundView?.superview === self ? 1 : 0) }
            bg.frame = bounds
            bg.isHidden = false
        } else {
            selectedBackgroundView?.isHidden = true
            _defaultSelectedBackground?.removeFromSuperview()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        var accessoryWidth: CGFloat = 0
        // Editing mode: the editing control at the leading edge, the reorder control at the trailing edge
        // in place of the accessory.
        let showsEditingControl = _editing && editingStyle != .none
        let showsReorder = _editing && _reorderControl?.isHidden == false
        _editingControl?.isHidden = !showsEditingControl
        let editingIndent: CGFloat = showsEditingControl && shouldIndentWhileEditing && _indentsWhileEditing ? _TableEditingControl.width : 0
        _editingControl?.frame = CGRect(x: CGFloat(indentationLevel) * indentationWidth, y: 0, width: _TableEditingControl.width, height: b.height)
        if showsReorder {
            _reorderControl?.frame = CGRect(x: b.maxX - _ReorderControl.width, y: 0, width: _ReorderControl.width, height: b.height)
        }
        if _editing && editingAccessoryView == nil && editingAccessoryType == .none {
            if let v = accessoryView, !v.isHidden { v.isHidden = true; _accessoryHiddenForEditing = true }
            _accessoryGlyph.isHidden = true
            accessoryWidth = showsReorder ? _ReorderControl.width : 0
        } else if let v = accessoryView {
            if _accessoryHiddenForEditing { v.isHidden = false; _accessoryHiddenForEditing = false }
            let s = v.frame.size == .zero ? v.sizeThatFits(b.size) : v.frame.size
            v.frame = CGRect(x: b.maxX - 16 - s.width, y: (b.height - s.height) / 2, width: s.width, height: s.height)
            accessoryWidth = s.width + 16
            _accessoryGlyph.isHidden = true
        } else if accessoryType != .none {
            let w: CGFloat = accessoryType == .detailDisclosureButton ? 44 : 24
            _accessoryGlyph.frame = CGRect(x: b.maxX - 12 - w, y: (b.height - 24) / 2, width: w, height: 24)
            _accessoryGlyph.isHidden = false
            accessoryWidth = w + 12
        } else {
            _accessoryGlyph.isHidden = true
        }
        let indent = CGFloat(indentationLevel) * indentationWidth + editingIndent
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, b.width - accessoryWidth - indent), height: b.height)
        backgroundView?.frame = b
        if let s = selectedBackgroundView { s.frame = b } else { _defaultSelectedBackground?.frame = b }
        let scale = window?.screen.scale ?? 2
        let h = 1 / max(scale, 1)
        let margin = _contentMargin
        // The default separator starts where the content does (16 points, 20 in a regular-width table).
        let separatorLeft = !_separatorInsetIsCustom && separatorInset.left == 16 ? margin : separatorInset.left
        _separator.isHidden = _separatorHidden
        _separator.frame = CGRect(x: separatorLeft, y: b.height - h, width: max(0, b.width - separatorLeft - separatorInset.right), height: h)
        bringSubviewToFront(_separator)
        if let v = _configurationView {
            v.frame = contentView.bounds
        } else {
            let inset = margin
            _TableCellLayout.layout(style: _cellStyle, in: contentView.bounds,
                                    margins: UIEdgeInsets(top: 4, left: inset, bottom: 4, right: accessoryWidth > 0 ? 4 : inset),
                                    image: _imageView, text: _textLabel, detail: _detailTextLabel)
        }
    }

    /// The leading and trailing margin of the built-in content: 16 points, 20 when the cell is in a
    /// regular-width environment (an iPad's full-width table), as UIKit's system minimum margins.
    var _contentMargin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    /// The cell's height for self-sizing: its content's Auto Layout size, else its configuration's fitting
    /// size, else zero (the table then uses 44).
    func _fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        let cw = contentView.bounds.width
        let s = contentView.systemLayoutSizeFitting(CGSize(width: cw, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        if s.height > 0 { return ceil(s.height) }
        if let v = _configurationView { return ceil(v.sizeThatFits(CGSize(width: cw, height: .greatestFiniteMagnitude)).height) }
        // Built-in styles self-size too (a `textLabel` with `numberOfLines = 0` grows the row, as on iOS 8+):
        // the labels are placed in a tall content view and the row is their extent plus 11 points above
        // and below, at least the standard 44.
        if _textLabel?.text?.isEmpty == false || _detailTextLabel?.text?.isEmpty == false {
            let extent = _TableCellLayout.contentExtent(style: _cellStyle, width: cw,
                                                        margins: UIEdgeInsets(top: 4, left: _contentMargin, bottom: 4, right: _contentMargin),
                                                        image: _imageView, text: _textLabel, detail: _detailTextLabel)
            setNeedsLayout()
            return max(44, ceil(extent + 22))
        }
        return 0
    }
}
