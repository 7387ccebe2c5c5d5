import Testing
import UIKit

/// Runs `body` with a new `HeadlessHost` installed as the application's host and a white window of `size`
/// in it, then puts the previous host back.
@MainActor func withHeadlessWindow(_ size: CGSize, _ body: (HeadlessHost, UIWindow) throws -> Void) rethrows {
    let saved = UIApplication.shared.host
    defer { UIApplication.shared.host = saved }
    let host = HeadlessHost()
    UIApplication.shared.host = host
    let window = makeWindow(size)
    window.backgroundColor = .white
    try body(host, window)
}

/// A view of `frame` filled with `colour`.
@MainActor func filledView(_ frame: CGRect, _ colour: UIColor) -> UIView {
    let v = UIView(frame: frame)
    v.backgroundColor = colour
    return v
}

/// How many pixels of `host`'s last frame of `window` differ, in any byte, from a full render of the window.
@MainActor func pixelsDifferingFromFullRender(_ host: HeadlessHost, _ window: UIWindow) throws -> Int {
    let frame = try #require(host.lastFrame(of: window)?.cgImage)
    let full = try #require(window.renderedImage(scale: 1).cgImage)
    try #require(frame.width == full.width && frame.height == full.height)
    var differing = 0
    for y in 0..<frame.height {
        for x in 0..<frame.width where frame.rgba(atX: x, y: y) != full.rgba(atX: x, y: y) { differing += 1 }
    }
    return differing
}
