import Foundation
import CCairo

/// The pixman objects a bitmap context keeps for its direct image draws (`CGContext+DirectImage.swift`),
/// made at the first such draw and reused by every later one, so that a steady frame allocates nothing:
/// an image over the context's own pixels and the coverage line.
///
/// The coverage line is the mask Cairo's in-place span renderer composites through: one row of a8
/// coverage with a row stride of 0, so every row of the mask reads the same bytes. It grows (a new image
/// over a larger line) only when a draw is wider than any before.
final class PixmanTarget {
    /// The context's pixels as a pixman destination.
    let destination: OpaquePointer
    /// The a8 mask over `line`, `capacity` wide and as tall as the destination.
    private(set) var mask: OpaquePointer
    /// The coverage bytes the mask reads.
    private(set) var line: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private let height: Int32

    /// Wraps an ARGB32 image surface's pixels; nil if pixman cannot.
    init?(data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard let d = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                               data.assumingMemoryBound(to: UInt32.self), Int32(stride)) else { return nil }
        let cap = 256
        let l = UnsafeMutablePointer<UInt8>.allocate(capacity: cap)
        guard let m = pixman_image_create_bits(PIXMAN_a8, Int32(cap), Int32(height),
                                               UnsafeMutableRawPointer(l).assumingMemoryBound(to: UInt32.self), 0) else {
            pixman_image_unref(d)
            l.deallocate()
            return nil
        }
        destination = d
        mask = m
        line = l
        capacity = cap
        self.height = Int32(height)
    }

    /// Makes the coverage line at least `width` bytes; false if pixman cannot make the larger mask.
    func reserve(_ width: Int) -> Bool {
        if width <= capacity { return true }
        let cap = (width + 255) & ~255
        let l = UnsafeMutablePointer<UInt8>.allocate(capacity: cap)
        guard let m = pixman_image_create_bits(PIXMAN_a8, Int32(cap), height,
                                               UnsafeMutableRawPointer(l).assumingMemoryBound(to: UInt32.self), 0) else {
            l.deallocate()
            return false
        }
        pixman_image_unref(mask)
        line.deallocate()
        mask = m
        line = l
        capacity = cap
        return true
    }

    deinit {
        pixman_image_unref(mask)
        pixman_image_unref(destination)
        line.deallocate()
    }
}
