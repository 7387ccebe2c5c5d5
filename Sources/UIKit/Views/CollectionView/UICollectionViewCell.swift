import Foundation

/// One item of a collection view, mirroring `UICollectionViewCell`: a `contentView` for the cell's content
/// over an optional `backgroundView`, and a `selectedBackgroundView` shown while the cell is selected or
/// highlighted. Unlike table cells, collection cells draw nothing of their own by default (clear background,
/// no default selection look), as on iOS.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in (`contentView`), sized to the cell.
    open private(set) var contentView: UIView = UIView()
    var _configurationView: (any UIView & UIContentView)?
    private var _selected = false
    private var _highlighted = false

    /// Creates a cell with a frame (`init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpCell()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpCell()
    }

    private func _setUpCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override var _sizingView: UIView { contentView }
    override var _fallbackSizingView: UIView { _configurationView.map { $0 as UIView } ?? contentView }

    /// A view behind the content (`backgroundView`), sized to the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let v = backgroundView { insertSubview(v, at: 0); v.frame = bounds }
        }
    }
    /// A view shown above `backgroundView` and below the content while the cell is selected or highlighted
    /// (`selectedBackgroundView`).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            _updateSelectedBackground()
        }
    }

    /// Whether the cell is selected (`isSelected`). The collection view sets it; setting it shows or hides
    /// `selectedBackgroundView`.
    open var isSelected: Bool {
        get { _selected }
        set { _selected = newValue; _updateSelectedBackground(); setNeedsUpdateConfiguration() }
    }
    /// Whether the cell is highlighted (`isHighlighted`), while a touch is down on it.
    open var isHighlighted: Bool {
        get { _highlighted }
        set { _highlighted = newValue; _updateSelectedBackground(); setNeedsUpdateConfiguration() }
    }

    /// The content shown in the content view (`contentConfiguration`): setting it replaces the previous
    /// configuration's view, or updates it in place when the view's type matches.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            _configurationView = _showContentConfiguration(contentConfiguration, replacing: _configurationView, in: contentView)
            setNeedsLayout()
        }
    }
    /// The cell's background as a configuration (`backgroundConfiguration`): a view behind the content with
    /// its colour, corner radius and stroke. Setting it replaces `backgroundView`'s role; nil removes it.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { _applyBackgroundConfiguration(); _backgroundConfigurationDidChange() }
    }
    /// Subclasses whose default look is a background colour give it up for a background configuration.
    func _backgroundConfigurationDidChange() {}
    private var _configuredBackground: UIView?

    private func _applyBackgroundConfiguration() {
        guard let c = backgroundConfiguration else {
            _configuredBackground?.removeFromSuperview()
            _configuredBackground = nil
            return
        }
        let v = _configuredBackground ?? UIView()
        if v.superview !== self { insertSubview(v, at: 0) }
        _configuredBackground = v
        v.isUserInteractionEnabled = false
        v.frame = bounds
        v.backgroundColor = c.backgroundColor
        v.layer.cornerRadius = c.cornerRadius
        v.layer.masksToBounds = c.cornerRadius > 0
        v.layer.borderWidth = c.strokeColor == nil ? 0 : c.strokeWidth
        v.layer.borderColor = c.strokeColor?.cgColor
    }

    /// Whether the configuration is updated automatically for state changes
    /// (`automaticallyUpdatesContentConfiguration`, default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated automatically
    /// (`automaticallyUpdatesBackgroundConfiguration`, default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Asks for `updateConfiguration(using:)` at the next layout (`setNeedsUpdateConfiguration()`).
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }
    /// A new cell updates its configuration before it is first measured and shown.
    private var _needsConfigurationUpdate = true
    /// Runs a requested `updateConfiguration(using:)` and `configurationUpdateHandler` now: before the
    /// cell is measured for self-sizing (content built there decides the size) and before layout.
    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        _needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
    /// Whether the collection view showing the cell is editing: the configuration state's `isEditing`.
    /// A change asks for `updateConfiguration(using:)`, as any state change does.
    var _editing = false {
        didSet { if _editing != oldValue { _editingDidChange(); setNeedsUpdateConfiguration() } }
    }
    /// Subclasses whose look follows editing (a list cell's accessories) update it here.
    func _editingDidChange() {}
    /// Whether the cell is being moved interactively: the configuration state's `isReordering`.
    var _reordering = false {
        didSet { if _reordering != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The cell's state for configurations (`configurationState`): its traits, selection, highlight, and
    /// whether its collection view is editing and it is being reordered.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = _selected
        s.isHighlighted = _highlighted
        s.isEditing = _editing
        s.isReordering = _reordering
        return s
    }
    /// Updates the cell's configurations for a state; override to restyle (`updateConfiguration(using:)`).
    /// The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// A handler called instead of overriding `updateConfiguration(using:)` (`configurationUpdateHandler`).
    /// Setting it asks for an update, so the handler runs before the cell is shown.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the cell may be dragged (`dragStateDidChange`) — kept for API compatibility.
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}

    private func _updateSelectedBackground() {
        guard let v = selectedBackgroundView else { return }
        if _selected || _highlighted {
            if v.superview !== self { insertSubview(v, at: backgroundView?.superview === self ? 1 : 0) }
            v.frame = bounds
            v.isHidden = false
        } else {
            v.removeFromSuperview()
        }
    }

    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        _configuredBackground?.frame = bounds
        selectedBackgroundView?.frame = bounds
        _configurationView?.frame = contentView.bounds
    }
}

extension UICollectionViewCell {
    /// A cell's drag state, mirroring `UICollectionViewCell.DragState`.
    public enum DragState: Int, Sendable {
        case none = 0, lifting, dragging
    }
}
