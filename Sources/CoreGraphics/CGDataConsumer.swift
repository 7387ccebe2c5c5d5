import Foundation

/// A destination for data Core Graphics writes (PDF documents), mirroring `CGDataConsumer`.
public final class CGDataConsumer: @unchecked Sendable {
    let data: CFMutableData?
    let url: URL?

    /// A consumer appending to `data`.
    public init?(data: CFMutableData) { self.data = data; self.url = nil }

    /// A consumer writing the file at `url` (written when the document is closed); nil for a non-file URL.
    public init?(url: CFURL) {
        guard url.isFileURL else { return nil }
        self.data = nil; self.url = url
    }
}

/// A source of data, mirroring `CGDataProvider`: `CGImage.dataProvider` hands out the pixel bytes through it.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (`data`, a copy owned by the provider).
    public let data: CFData?

    /// A provider over a copy of `data`.
    public init?(data: CFData) { self.data = data }

    /// A provider reading the file at `url`; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let d = NSData(contentsOf: url) else { return nil }
        self.data = d
    }
}
