import Foundation

/// A source of data, mirroring `CGDataProvider`: `CGImage.dataProvider` hands out the pixel bytes through it.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (`data`, a copy owned by the provider).
    public let data: CFData?

    /// A provider over a copy of `data`.
    public init?(data: CFData) { self.data = (data.copy() as? NSData) ?? data }

    /// A provider reading the file at `url`; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let d = NSData(contentsOf: url) else { return nil }
        self.data = d
    }
}
