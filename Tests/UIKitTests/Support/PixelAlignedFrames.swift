import UIKit

/// `r` as Auto Layout places it on a screen of `scale`: each edge rounded to the nearest device pixel,
/// halfway values up (UIKit's frames from the engine are pixel-aligned: a solved y of 950.25 is 950.5 on
/// a 2× screen).
@MainActor func pixelAligned(_ r: CGRect, scale: CGFloat = UIScreen.main.scale) -> CGRect {
    func snap(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
    let x = snap(r.minX), y = snap(r.minY)
    return CGRect(x: x, y: y, width: snap(r.maxX) - x, height: snap(r.maxY) - y)
}

/// Whether two frames agree to within floating-point noise (a frame read back from a view's center and
/// bounds is not always bit-equal to the rectangle that was set).
func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
