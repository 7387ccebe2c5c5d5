import Foundation

/// A type an item provider can make from data, mirroring `NSItemProviderReading`. `String` and `URL`
/// conform (Apple's bridged `NSString` and `NSURL` do).
public protocol NSItemProviderReading: SendableMetatype {
    /// The types the type can be read from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes a value from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A type an item provider can hand out as data, mirroring `NSItemProviderWriting`.
public protocol NSItemProviderWriting {
    /// The types the value can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Produces the value's data of type `typeIdentifier`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// Why an item provider could not produce what was asked, in Foundation's Cocoa error domain as Apple's
/// `NSItemProvider` reports it.
enum ItemProviderError {
    static func unavailable(_ type: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "No item of type \(type) is available."])
    }
}

extension String: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [ItemProviderTypeIdentifiers.utf8PlainText, ItemProviderTypeIdentifiers.plainText, ItemProviderTypeIdentifiers.text]
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let s = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return s
    }
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [ItemProviderTypeIdentifiers.utf8PlainText, ItemProviderTypeIdentifiers.plainText]
    }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

extension URL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [ItemProviderTypeIdentifiers.fileURL, ItemProviderTypeIdentifiers.url]
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let s = String(data: data, encoding: .utf8), let url = URL(string: s) else { throw CocoaError(.fileReadCorruptFile) }
        return url
    }
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [ItemProviderTypeIdentifiers.fileURL, ItemProviderTypeIdentifiers.url]
    }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if typeIdentifier == ItemProviderTypeIdentifiers.fileURL, !isFileURL {
            completionHandler(nil, ItemProviderError.unavailable(typeIdentifier))
        } else {
            completionHandler(Data(absoluteString.utf8), nil)
        }
        return nil
    }
}
