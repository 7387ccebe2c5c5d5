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

    private var _accessoryViews: [UIView] = []
    private let _separator = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
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

    private func _rebuildAccessories() {
        for v in _accessoryViews { v.removeFromSuperview() }
        _accessoryViews = accessories.filter { $0._shows(editing: false) }.map { a -> UIView in
            switch a._kind {
            case .disclosure, .checkmark:
                let g = _TableAccessoryGlyphView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                if case .disclosure = a._kind { g.type = .disclosureIndicator } else { g.type = .checkmark }
                if let t = a._tint { g.tintColor = t }
                return g
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
        var trailing = b.maxX - 16
        for v in _accessoryViews.reversed() {
            let s = v.frame.size
            v.frame = CGRect(x: trailing - s.width, y: (b.height - s.height) / 2, width: s.width, height: s.height)
            trailing -= s.width + 8
        }
        let contentRight = _accessoryViews.isEmpty ? b.maxX : trailing + 8 - 4
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, contentRight - indent), height: b.height)
        _configurationView?.frame = contentView.bounds
        let scale = window?.screen.scale ?? 2
        let h = 1 / max(scale, 1)
        _separator.frame = CGRect(x: indent + 16, y: b.height - h, width: max(0, b.width - indent - 16), height: h)
        bringSubviewToFront(_separator)
    }
}
