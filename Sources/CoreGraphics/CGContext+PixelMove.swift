import Foundation
import CCairo

extension CGContext {
    /// Moves the pixels of `rect` (device pixels, origin at the top-left row, whole numbers) by `dx`, `dy`
    /// pixels: every pixel of `rect` whose source `(x - dx, y - dy)` also lies in `rect` takes that
    /// source's value; the rest of `rect` keeps its pixels. What a compositor does to the pixels a scroll
    /// moves (package API for the layer-tree renderer). Returns false, changing nothing, for a context
    /// whose pixels Cairo does not hold directly (a PDF or a bridged layout).
    @discardableResult
    package func movePixels(in rect: CGRect, dx: Int, dy: Int) -> Bool {
        guard pdf == nil, bridge == nil, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
                || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 else { return false }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let x0 = max(Int(rect.minX), 0), x1 = min(Int(rect.maxX), w)
        let y0 = max(Int(rect.minY), 0), y1 = min(Int(rect.maxY), h)
        // Destination columns and rows whose source lies inside the rect.
        let cx0 = max(x0, x0 + dx), cx1 = min(x1, x1 + dx)
        let ry0 = max(y0, y0 + dy), ry1 = min(y1, y1 + dy)
        guard cx1 > cx0, ry1 > ry0 else { return true }
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return false }
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        let bytes = (cx1 - cx0) * 4
        // Rows are copied in the order that never reads a row already overwritten.
        func copyRow(_ y: Int) {
            memmove(base + y * rowBytes + cx0 * 4, base + (y - dy) * rowBytes + (cx0 - dx) * 4, bytes)
        }
        if dy > 0 {
            for y in stride(from: ry1 - 1, through: ry0, by: -1) { copyRow(y) }
        } else {
            for y in ry0..<ry1 { copyRow(y) }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(cx0), Int32(ry0), Int32(cx1 - cx0), Int32(ry1 - ry0))
        return true
    }
}
