import Foundation

/// The attributes UIKit defines for attributed strings, mirroring `NSAttributedString.Key`'s UIKit
/// constants (raw values as Apple's). swift-corelibs-foundation defines none of these, so there is no clash.
extension NSAttributedString.Key {
    /// `UIFont`; Helvetica 12 pt by default.
    public static let font = NSAttributedString.Key("NSFont")
    /// `NSParagraphStyle`; `NSParagraphStyle.default` by default.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `UIColor` of the text; black by default.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `UIColor` behind the text; none by default.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `NSNumber` (Int): 0 disables ligatures, 1 (default) standard ligatures.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// `NSNumber` (points) added after each character; 0 by default.
    public static let kern = NSAttributedString.Key("NSKern")
    /// `NSNumber` (points) of tracking; 0 by default.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// `NSNumber` holding an `NSUnderlineStyle` raw value for strikethrough; none by default.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// `NSNumber` holding an `NSUnderlineStyle` raw value; none by default.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `UIColor` of the stroke; the foreground colour by default.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// `NSNumber`, percent of the font size: positive strokes only, negative fills and strokes.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// `NSShadow`; none by default.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// `String` naming a text effect (`NSAttributedString.TextEffectStyle`).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// `NSTextAttachment`.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// `URL` or `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// `NSNumber` (points) raising the baseline; 0 by default.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// `UIColor` of the underline; the foreground colour by default.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// `UIColor` of the strikethrough; the foreground colour by default.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// `NSNumber` skew of the glyphs; 0 by default.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// `NSNumber` log of the horizontal expansion factor; 0 by default.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Array of `NSNumber`s (`NSWritingDirection` plus formatting type).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// `NSNumber`: 0 horizontal text (the only value on iOS).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// A text effect, mirroring `NSAttributedString.TextEffectStyle`.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The letterpress effect.
        public static let letterpressStyle = TextEffectStyle("_UIKitNewLetterpressStyle")
    }

    /// An attributed string holding one attachment character (`init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Character(Unicode.Scalar(NSTextAttachment.character)!)), attributes: [.attachment: attachment])
    }
}
