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
