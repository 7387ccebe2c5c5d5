import Foundation

/// One title of an edit menu's bar: white text (grey when the action is disabled), highlighted while a
/// touch is down on it.
final class _EditMenuButton: UIControl {
    static let padding: CGFloat = 12
    let element: UIMenuElement
    private let titleLabel = UILabel()

    init(element: UIMenuElement) {
        self.element = element
        super.init(frame: .zero)
        let disabled = (element as? UIAction)?.attributes.contains(.disabled) ?? false
        titleLabel.text = element.title
        titleLabel.font = .systemFont(ofSize: 14)
        titleLabel.textColor = disabled ? UIColor(white: 1, alpha: 0.4) : .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isEnabled = !disabled
    }
    required init?(coder: NSCoder) { return nil }

    /// The button's width: its title's plus padding on each side.
    var fittingWidth: CGFloat {
        ceil(titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: _EditMenuBarView.height)).width)
            + 2 * Self.padding
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 1, alpha: 0.2) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }
}
