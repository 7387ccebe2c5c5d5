import Foundation

/// How bars and alerts set their one-line texts: the system font through the text engine (string
/// drawing on Pango), in regular or semibold weight.
@MainActor
enum BarText {
    static func attributes(_ fontSize: CGFloat, _ bold: Bool, _ color: UIColor? = nil) -> [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)]
        if let color { a[.foregroundColor] = color }
        return a
    }
    /// Draws `text` in `rect` at `fontSize` points with `color`, semibold when `bold`.
    static var drawText: ((_ text: String, _ rect: CGRect, _ fontSize: CGFloat, _ bold: Bool, _ color: UIColor) -> Void)? = { text, rect, size, bold, color in
        text.draw(in: rect, withAttributes: attributes(size, bold, color))
    }
    /// Measures `text` on one line, rounded up to whole points as UILabel does.
    static var measureText: (_ text: String, _ fontSize: CGFloat, _ bold: Bool) -> CGSize = { text, size, bold in
        let s = text.size(withAttributes: attributes(size, bold))
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }
}

/// One line of text in a bar or an alert (internal; see `BarText`).
final class BarTextView: UIView {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
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
    /// The insets bars of enclosing navigation and tab bar controllers cover on this view (part of a view
    /// controller root view's `safeAreaInsets`).
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
