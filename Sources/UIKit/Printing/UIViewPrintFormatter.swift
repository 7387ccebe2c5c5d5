import Foundation

/// Prints a view's drawing, mirroring `UIViewPrintFormatter` (made by `UIView.viewPrintFormatter()`): the
/// view draws with `draw(_:for:)` (which calls `draw(_:)` unless the view overrides it), scaled down to
/// the content area's width when it is wider, across as many pages as its height takes. Only the view's
/// own drawing is printed, not its subviews or layer contents.
@preconcurrency @MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view being printed.
    open private(set) var view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    private func scale(width: CGFloat) -> CGFloat {
        let w = view.bounds.width
        return w > width && w > 0 ? width / w : 1
    }

    override func contentHeight(width: CGFloat) -> CGFloat { view.bounds.height * scale(width: width) }

    override func drawContent(width: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let s = scale(width: width)
        ctx.saveGState()
        ctx.scaleBy(x: s, y: s)
        ctx.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        ctx.clip(to: view.bounds)
        // The view draws with its own traits, as on screen.
        let savedTraits = UITraitCollection._current
        if UITraitCollection._stylesVary { UITraitCollection._current = view.traitCollection }
        view.draw(view.bounds, for: self)
        UITraitCollection._current = savedTraits
        ctx.restoreGState()
    }
}
