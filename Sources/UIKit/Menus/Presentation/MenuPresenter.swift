import Foundation

/// Shows a `UIMenu` the way iOS shows a button's, a bar button item's or a context menu's: a rounded card
/// of rows over the window, next to the element that opened it. Choosing an action closes the menu and
/// runs the action's handler; a touch outside the card closes it without choosing. One menu is shown at a
/// time (opening another closes the first).
@MainActor
enum MenuPresenter {
    /// The overlay of the menu being shown.
    static weak var current: _MenuOverlay?

    /// Shows `menu` for `source` (a rect in `view`'s coordinates). `sender` is the action's `sender` while
    /// its handler runs; `onDismiss` runs once when the menu closes, chosen or not.
    @discardableResult
    static func show(_ menu: UIMenu, from source: CGRect, in view: UIView, sender: Any?,
                     onDismiss: (() -> Void)? = nil) -> _MenuOverlay? {
        dismiss()
        guard let window = view.window else { return nil }
        let card = _MenuCardView(menu: menu, sender: sender)
        let overlay = present(card, in: window, onDismiss: onDismiss)
        card.onChoose = { [weak overlay] action in
            overlay?.close()
            action.perform(sender: sender)
        }
        overlay.place(near: view.convert(source, to: window))
        return overlay
    }

    /// Puts `content` in a new full-window overlay on top of `window`'s subviews (above everything the
    /// window holds), closing any menu shown before; the caller positions `content`.
    static func present(_ content: UIView, in window: UIWindow, onDismiss: (() -> Void)?) -> _MenuOverlay {
        dismiss()
        let overlay = _MenuOverlay(frame: window.bounds, content: content, onDismiss: onDismiss)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(overlay)
        current = overlay
        return overlay
    }

    /// Closes the menu being shown, if any, without choosing.
    static func dismiss() {
        current?.close()
    }
}

/// The full-window layer of a shown menu: it catches touches outside the menu's view (they close the
/// menu) and holds that view (a card of rows, or an edit menu's bar).
final class _MenuOverlay: UIView {
    /// The menu's view: a `_MenuCardView` or an `_EditMenuBarView`.
    let content: UIView
    private var onDismiss: (() -> Void)?

    init(frame: CGRect, content: UIView, onDismiss: (() -> Void)?) {
        self.content = content
        self.onDismiss = onDismiss
        super.init(frame: frame)
        backgroundColor = .clear
        addSubview(content)
    }
    required init?(coder: NSCoder) { return nil }

    /// The card, when the menu is shown as one (menus of buttons, bar items and context menus).
    var card: _MenuCardView! { content as? _MenuCardView }
    /// The bar, when the menu is an edit menu.
    var bar: _EditMenuBarView? { content as? _EditMenuBarView }

    /// The card below `source` (window coordinates), or above it when there is no room below, its
    /// leading edge at the source's and kept 8 points inside the window.
    func place(near source: CGRect) {
        let size = card.fittingSize()
        let inset: CGFloat = 8
        var x = source.minX
        x = min(max(inset, x), bounds.width - inset - size.width)
        var y = source.maxY + 6
        if y + size.height > bounds.height - inset { y = max(inset, source.minY - 6 - size.height) }
        card.frame = CGRect(x: max(inset, x), y: y, width: size.width, height: min(size.height, bounds.height - 2 * inset))
    }

    /// Removes the menu and runs the dismissal callback once.
    func close() {
        guard superview != nil else { return }
        removeFromSuperview()
        if MenuPresenter.current === self { MenuPresenter.current = nil }
        let done = onDismiss
        onDismiss = nil
        done?()
    }

    /// A touch outside the card closes the menu (at touch-down, as on iOS).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { close() }
}

