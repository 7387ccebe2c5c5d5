import Foundation

/// Where the catalog reports its layout and size transitions: nowhere unless `sink` is set (the demo
/// prints them as `catalog:` lines when `UIKIT_DEMO_LOG=1`, for the end-to-end tests).
@MainActor
public enum CatalogLog {
    /// Receives each line.
    public static var sink: ((String) -> Void)?

    static func record(_ line: String) { sink?(line) }
}
