import Foundation
import CCairo
import Synchronization

/// The pixman image an image lends to the direct draw path (`CGContext+DirectImage.swift`).
///
/// Cairo wraps an image's pixels in a new pixman image (and a new transform) every time it draws them at a
/// fractional offset. The direct path keeps one per image instead, made at first use, with Cairo's repeat
/// for such a draw (none) set once, and the filter and transform set in place before each draw; and a
/// second one, never transformed, for draws on whole pixels (pixman frees an identity transform, and a
/// translated one would send the copy through its slower transformed paths). One draw holds it at a time: the slot is taken with a compare-and-swap, and a draw that
/// finds it taken (the same image drawn on another thread at that moment) goes through Cairo instead.
extension CGImage {
    /// Takes the image's pixman image for transformed draws (`plain` false) or untransformed ones, making
    /// it first if needed; nil while another draw holds it.
    func takePixmanSource(plain: Bool) -> OpaquePointer? {
        plain ? takePixmanSource(from: pixmanPlainSlot) : takePixmanSource(from: pixmanSlot)
    }

    private func takePixmanSource(from slot: borrowing Atomic<UInt>) -> OpaquePointer? {
        let kept = slot.load(ordering: .acquiring)
        if kept > 1 {
            guard slot.compareExchange(expected: kept, desired: 1, ordering: .acquiring).exchanged else { return nil }
            return OpaquePointer(bitPattern: kept)
        }
        guard kept == 0, slot.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { return nil }
        let format = alphaInfo == .noneSkipFirst ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8
        guard let made = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                  pixels.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow)) else {
            slot.store(0, ordering: .releasing)
            return nil
        }
        pixman_image_set_repeat(made, PIXMAN_REPEAT_NONE)
        return made
    }

    /// Gives back the pixman image `takePixmanSource(plain:)` returned.
    func returnPixmanSource(_ image: OpaquePointer, plain: Bool) {
        let address = UInt(bitPattern: Int(bitPattern: image))
        if plain { pixmanPlainSlot.store(address, ordering: .releasing) } else { pixmanSlot.store(address, ordering: .releasing) }
    }

    /// Frees the kept pixman images (from `deinit`, when no draw can hold them).
    func releasePixmanSource() {
        let kept = pixmanSlot.load(ordering: .acquiring), plain = pixmanPlainSlot.load(ordering: .acquiring)
        if kept > 1, let image = OpaquePointer(bitPattern: kept) { pixman_image_unref(image) }
        if plain > 1, let image = OpaquePointer(bitPattern: plain) { pixman_image_unref(image) }
    }
}
