import Foundation

/// The uniform type identifiers item providers use on Linux, where the UniformTypeIdentifiers framework
/// is missing: the few types dropped files and text have, the parents each conforms to, and the type of
/// a file from its name's extension (anything unknown is `public.data`).
enum ItemProviderTypeIdentifiers {
    static let item = "public.item"
    static let content = "public.content"
    static let data = "public.data"
    static let text = "public.text"
    static let plainText = "public.plain-text"
    static let utf8PlainText = "public.utf8-plain-text"
    static let url = "public.url"
    static let fileURL = "public.file-url"

    /// Each type's direct parents.
    private static let parents: [String: [String]] = [
        utf8PlainText: [plainText], plainText: [text], "public.html": [text], "public.json": [text],
        text: [data, content], "public.png": ["public.image"], "public.jpeg": ["public.image"],
        "public.image": [data, content], "com.adobe.pdf": [data, content], fileURL: [url], url: [data],
        data: [item], content: [item],
    ]

    /// Whether `type` is `parent` or conforms to it through the parents above.
    static func conforms(_ type: String, to parent: String) -> Bool {
        if type == parent { return true }
        return (parents[type] ?? (type == item ? [] : [data])).contains { conforms($0, to: parent) }
    }

    /// The type of the file at `url`, from its extension.
    static func type(ofFileAt url: URL) -> String {
        switch url.pathExtension.lowercased() {
        case "txt", "text": return plainText
        case "html", "htm": return "public.html"
        case "json": return "public.json"
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "pdf": return "com.adobe.pdf"
        default: return data
        }
    }
}
