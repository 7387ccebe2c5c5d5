import Foundation

/// The buttons a swiped row reveals (internal), laid behind the row's sliding content across the row's
/// area. The first action sits at the edge the content moved away from; while the row is partly open
/// every button is shown at the same fraction of its width, and past the buttons' full width the first
/// one stretches to fill the gap, as a full swipe shows it.
@MainActor
final class _SwipeActionsView: UIView {
    private let buttons: [_SwipeActionButton]
    private let atLeftEdge: Bool

    init(actions: [UIContextualAction], atLeftEdge: Bool, perform: @escaping (UIContextualAction) -> Void) {
        buttons = actions.map { _SwipeActionButton(action: $0, perform: perform) }
        self.atLeftEdge = atLeftEdge
        for b in buttons { b.contentAtRight = atLeftEdge }
        super.init(frame: .zero)
        clipsToBounds = true
        for b in buttons { addSubview(b) }
    }
    required init?(coder: NSCoder) { return nil }

    /// The width of every button at its natural size.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    /// The button showing `action`.
    func button(for action: UIContextualAction) -> UIView? { buttons.first { $0.action === action } }

    /// Lays the buttons out in the `width` points the row's content has uncovered.
    func reveal(_ width: CGFloat) {
        let total = naturalWidth
        let fraction = total > 0 ? min(1, width / total) : 0
        let extra = max(0, width - total)
        var pos: CGFloat = 0
        for (i, b) in buttons.enumerated() {
            let w = b.naturalWidth * fraction + (i == 0 ? extra : 0)
            let x = atLeftEdge ? pos : bounds.width - pos - w
            b.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            pos += w
        }
        // The first action stays in front while it stretches over the others.
        if let first = buttons.first { bringSubviewToFront(first) }
    }
}

/// One action's button: its background colour, with its image above its title in white.
@MainActor
final class _SwipeActionButton: UIControl {
    let action: UIContextualAction
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    /// Whether the title and image sit at the button's right side (the side next to the row's content
    /// when the actions are at the row's left edge).
    var contentAtRight = false

    init(action: UIContextualAction, perform: @escaping (UIContextualAction) -> Void) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
        clipsToBounds = true
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textAlignment = .center
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(titleLabel)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            perform(self.action)
        }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }

    /// The button's width when the row is just open: its title or image plus 15 points each side, at least
    /// 74 points (ours: close to iOS's buttons, which Apple does not document).
    var naturalWidth: CGFloat {
        let title = titleLabel.text.map { _ in titleLabel.sizeThatFits(CGSize(width: 400, height: 100)).width } ?? 0
        let image = action.image?.size.width ?? 0
        return max(74, max(title, image) + 30).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Content stays at the button's edge nearest the row while the button stretches (full swipe).
        let w = min(bounds.width, naturalWidth)
        let hasTitle = titleLabel.text?.isEmpty == false, hasImage = action.image != nil
        let titleH: CGFloat = hasTitle ? ceil(titleLabel.font.lineHeight) : 0
        let imageH: CGFloat = hasImage ? (action.image?.size.height ?? 0) : 0
        let gap: CGFloat = hasTitle && hasImage ? 4 : 0
        var y = (bounds.height - titleH - imageH - gap) / 2
        let x = contentAtRight ? bounds.width - w : 0
        imageView.isHidden = !hasImage
        titleLabel.isHidden = !hasTitle
        if hasImage { imageView.frame = CGRect(x: x, y: y, width: w, height: imageH); y += imageH + gap }
        if hasTitle { titleLabel.frame = CGRect(x: x, y: y, width: w, height: titleH) }
    }
}
