import Foundation

/// The control a bar shows for a bar button item, a back button or a tab: an image and/or a line of text.
/// Taps reach it through UIControl's touch tracking; `_performTap()` is the same action.
final class BarButtonControl: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    let label = BarTextView()
    let imageView = UIImageView()
    var onTap: (() -> Void)?
    weak var item: UIBarItem?
    var showsChevron = false { didSet { setNeedsDisplay() } }
    var imageAbove = false
    /// Whether the title is centred in the control (alert and action-sheet buttons) rather than leading.
    var centersTitle = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw   // the chevron is drawn for the current size
        addSubview(imageView)
        addSubview(label)
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func configure(title: String?, image: UIImage?, color: UIColor, bold: Bool = false, fontSize: CGFloat = 17) {
        if label.text == (title ?? ""), imageView.image === image, label.textColor == color, label.bold == bold,
           label.fontSize == fontSize { return }
        label.text = title ?? ""
        label.textColor = color
        label.bold = bold
        label.fontSize = fontSize
        imageView.image = image
        imageView.isHidden = image == nil
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let t = label.text.isEmpty ? .zero : label.sizeThatFits(size)
        let i = imageView.image?.size ?? .zero
        if imageAbove { return CGSize(width: max(t.width, i.width), height: i.height + t.height) }
        return CGSize(width: t.width + i.width + (showsChevron ? 18 : 0), height: max(t.height, i.height, 22))
    }

    override func layoutSubviews() {
        let i = imageView.image?.size ?? .zero
        let t = label.text.isEmpty ? CGSize.zero : label.sizeThatFits(bounds.size)
        if imageAbove {
            imageView.frame = CGRect(x: (bounds.width - i.width) / 2, y: 4, width: i.width, height: i.height)
            label.frame = CGRect(x: 0, y: bounds.height - t.height - 2, width: bounds.width, height: t.height)
        } else {
            let x0: CGFloat = showsChevron ? 18 : 0
            imageView.frame = CGRect(x: x0, y: (bounds.height - i.height) / 2, width: i.width, height: i.height)
            label.alignment = centersTitle ? 1 : 0
            label.frame = CGRect(x: x0 + i.width, y: (bounds.height - t.height) / 2, width: max(0, bounds.width - x0 - i.width), height: t.height)
        }
    }

    override func draw(_ rect: CGRect) {
        guard showsChevron, let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(label.textColor.cgColor)
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        let m = bounds.midY
        ctx.move(to: CGPoint(x: 11, y: m - 10))
        ctx.addLine(to: CGPoint(x: 2, y: m))
        ctx.addLine(to: CGPoint(x: 11, y: m + 10))
        ctx.strokePath()
    }

    /// What a tap does (Linux seam until touch tracking drives the control).
    func _performTap() { if isEnabled { onTap?() } }
}
