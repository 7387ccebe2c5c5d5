import Foundation

/// Places a cell's image, text and detail the way UIKit's built-in cell styles do (internal).
@MainActor
enum _TableCellLayout {
    /// The height the labels and image of a built-in style take at `width` (for self-sizing rows): they
    /// are placed in a tall content view and measured; the cell's next layout places them again.
    static func contentExtent(style: UITableViewCell.CellStyle, width: CGFloat, margins m: UIEdgeInsets,
                              image: UIImageView?, text: UILabel?, detail: UILabel?) -> CGFloat {
        layout(style: style, in: CGRect(x: 0, y: 0, width: width, height: 10_000), margins: m, image: image, text: text, detail: detail)
        let rects = [image?.frame, text?.frame, detail?.frame].compactMap { $0 }.filter { $0.height > 0 }
        guard let first = rects.first else { return 0 }
        return rects.dropFirst().reduce(first) { $0.union($1) }.height
    }

    /// The width and height an image view takes in a row of `rowHeight`: its image's display size (a symbol
    /// under the view's preferred symbol configuration), at most 40 points and 8 less than the row high,
    /// keeping its aspect ratio; nil without an image. Measuring and laying out use the same rule, so the
    /// text measured beside the image is the text laid out there.
    static func imageSize(_ iv: UIImageView, rowHeight: CGFloat) -> (width: CGFloat, height: CGFloat)? {
        guard let size = iv._displaySize(of: iv.image) else { return nil }
        let side = min(max(size.height, 1), rowHeight - 8, 40)
        return (size.height > 0 ? size.width * side / size.height : side, side)
    }

    static func layout(style: UITableViewCell.CellStyle, in bounds: CGRect, margins m: UIEdgeInsets,
                       image: UIImageView?, text: UILabel?, detail: UILabel?, imageToText: CGFloat = 16,
                       textToDetailVertical: CGFloat = 3, textToDetailHorizontal: CGFloat = 8) {
        var x = bounds.minX + m.left
        let maxX = bounds.maxX - m.right
        if let iv = image, let (w, side) = imageSize(iv, rowHeight: bounds.height) {
            iv.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: w, height: side)
            x += w + imageToText
        } else {
            image?.frame = .zero
        }
        let width = max(0, maxX - x)
        func fit(_ l: UILabel, _ w: CGFloat) -> CGSize {
            let s = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(w, ceil(s.width)), height: ceil(s.height))
        }
        switch style {
        case .default:
            if let t = text { let s = fit(t, width); t.frame = CGRect(x: x, y: (bounds.height - s.height) / 2, width: width, height: s.height) }
            detail?.frame = .zero
        case .value1:
            let ds = detail.map { fit($0, width / 2) } ?? .zero
            if let d = detail { d.frame = CGRect(x: maxX - ds.width, y: (bounds.height - ds.height) / 2, width: ds.width, height: ds.height) }
            if let t = text {
                let tw = max(0, width - ds.width - (ds.width > 0 ? textToDetailHorizontal : 0))
                let s = fit(t, tw); t.frame = CGRect(x: x, y: (bounds.height - s.height) / 2, width: tw, height: s.height)
            }
        case .value2:
            let col = min(width, 91)
            if let t = text { let s = fit(t, col); t.textAlignment = .right; t.frame = CGRect(x: x, y: (bounds.height - s.height) / 2, width: col, height: s.height) }
            if let d = detail {
                let dw = max(0, width - col - 6); let s = fit(d, dw)
                d.frame = CGRect(x: x + col + 6, y: (bounds.height - s.height) / 2, width: dw, height: s.height)
            }
        case .subtitle:
            let ts = text.map { fit($0, width) } ?? .zero
            let ds = detail.map { fit($0, width) } ?? .zero
            let gap: CGFloat = ds.height > 0 && ts.height > 0 ? textToDetailVertical : 0
            var y = (bounds.height - ts.height - ds.height - gap) / 2
            text?.frame = CGRect(x: x, y: y, width: width, height: ts.height)
            y += ts.height + gap
            detail?.frame = CGRect(x: x, y: y, width: width, height: ds.height)
        }
    }
}

/// The drawn accessory of a cell (disclosure chevron, checkmark, info button) (internal).
final class _TableAccessoryGlyphView: UIView {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    var type: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        let b = bounds, c = CGPoint(x: b.midX, y: b.midY)
        let p = UIBezierPath()
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        switch type {
        case .disclosureIndicator:
            UIColor.tertiaryLabel.setStroke()
            p.lineWidth = 2
            p.move(to: CGPoint(x: c.x - 2.5, y: c.y - 6))
            p.addLine(to: CGPoint(x: c.x + 3.5, y: c.y))
            p.addLine(to: CGPoint(x: c.x - 2.5, y: c.y + 6))
            p.stroke()
        case .checkmark:
            (tintColor ?? UIColor.systemBlue).setStroke()
            p.lineWidth = 2.2
            p.move(to: CGPoint(x: c.x - 7, y: c.y))
            p.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
            p.addLine(to: CGPoint(x: c.x + 7, y: c.y - 6))
            p.stroke()
        case .detailButton, .detailDisclosureButton:
            (tintColor ?? UIColor.systemBlue).setStroke()
            p.lineWidth = 1.5
            let circle = UIBezierPath(ovalIn: CGRect(x: c.x - 10 - (type == .detailDisclosureButton ? 6 : 0), y: c.y - 10, width: 20, height: 20))
            circle.lineWidth = 1.5
            circle.stroke()
            let ix = c.x - (type == .detailDisclosureButton ? 6 : 0)
            p.move(to: CGPoint(x: ix, y: c.y - 2)); p.addLine(to: CGPoint(x: ix, y: c.y + 5))
            p.move(to: CGPoint(x: ix, y: c.y - 5.5)); p.addLine(to: CGPoint(x: ix, y: c.y - 5))
            p.stroke()
            if type == .detailDisclosureButton {
                UIColor.tertiaryLabel.setStroke()
                let q = UIBezierPath(); q.lineWidth = 2; q.lineCapStyle = .round
                q.move(to: CGPoint(x: c.x + 10, y: c.y - 6)); q.addLine(to: CGPoint(x: c.x + 16, y: c.y)); q.addLine(to: CGPoint(x: c.x + 10, y: c.y + 6))
                q.stroke()
            }
        case .none:
            break
        }
    }
}
