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
