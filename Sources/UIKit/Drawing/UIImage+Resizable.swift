import Foundation

/// Resizable images, mirroring `resizableImage(withCapInsets:resizingMode:)`: drawn into a rectangle of
/// another size, the corners keep their size, the edges stretch or tile along their length, and the centre
/// stretches or tiles both ways.
extension UIImage {
    /// A resizable copy with `capInsets` (points) that tiles its middle parts.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy with `capInsets` (points) and `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tintColor: tintColor, resizable: true)
    }

    /// The old API (`stretchableImage(withLeftCapWidth:topCapHeight:)`): caps of the given size, the right
    /// and bottom caps one point narrower than the rest, a one-point stretched middle.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let s = size
        let l = CGFloat(leftCapWidth), t = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: t, left: l, bottom: topCapHeight > 0 ? max(0, s.height - t - 1) : 0,
                                  right: leftCapWidth > 0 ? max(0, s.width - l - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// Draws the nine parts of `cg` (display pixels) into `rect`.
    func drawNineParts(_ cg: CGImage, in rect: CGRect, ctx: CGContext) {
        let r = rect.standardized
        let s = size
        // Caps in points, shrunk proportionally when the destination is smaller than both caps together.
        var l = max(0, capInsets.left), rt = max(0, capInsets.right), t = max(0, capInsets.top), b = max(0, capInsets.bottom)
        if l + rt > s.width { let k = s.width / (l + rt); l *= k; rt *= k }
        if t + b > s.height { let k = s.height / (t + b); t *= k; b *= k }
        var dl = l, dr = rt, dt = t, db = b
        if dl + dr > r.width, dl + dr > 0 { let k = r.width / (dl + dr); dl *= k; dr *= k }
        if dt + db > r.height, dt + db > 0 { let k = r.height / (dt + db); dt *= k; db *= k }
        let xsSrc = [0, l, s.width - rt, s.width], ysSrc = [0, t, s.height - b, s.height]
        let xsDst = [r.minX, r.minX + dl, r.maxX - dr, r.maxX], ysDst = [r.minY, r.minY + dt, r.maxY - db, r.maxY]
        func srcRect(_ row: Int, _ col: Int) -> CGRect {
            CGRect(x: xsSrc[col] * scale, y: ysSrc[row] * scale,
                   width: (xsSrc[col + 1] - xsSrc[col]) * scale, height: (ysSrc[row + 1] - ysSrc[row]) * scale)
        }
        displayLock.lock()
        let parts: [CGImage?]
        if let cached = partsCache { parts = cached } else {
            parts = (0..<9).map { i in
                let src = srcRect(i / 3, i % 3)
                return src.width >= 1 && src.height >= 1 ? cg.cropping(to: src) : nil
            }
            partsCache = parts
        }
        displayLock.unlock()
        for row in 0..<3 {
            for col in 0..<3 {
                let src = srcRect(row, col)
                let dst = CGRect(x: xsDst[col], y: ysDst[row], width: xsDst[col + 1] - xsDst[col], height: ysDst[row + 1] - ysDst[row])
                guard dst.width > 0, dst.height > 0, let part = parts[row * 3 + col] else { continue }
                let stretchesX = col == 1, stretchesY = row == 1
                if resizingMode == .tile && (stretchesX || stretchesY) {
                    // Tiles at the part's own point size along the stretching direction(s).
                    let tile = CGRect(x: dst.minX, y: dst.minY,
                                      width: stretchesX ? src.width / scale : dst.width,
                                      height: stretchesY ? src.height / scale : dst.height)
                    ctx.drawImageUprightTiled(part, tile: tile, in: dst)
                } else {
                    ctx.drawImageUpright(part, in: dst)
                }
            }
        }
    }
}