/// The card: the menu's title, then its rows; inline submenus are sections after a separating band, other
/// submenus are rows with a chevron that show their own children in the card.
final class _MenuCardView: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let titleHeight: CGFloat = 32
    static let sectionGap: CGFloat = 8

    private var stack: [UIMenu]
    private let sender: Any?
    var onChoose: ((UIAction) -> Void)?
    /// The rows shown (in order).
    private(set) var rows: [_MenuRowControl] = []

    init(menu: UIMenu, sender: Any?) {
        stack = [menu]
        self.sender = sender
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.97, alpha: 0.98)
        layer.cornerRadius = 13
        layer.masksToBounds = true
        layer.borderWidth = 0.5
        layer.borderColor = UIColor(white: 0, alpha: 0.12).cgColor
        rebuild()
    }
    required init?(coder: NSCoder) { return nil }

    /// The entries shown for `menu`: rows, a band between sections.
    private enum Entry { case row(UIMenuElement), gap }

    private func entries(of menu: UIMenu) -> [Entry] {
        var out: [Entry] = []
        for child in menu.children {
            if let action = child as? UIAction, action.attributes.contains(.hidden) { continue }
            if let sub = child as? UIMenu, sub.options.contains(.displayInline) {
                let inner = entries(of: sub)
                guard !inner.isEmpty else { continue }
                if !out.isEmpty, case .gap? = out.last {} else if !out.isEmpty { out.append(.gap) }
                out += inner
                out.append(.gap)
            } else {
                out.append(.row(child))
            }
        }
        while case .gap? = out.last { out.removeLast() }
        return out
    }

    private var titleText: String? {
        let t = stack.last?.title ?? ""
        return t.isEmpty ? nil : t
    }

    private func rebuild() {
        for v in subviews { v.removeFromSuperview() }
        rows = []
        guard let menu = stack.last else { return }
        var y: CGFloat = 0
        if let t = titleText {
            let l = UILabel(frame: CGRect(x: 16, y: 0, width: Self.width - 32, height: Self.titleHeight))
            l.text = t
            l.font = .systemFont(ofSize: 13)
            l.textColor = .secondaryLabel
            l.textAlignment = .center
            addSubview(l)
            y = Self.titleHeight
            addSubview(hairline(at: y))
        }
        for entry in entries(of: menu) {
            switch entry {
            case .gap:
                let band = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: Self.sectionGap))
                band.backgroundColor = UIColor(white: 0, alpha: 0.08)
                addSubview(band)
                y += Self.sectionGap
            case .row(let element):
                if y > 0, let last = subviews.last, last is _MenuRowControl { addSubview(hairline(at: y)) }
                let row = _MenuRowControl(element: element, singleSelection: menu.options.contains(.singleSelection))
                row.frame = CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight)
                row.addAction(UIAction { [weak self, weak row] _ in
                    guard let self, let row else { return }
                    self.choose(row.element)
                }, for: .touchUpInside)
                addSubview(row)
                rows.append(row)
                y += Self.rowHeight
            }
        }
        bounds.size = CGSize(width: Self.width, height: y)
    }

    private func hairline(at y: CGFloat) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: y - 0.25, width: Self.width, height: 0.5))
        v.backgroundColor = UIColor(white: 0, alpha: 0.15)
        return v
    }

    /// The card's size for its current contents.
    func fittingSize() -> CGSize { bounds.size }

    private func choose(_ element: UIMenuElement) {
        if let action = element as? UIAction {
            guard !action.attributes.contains(.disabled) else { return }
            onChoose?(action)
        } else if let sub = element as? UIMenu {
            // A submenu shows its children in place of the parent's.
            stack.append(sub)
            let origin = frame.origin
            rebuild()
            frame = CGRect(origin: origin, size: bounds.size)
        }
    }
}

/// One row of a shown menu: the element's title (red for destructive, grey when disabled), its image at
/// the trailing edge, a checkmark at the leading edge for an action whose state is `.on`, a chevron for a
/// submenu.
final class _MenuRowControl: UIControl {
    let element: UIMenuElement
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    private let leadingMark = _TableAccessoryGlyphView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))

    init(element: UIMenuElement, singleSelection: Bool) {
        self.element = element
        super.init(frame: .zero)
        let action = element as? UIAction
        let disabled = action?.attributes.contains(.disabled) ?? false
        let destructive = action?.attributes.contains(.destructive) ?? false
        titleLabel.text = element.title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
        addSubview(titleLabel)
        imageView.image = element.image
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = titleLabel.textColor
        addSubview(imageView)
        if action?.state == .on {
            leadingMark.type = .checkmark
            leadingMark.tintColor = .label
            addSubview(leadingMark)
        } else if element is UIMenu {
            leadingMark.type = .disclosureIndicator
            addSubview(leadingMark)
        }
        isEnabled = !disabled
    }
    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.1) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let hasCheck = leadingMark.superview != nil && leadingMark.type == .checkmark
        let textX: CGFloat = hasCheck ? 40 : 16
        if hasCheck { leadingMark.center = CGPoint(x: 20, y: b.midY) }
        var textRight = b.width - 16
        if element is UIMenu {
            leadingMark.center = CGPoint(x: b.width - 24, y: b.midY)
            textRight -= 28
        } else if imageView.image != nil {
            imageView.frame = CGRect(x: b.width - 16 - 22, y: b.midY - 11, width: 22, height: 22)
            textRight -= 30
        }
        titleLabel.frame = CGRect(x: textX, y: 0, width: max(0, textRight - textX), height: b.height)
    }
}
