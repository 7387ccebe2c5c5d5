import Foundation

/// Drawing into the current context, mirroring `UIImage.draw(at:)`, `draw(in:)` and friends. Images are
/// drawn upright in UIKit's y-down space (unlike a raw `CGContext.draw(_:in:)`), turned by their
/// orientation, tinted when `withTintColor` made them, and in nine parts when resizable.
extension UIImage {
    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, at full opacity with the normal blend mode whatever the
    /// context's alpha and blend mode, as Apple documents. No-op with a warning without a current context.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image in `rect` with `blendMode` and `alpha` (clamped to 0...1), in a saved graphics state.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIImage.draw") }
        guard let cg = displayCGImage else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        if isResizable && rect.size != size {
            drawNineParts(cg, in: rect, ctx: ctx)
        } else {
            ctx.drawImageUpright(cg, in: rect)
        }
        ctx.restoreGState()
    }

    /// Tiles the image over `rect`, tiles at its point size aligned to the context's origin
    /// (`drawAsPattern(in:)`).
    public func drawAsPattern(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return GraphicsContextStack.warnNoContext("UIImage.drawAsPattern") }
        guard let cg = displayCGImage else { return }
        ctx.drawImageUprightTiled(cg, tile: CGRect(origin: .zero, size: size), in: rect)
    }

    /// The pixels as they are displayed: turned upright by the orientation and tinted if a tint is set
    /// (made once per image and kept, since images are immutable).
    var displayCGImage: CGImage? {
        guard var cg = cgImage else { return nil }
        if imageOrientation == .up && tintColor == nil { return cg }
        displayLock.lock(); defer { displayLock.unlock() }
        if let cached = displayCache { return cached }
        if imageOrientation != .up, let turned = UIImage.orient(cg, imageOrientation) { cg = turned }
        if let tint = tintColor, let tinted = UIImage.tint(cg, with: tint) { cg = tinted }
        displayCache = cg
        return cg
    }

    /// Renders `cg` turned by `o` into a new bitmap (display pixels, top row first).
    static func orient(_ cg: CGImage, _ o: Orientation) -> CGImage? {
        let w = CGFloat(cg.width), h = CGFloat(cg.height)
        let quarter = [.left, .right, .leftMirrored, .rightMirrored].contains(o)
        let ow = quarter ? h : w, oh = quarter ? w : h
        // Stored (x, y) → displayed, both y-down, as UIImage.Orientation documents each case.
        let t: CGAffineTransform
        switch o {
        case .up: t = .identity
        case .down: t = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .left: t = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .right: t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .upMirrored: t = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: t = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: t = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .rightMirrored: t = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        }
        guard let ctx = bitmap(width: Int(ow), height: Int(oh)) else { return nil }
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: oh))
        ctx.concatenate(t)
        ctx.setBlendMode(.copy)
        ctx.drawImageUpright(cg, in: CGRect(x: 0, y: 0, width: w, height: h))
        return ctx.makeImage()
    }

    /// `cg`'s alpha filled with `color`.
    static func tint(_ cg: CGImage, with color: UIColor) -> CGImage? {
        guard let ctx = bitmap(width: cg.width, height: cg.height) else { return nil }
        let r = CGRect(x: 0, y: 0, width: cg.width, height: cg.height)
        ctx.setFillColor(color.cgColor)
        ctx.fill(r)
        ctx.setBlendMode(.destinationIn)
        ctx.draw(cg, in: r) // raw y-up context: the first row lands at the top, upright
        return ctx.makeImage()
    }

    static func bitmap(width: Int, height: Int) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpace(name: CGColorSpace.sRGB)!,
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
}
