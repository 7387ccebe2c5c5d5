import Foundation
import CCairo

/// The pixman calls Cairo's image compositor makes to composite a surface source through one box of 24.8
/// fixed-point device coordinates, in the same order and with the same coverage bytes.
///
/// Cairo turns a single box into rows with its rectangular scan converter (a partial top row, the whole
/// rows as one band, a partial bottom row) and each row into spans (a partial left pixel, the covered
/// run, a partial right pixel). Its in-place span renderer then composites each band: a wholly covered run
/// of 8 pixels or more, or a band that is one whole run, without a mask; the rest through a one-row a8
/// mask of the spans' coverage (times the paint's opacity, rounded as Cairo's `mul8_8` rounds). Coverage
/// of a row is its height in 1/256 pixel (256 for a whole row); of a span, the row's coverage times the
/// covered fraction of the pixel, shifted down by 8, and a whole run's coverage is 256 → 255.
struct ImageSpanRenderer {
    let source: OpaquePointer
    let mask: OpaquePointer
    let destination: OpaquePointer
    let line: UnsafeMutablePointer<UInt8>
    /// Added to a destination position to give the source position (Cairo's `src_x`, `src_y`).
    let sourceX: Int32, sourceY: Int32
    /// The paint's opacity as a byte (255 for a fill or an opaque paint).
    let opacity: UInt8

    /// Cairo's run length for surface sources: a covered run this long is composited without a mask.
    private static let runLength: Int32 = 8

    /// Up to four spans of a row and the end of the last: start positions and coverages.
    private struct Spans {
        var x: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var c: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var count = 0

        mutating func append(_ px: Int32, _ pc: Int32) {
            let v = UInt8(truncatingIfNeeded: pc)
            switch count {
            case 0: x.0 = px; c.0 = v
            case 1: x.1 = px; c.1 = v
            case 2: x.2 = px; c.2 = v
            default: x.3 = px; c.3 = v
            }
            count += 1
        }
        func x(_ i: Int) -> Int32 { i == 0 ? x.0 : i == 1 ? x.1 : i == 2 ? x.2 : x.3 }
        func c(_ i: Int) -> UInt8 { i == 0 ? c.0 : i == 1 ? c.1 : i == 2 ? c.2 : c.3 }
    }

    /// Composites the source through the box (left, top) to (right, bottom), 24.8 fixed, non-empty.
    func render(left: Int32, top: Int32, right: Int32, bottom: Int32) {
        var y1 = top >> 8
        let y2 = bottom >> 8
        if y2 > y1 {
            if top & 255 != 0 {
                row(y: y1, height: 1, coverage: 256 - (top & 255), left: left, right: right)
                y1 += 1
            }
            if y2 > y1 { row(y: y1, height: y2 - y1, coverage: 256, left: left, right: right) }
            if bottom & 255 != 0 { row(y: y2, height: 1, coverage: bottom & 255, left: left, right: right) }
        } else {
            row(y: y1, height: 1, coverage: bottom - top, left: left, right: right)
        }
    }

    /// One band of rows with the same spans.
    private func row(y: Int32, height: Int32, coverage cov: Int32, left: Int32, right: Int32) {
        var s = Spans()
        var x1 = left >> 8, x2 = right >> 8
        if x2 > x1 {
            if left & 255 != 0 {
                s.append(x1, (cov * (256 - (left & 255))) >> 8)
                x1 += 1
            }
            if x2 > x1 { s.append(x1, cov - (cov >> 8)) }
            if right & 255 != 0 {
                s.append(x2, (cov * (right & 255)) >> 8)
                x2 += 1
            }
        } else {
            s.append(x2, (cov * (right - left)) >> 8)
            x2 += 1
        }
        s.append(x2, 0)
        spans(s, y: y, height: height)
    }

    /// Cairo's `_inplace_spans` (opacity 255) and `_inplace_opacity_spans` (the coverage times the opacity;
    /// whole covered runs keep the mask then).
    private func spans(_ s: Spans, y: Int32, height h: Int32) {
        let opaque = opacity == 0xFF
        if opaque, s.count == 2, s.c(0) == 0xFF {
            composite(masked: false, x: s.x(0), y: y, width: s.x(1) - s.x(0), height: h)
            return
        }
        var m = 0
        var x0 = s.x(0), x1 = x0
        for i in 0..<(s.count - 1) {
            var len = s.x(i + 1) - s.x(i)
            let v = opaque ? s.c(i) : ImageSpanRenderer.mul8(s.c(i), opacity)
            line[m] = v
            m += 1
            if len > 1 {
                if opaque, len >= ImageSpanRenderer.runLength, v == 0xFF {
                    if x1 != x0 { composite(masked: true, x: x0, y: y, width: x1 - x0, height: h) }
                    composite(masked: false, x: s.x(i), y: y, width: len, height: h)
                    m = 0
                    x0 = s.x(i + 1)
                } else if v == 0, x1 - x0 > ImageSpanRenderer.runLength {
                    composite(masked: true, x: x0, y: y, width: x1 - x0, height: h)
                    m = 0
                    x0 = s.x(i + 1)
                } else {
                    len -= 1
                    (line + m).update(repeating: v, count: Int(len))
                    m += Int(len)
                }
            }
            x1 = s.x(i + 1)
        }
        if x1 != x0 { composite(masked: true, x: x0, y: y, width: x1 - x0, height: h) }
    }

    /// Cairo's `mul8_8`: a × b / 255, rounded.
    @inline(__always)
    static func mul8(_ a: UInt8, _ b: UInt8) -> UInt8 {
        let t = UInt16(a) * UInt16(b) &+ 0x7F
        return UInt8(truncatingIfNeeded: ((t >> 8) &+ t) >> 8)
    }

    @inline(__always)
    private func composite(masked: Bool, x: Int32, y: Int32, width: Int32, height: Int32) {
        pixman_image_composite32(PIXMAN_OP_OVER, source, masked ? mask : nil, destination,
                                 x &+ sourceX, y &+ sourceY, 0, 0, x, y, width, height)
    }
}
