import Foundation

/// The text seam of bars and alerts: a view that shows one line of text. Text rendering is issue 12's
/// (UILabel); until it is merged, `BarText.drawText` is nil and these views draw nothing but keep their
/// measured size, so layout is right. At merge the lead sets `BarText.drawText` (or swaps the view for a
/// UILabel); nothing else in the view controllers depends on how text is drawn.
@MainActor
enum BarText {
    /// Draws `text` in `rect` at `fontSize` points with `color`, bold when `bold`; installed by the text engine.
    static var drawText: ((_ text: String, _ rect: CGRect, _ fontSize: CGFloat, _ bold: Bool, _ color: UIColor) -> Void)?
    /// Measures `text`; the default estimates 0.55 em per character until the text engine is installed.
    static var measureText: (_ text: String, _ fontSize: CGFloat, _ bold: Bool) -> CGSize = { text, size, bold in
        CGSize(width: (CGFloat(text.count) * size * (bold ? 0.6 : 0.55)).rounded(.up), height: (size * 1.2).rounded(.up))
    }
}

/// One line of text in a bar, an alert or the demo (internal; see `BarText`).
final class BarTextView: UIView {
    var text: String = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    var fontSize: CGFloat = 17 { didSet { setNeedsDisplay() } }
    var bold = false { didSet { setNeedsDisplay() } }
    var textColor: UIColor = .black { didSet { setNeedsDisplay() } }
    /// 0 left, 1 center, 2 right.
    var alignment = 1 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func sizeThatFits(_ size: CGSize) -> CGSize { BarText.measureText(text, fontSize, bold) }

    override func draw(_ rect: CGRect) {
        guard let draw = BarText.drawText, !text.isEmpty else { return }
        let m = BarText.measureText(text, fontSize, bold)
        let x: CGFloat = alignment == 0 ? 0 : alignment == 1 ? (bounds.width - m.width) / 2 : bounds.width - m.width
        draw(text, CGRect(x: x, y: (bounds.height - m.height) / 2, width: m.width, height: m.height), fontSize, bold, textColor)
    }
}

extension UIView {
    /// The insets bars of enclosing navigation and tab bar controllers cover on this view (the safe-area
    /// seam: issue 11 owns `safeAreaInsets`; the lead wires this into it at merge).
    var _barSafeAreaSeam: UIEdgeInsets {
        guard let window else { return .zero }
        let me = convert(bounds, to: window)
        var insets = UIEdgeInsets.zero
        var v: UIView? = superview
        while let c = v {
            if let nav = c._viewController as? UINavigationController, nav.isViewLoaded, !nav.isNavigationBarHidden,
               nav.navigationBar.superview === c, !isDescendant(of: nav.navigationBar) {
                let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: window)
                insets.top = max(insets.top, bar.maxY - me.minY)
            }
            if let nav = c._viewController as? UINavigationController, nav.isViewLoaded, let tb = nav._toolbar, !tb.isHidden,
               tb.superview === c, !isDescendant(of: tb) {
                let bar = tb.convert(tb.bounds, to: window)
                insets.bottom = max(insets.bottom, me.maxY - bar.minY)
            }
            if let tab = c._viewController as? UITabBarController, tab.isViewLoaded, !tab.tabBar.isHidden,
               !isDescendant(of: tab.tabBar) {
                let bar = tab.tabBar.convert(tab.tabBar.bounds, to: window)
                insets.bottom = max(insets.bottom, me.maxY - bar.minY)
            }
            v = c.superview
        }
        insets.top = max(0, min(insets.top, me.height))
        insets.bottom = max(0, min(insets.bottom, me.height))
        return insets
    }
}
