import Foundation

/// A list that moves a row while the finger drags the row's reorder control (internal): the table view
/// (editing mode's reorder control) and the collection view (a list cell's `UICellAccessory.reorder()`).
/// Points are in the host's coordinates.
@MainActor
protocol _ReorderHost: UIView {
    /// The finger went down on `row`'s control.
    func _reorderBegan(_ row: UIView, at point: CGPoint)
    /// The finger moved.
    func _reorderMoved(to point: CGPoint)
    /// The finger lifted (or the touch was cancelled).
    func _reorderEnded(cancelled: Bool)
}

/// The reorder control of a movable row (internal), as UIKit draws it: three grey bars at the trailing
/// edge. Dragging it moves the row; its host follows the touch. It keeps its touches to itself: the list's
/// scroll, swipe and selection recognizers do not begin on it.
@MainActor
final class _ReorderControl: UIView {
    /// The width of a table row's control.
    static let width: CGFloat = 44
    weak var host: (any _ReorderHost)?
    /// The row (cell) the control moves.
    weak var row: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        _barColor.setFill()
        let w: CGFloat = 18, x = (bounds.width - w) / 2
        for k in -1...1 {
            UIBezierPath(rect: CGRect(x: x, y: bounds.midY + CGFloat(k) * 5 - 1, width: w, height: 1.5)).fill()
        }
    }
    /// The bars' colour: system grey unless an accessory gave a tint.
    var _barColor: UIColor = .systemGray2 { didSet { setNeedsDisplay() } }

    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 30) }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let host, let row else { return }
        host._reorderBegan(row, at: t.location(in: host))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let host else { return }
        host._reorderMoved(to: t.location(in: host))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { host?._reorderEnded(cancelled: false) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { host?._reorderEnded(cancelled: true) }
}
