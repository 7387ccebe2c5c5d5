import Foundation

/// An edit menu as iOS shows it for touch: a dark rounded bar holding one white title per action, side by
/// side with hairlines between them. Inline submenus add their actions to the bar; another submenu is a
/// title that shows its children in the bar in place of the parent's. Hidden actions and elements that are
/// neither actions nor menus are left out.
final class _EditMenuBarView: UIView {
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 8
    /// The gap between the bar and the rect it is placed against.
    static let gap: CGFloat = 8
    /// How far the bar stays inside the window's edges.
    static let inset: CGFloat = 8

    private let sender: Any?
    /// Runs with the action chosen.
    var onChoose: ((UIAction) -> Void)?
    /// The buttons shown, leading to trailing.
    private(set) var buttons: [_EditMenuButton] = []

    init(menu: UIMenu, sender: Any?) {
        self.sender = sender
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.11, alpha: 0.96)
        layer.cornerRadius = Self.cornerRadius
        layer.masksToBounds = true
        show(menu)
    }
    required init?(coder: NSCoder) { return nil }

    /// The elements shown for `menu`: its actions and non-inline submenus, inline submenus flattened.
    private func elements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            if let sub = child as? UIMenu { return sub.options.contains(.displayInline) ? elements(of: sub) : [sub] }
            return []
        }
    }

    /// Replaces the bar's buttons with `menu`'s elements and sizes the bar to fit them.
    func show(_ menu: UIMenu) {
        for v in subviews { v.removeFromSuperview() }
        buttons = []
        var x: CGFloat = 0
        for element in elements(of: menu) {
            if x > 0 {
                let line = UIView(frame: CGRect(x: x, y: 8, width: 0.5, height: Self.height - 16))
                line.backgroundColor = UIColor(white: 1, alpha: 0.3)
                addSubview(line)
            }
            let button = _EditMenuButton(element: element)
            button.frame = CGRect(x: x, y: 0, width: button.fittingWidth, height: Self.height)
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.choose(button.element)
            }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
            x += button.fittingWidth
        }
        bounds.size = CGSize(width: x, height: Self.height)
    }

    /// Puts the bar above `target` (overlay coordinates), centred on it, or below it when `below` is set
    /// or there is no room above; kept `inset` inside `area`.
    func place(against target: CGRect, in area: CGRect, below: Bool) {
        let size = bounds.size
        var y = target.minY - Self.gap - size.height
        if below || y < area.minY + Self.inset { y = target.maxY + Self.gap }
        y = min(y, area.maxY - Self.inset - size.height)
        let x = min(max(area.minX + Self.inset, target.midX - size.width / 2), area.maxX - Self.inset - size.width)
        frame = CGRect(origin: CGPoint(x: max(area.minX + Self.inset, x), y: max(area.minY + Self.inset, y)), size: size)
    }

    private func choose(_ element: UIMenuElement) {
        if let action = element as? UIAction {
            guard !action.attributes.contains(.disabled) else { return }
            onChoose?(action)
        } else if let sub = element as? UIMenu {
            // A submenu shows its children in place of the parent's, keeping the bar's centre.
            let centre = center
            show(sub)
            center = centre
        }
    }

    /// A touch on the bar between titles neither chooses nor dismisses.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
