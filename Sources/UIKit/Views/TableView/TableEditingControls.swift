import Foundation

/// The control at the leading edge of a row in editing mode (internal), as UIKit draws it: a red disc with
/// a white bar for `.delete`, a green disc with a white plus for `.insert`. A tap tells the table.
@MainActor
final class _TableEditingControl: UIControl {
    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// The disc's colour (nil: red for delete, green for insert).
    var discColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the disc starts from the control's leading edge.
    var _discX: CGFloat = 14 { didSet { setNeedsDisplay() } }
    /// The control's width: the room the content moves over by while editing (ours, close to iOS's).
    static let width: CGFloat = 46

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        let d: CGFloat = 22
        let disc = CGRect(x: _discX, y: (bounds.height - d) / 2, width: d, height: d)
        (discColor ?? (style == .insert ? UIColor.systemGreen : UIColor.systemRed)).setFill()
        UIBezierPath(ovalIn: disc).fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: disc.minX + 5, y: disc.midY - 1, width: d - 10, height: 2)).fill()
        if style == .insert { UIBezierPath(rect: CGRect(x: disc.midX - 1, y: disc.minY + 5, width: 2, height: d - 10)).fill() }
    }
}

/// The reorder control at the trailing edge of a movable row in editing mode (internal): three grey bars.
/// Dragging it moves the row; the table follows the touch (see `UITableView+Editing.swift`). It keeps its
/// touches to itself: the table's scroll, swipe and selection recognizers do not begin on it.
@MainActor
final class _TableReorderControl: UIView {
    static let width: CGFloat = 44
    weak var table: UITableView?
    weak var cell: UITableViewCell?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let w: CGFloat = 18, x = (bounds.width - w) / 2
        for k in -1...1 {
            UIBezierPath(rect: CGRect(x: x, y: bounds.midY + CGFloat(k) * 5 - 1, width: w, height: 1.5)).fill()
        }
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let table, let cell else { return }
        table._beginReorder(cell, at: t.location(in: table))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let table else { return }
        table._moveReorder(to: t.location(in: table))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { table?._endReorder(cancelled: false) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { table?._endReorder(cancelled: true) }
}
