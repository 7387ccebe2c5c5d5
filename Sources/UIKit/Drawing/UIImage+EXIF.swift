import Foundation

/// The EXIF orientation of JPEG data, which `UIImage(data:)` turns into `imageOrientation` as iOS does
/// (camera photos are stored sideways with a tag saying how to turn them).
extension UIImage {
    /// The orientation the EXIF `Orientation` tag (0x0112) in a JPEG's APP1 segment asks for; nil when the
    /// data is not a JPEG or has no (valid) tag.
    static func exifOrientation(ofJPEG data: Data) -> Orientation? {
        let b = [UInt8](data.prefix(128 * 1024))
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xDA || marker == 0xD9 { return nil } // image data starts: no more metadata
            let len = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard len >= 2, i + 2 + len <= b.count else { return nil }
            if marker == 0xE1, len >= 16, Array(b[(i + 4)..<(i + 10)]) == Array("Exif\0\0".utf8) {
                return tiffOrientation(Array(b[(i + 10)..<(i + 2 + len)]))
            }
            i += 2 + len
        }
        return nil
    }

    /// Reads tag 0x0112 from IFD0 of a TIFF block (either byte order).
    static func tiffOrientation(_ t: [UInt8]) -> Orientation? {
        guard t.count >= 8 else { return nil }
        let big: Bool
        switch (t[0], t[1]) {
        case (0x4D, 0x4D): big = true
        case (0x49, 0x49): big = false
        default: return nil
        }
        func u16(_ o: Int) -> Int? {
            guard o >= 0, o + 2 <= t.count else { return nil }
            return big ? Int(t[o]) << 8 | Int(t[o + 1]) : Int(t[o + 1]) << 8 | Int(t[o])
        }
        func u32(_ o: Int) -> Int? {
            guard let hi = u16(big ? o : o + 2), let lo = u16(big ? o + 2 : o) else { return nil }
            return hi << 16 | lo
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for k in 0..<min(count, 512) {
            let e = ifd + 2 + k * 12
            guard let tag = u16(e) else { return nil }
            if tag == 0x0112, let value = u16(e + 8) {
                // EXIF 1...8 → UIImage.Orientation, as Apple pairs CGImagePropertyOrientation with it.
                switch value {
                case 1: return .up
                case 2: return .upMirrored
                case 3: return .down
                case 4: return .downMirrored
                case 5: return .leftMirrored
                case 6: return .right
                case 7: return .rightMirrored
                case 8: return .left
                default: return nil
                }
            }
        }
        return nil
    }
}
