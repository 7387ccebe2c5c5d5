import Foundation

/// The general pasteboard's link to the desktop clipboard: its strings and URLs are the clipboard's text
/// while a host with a desktop runs. The app's own changes are written through at once; the outside
/// clipboard is read when the app becomes active, as iOS refreshes `changeCount` when an app returns to
/// the foreground, and a different text replaces the contents (bumping `changeCount` and posting
/// `changedNotification`). Images and colours have no desktop form here: they stay in the process.
extension UIPasteboard {
    @MainActor final class SystemLink {
        var clipboard: (any SystemClipboard)?
        /// The text the pasteboard and the clipboard last agreed on (written or read).
        var lastText: String?
        /// Set while the pasteboard adopts the clipboard's text, so that the change is not written back.
        var adopting = false
    }
    static let systemLink = SystemLink()

    /// The desktop clipboard behind the general pasteboard (nil: the pasteboard stays in the process).
    /// Hosts set it when they start; installing one adopts its current text without a change
    /// notification, as the app starts with the system's pasteboard.
    package static var systemClipboard: (any SystemClipboard)? {
        get { systemLink.clipboard }
        set {
            systemLink.clipboard = newValue
            systemLink.lastText = nil
            guard let newValue else { return }
            let text = newValue.readText()
            systemLink.lastText = text
            if let text { generalBoard._adoptSilently(UIPasteboard.items(forClipboardText: text)) }
        }
    }

    /// The items the pasteboard holds for clipboard text: the string, and the URL too when the whole
    /// text is one absolute URL (as a copied link is both on iOS).
    static func items(forClipboardText text: String) -> [[String: Any]] {
        var item: [String: Any] = [stringType: text]
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace), let url = URL(string: trimmed),
           let scheme = url.scheme, !scheme.isEmpty, trimmed.hasPrefix(scheme + ":") {
            item[urlType] = url
        }
        return [item]
    }

    /// The clipboard text for the general pasteboard's contents: its first string, else its first URL;
    /// nil when it holds neither (images and colours stay in the process).
    var clipboardText: String? {
        if let s = string { return s }
        return url.map { $0.isFileURL ? $0.path : $0.absoluteString }
    }

    /// After a change of the general pasteboard: its text goes to the desktop clipboard.
    func _writeThroughIfGeneral() {
        guard self === UIPasteboard.generalBoard, !UIPasteboard.systemLink.adopting,
              let clipboard = UIPasteboard.systemLink.clipboard, let text = clipboardText else { return }
        // Written even when it equals the last agreed text: another program may have replaced it since.
        UIPasteboard.systemLink.lastText = text
        clipboard.writeText(text)
    }

    /// The app became active: when the desktop clipboard's text differs from the one the pasteboard last
    /// agreed with, the general pasteboard takes it (one change: `changeCount` + 1, `changedNotification`).
    package static func _adoptSystemClipboard() {
        let link = systemLink
        guard let clipboard = link.clipboard, let text = clipboard.readText(), text != link.lastText else { return }
        link.lastText = text
        link.adopting = true
        defer { link.adopting = false }
        generalBoard.items = items(forClipboardText: text)
    }
}
