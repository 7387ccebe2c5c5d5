import Foundation

/// Horizontal text alignment, mirroring `NSTextAlignment` (iOS raw values: natural is 4).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0
    case center = 1
    case right = 2
    /// Both edges flush; the last line of a paragraph is aligned naturally.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4

    var spec: TextParagraphSpec.Alignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// How text is wrapped and truncated, mirroring `NSLineBreakMode` (raw values as Apple's).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    var truncation: TextParagraphSpec.Truncation {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        case .byTruncatingTail: return .tail
        default: return .none
        }
    }
}

/// The base writing direction, mirroring `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable, Hashable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Line-breaking strategies, mirroring `NSParagraphStyle.LineBreakStrategy`.
extension NSParagraphStyle {
    public struct LineBreakStrategy: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// Underline and strikethrough styles, mirroring `NSUnderlineStyle` (raw values as Apple's).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable, TextIntegerProviding {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
    package var textInteger: Int { rawValue }
}

/// Options of string drawing and measuring, mirroring `NSStringDrawingOptions` (raw values as Apple's).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as multi-line text with the origin at the top-left of the first line fragment (otherwise the
    /// origin is the baseline of a single line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds rather than typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add an ellipsis to the last visible line when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
