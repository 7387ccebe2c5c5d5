import Foundation

/// Draws a bar's background image as iOS bars do: an image 1 point wide, or a resizable one, is stretched
/// over the bar; any other image is tiled from the top-left corner. An empty image (`UIImage()`) draws
/// nothing, which makes the bar's background transparent.
final class BarBackgroundImageView: UIView {
    var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            // Nothing to draw (no image, or the empty image that makes a bar transparent): no backing store.
            isHidden = image.map { $0.size.width <= 0 || $0.size.height <= 0 } ?? true
            setNeedsDisplay()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
        backgroundColor = nil
        isUserInteractionEnabled = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let image, image.size.width > 0, image.size.height > 0 else { return }
        if image.size.width <= 1 || image.isResizable {
            image.draw(in: bounds)
            return
        }
        var y = bounds.minY
        while y < bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                image.draw(at: CGPoint(x: x, y: y))
                x += image.size.width
            }
            y += image.size.height
        }
    }
}
