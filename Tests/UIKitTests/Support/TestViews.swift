import Foundation
import UIKit

/// A shared list of strings that recording views append to, so a test can compare callback order.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

/// A view that records every hierarchy, layout and drawing callback into a `CallLog`.
final class RecordingView: UIView {
    let name: String
    let log: CallLog
    var drawRects: [CGRect] = []

    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("unused in tests") }

    private func label(_ v: UIView?) -> String {
        guard let v else { return "nil" }
        if let r = v as? RecordingView { return r.name }
        if v is UIWindow { return "window" }
        return "view"
    }

    override func willMove(toSuperview s: UIView?) { log.add("\(name).willMove(toSuperview: \(label(s)))") }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow w: UIWindow?) { log.add("\(name).willMove(toWindow: \(label(w)))") }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
    override func didAddSubview(_ v: UIView) { log.add("\(name).didAddSubview(\(label(v)))") }
    override func willRemoveSubview(_ v: UIView) { log.add("\(name).willRemoveSubview(\(label(v)))") }
    override func layoutSubviews() { log.add("\(name).layoutSubviews") }
    override func tintColorDidChange() { log.add("\(name).tintColorDidChange") }
}

/// A view that draws four areas (split at a quarter of the width and half of the height: red top-left,
/// green top-right, blue bottom-left, yellow bottom-right), counting its draws and recording their rects.
final class QuadrantView: UIView {
    var drawCount = 0
    var rects: [CGRect] = []
    var hadContext = false
    override func draw(_ rect: CGRect) {
        drawCount += 1
        rects.append(rect)
        hadContext = UIGraphicsGetCurrentContext() != nil
        QuadrantView.paint(in: bounds)
    }

    /// Paints the four areas into the current context over `b`.
    static func paint(in b: CGRect) {
        let sx = b.minX + b.width / 4, sy = b.minY + b.height / 2
        UIColor.red.setFill(); UIRectFill(CGRect(x: b.minX, y: b.minY, width: sx - b.minX, height: sy - b.minY))
        UIColor.green.setFill(); UIRectFill(CGRect(x: sx, y: b.minY, width: b.maxX - sx, height: sy - b.minY))
        UIColor.blue.setFill(); UIRectFill(CGRect(x: b.minX, y: sy, width: sx - b.minX, height: b.maxY - sy))
        UIColor.yellow.setFill(); UIRectFill(CGRect(x: sx, y: sy, width: b.maxX - sx, height: b.maxY - sy))
    }

    /// The same picture as an image of `size` points at scale 1.
    static func image(_ size: CGSize) -> UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: size, format: f).image { _ in paint(in: CGRect(origin: .zero, size: size)) }
    }
}

enum RGBA {
    static let red: [Double] = [255, 0, 0, 255]
    static let green: [Double] = [0, 255, 0, 255]
    static let blue: [Double] = [0, 0, 255, 255]
    static let yellow: [Double] = [255, 255, 0, 255]
    static let white: [Double] = [255, 255, 255, 255]
}

/// A visible window of `size` points on a screen of that size at `scale`, made the main screen.
@MainActor
func makeWindow(_ size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
                background: UIColor? = .white) -> UIWindow {
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
    UIScreen.main = screen
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = screen
    window.backgroundColor = background
    window.isHidden = false
    return window
}

extension CGRect {
    /// Equality within `tolerance` on every edge (floating-point arithmetic through transforms).
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension CGPoint {
    func isClose(to other: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}
