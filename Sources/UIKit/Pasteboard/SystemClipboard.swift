import Foundation

/// The desktop's clipboard as the general pasteboard sees it: plain text in and out. A host that has a
/// desktop (the SDL host) installs one; without one (the headless host, tests) the general pasteboard
/// lives in the process only. The backend code stays in the host, so `UIPasteboard` never knows which
/// toolkit carries the text.
@MainActor package protocol SystemClipboard: AnyObject {
    /// The clipboard's text, nil when it holds none.
    func readText() -> String?
    /// Makes `text` the clipboard's content (other programs paste it).
    func writeText(_ text: String)
}
