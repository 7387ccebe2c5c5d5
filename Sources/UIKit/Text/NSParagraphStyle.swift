import Foundation

/// Paragraph attributes, mirroring `NSParagraphStyle` (immutable; `NSMutableParagraphStyle` changes them).
/// Defaults as Apple documents: natural alignment, word wrapping, zero spacing and indents, 12 left tab stops
/// every 28 points.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable, TextParagraphProviding {
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _paragraphSpacingBefore: CGFloat = 0
    var _firstLineHeadIndent: CGFloat = 0
    var _headIndent: CGFloat = 0
    var _tailIndent: CGFloat = 0
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0
    var _baseWritingDirection: NSWritingDirection = .natural
    var _hyphenationFactor: Float = 0
    var _tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    var _defaultTabInterval: CGFloat = 0
    var _allowsDefaultTighteningForTruncation = false
    var _lineBreakStrategy: LineBreakStrategy = []

    public override init() { super.init() }

    /// The default paragraph style (`default`).
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction for a language (`defaultWritingDirection(forLanguage:)`): right to left for
    /// Arabic, Hebrew, Persian, Urdu and a few others, left to right otherwise.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let rtl: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"]
        guard let l = languageName?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first else { return .leftToRight }
        return rtl.contains(String(l)) ? .rightToLeft : .leftToRight
    }

    open var alignment: NSTextAlignment { _alignment }
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    open var lineSpacing: CGFloat { _lineSpacing }
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    open var headIndent: CGFloat { _headIndent }
    open var tailIndent: CGFloat { _tailIndent }
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    open var hyphenationFactor: Float { _hyphenationFactor }
    open var tabStops: [NSTextTab]! { _tabStops }
    open var defaultTabInterval: CGFloat { _defaultTabInterval }
    open var allowsDefaultTighteningForTruncation: Bool { _allowsDefaultTighteningForTruncation }
    open var lineBreakStrategy: LineBreakStrategy { _lineBreakStrategy }

    func copyValues(to c: NSParagraphStyle) -> NSParagraphStyle {
        c._alignment = _alignment; c._lineBreakMode = _lineBreakMode; c._lineSpacing = _lineSpacing
        c._paragraphSpacing = _paragraphSpacing; c._paragraphSpacingBefore = _paragraphSpacingBefore
        c._firstLineHeadIndent = _firstLineHeadIndent; c._headIndent = _headIndent; c._tailIndent = _tailIndent
        c._minimumLineHeight = _minimumLineHeight; c._maximumLineHeight = _maximumLineHeight
        c._lineHeightMultiple = _lineHeightMultiple; c._baseWritingDirection = _baseWritingDirection
        c._hyphenationFactor = _hyphenationFactor; c._tabStops = _tabStops; c._defaultTabInterval = _defaultTabInterval
        c._allowsDefaultTighteningForTruncation = _allowsDefaultTighteningForTruncation
        c._lineBreakStrategy = _lineBreakStrategy
        return c
    }

    open func copy(with zone: NSZone? = nil) -> Any { copyValues(to: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(to: NSMutableParagraphStyle()) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return o.textParagraphSpec == textParagraphSpec && o._lineBreakMode == _lineBreakMode
            && o._paragraphSpacing == _paragraphSpacing && o._paragraphSpacingBefore == _paragraphSpacingBefore
    }
    open override var hash: Int { textParagraphSpec.hashValue }

    /// What the text engine applies.
    package var textParagraphSpec: TextParagraphSpec {
        var p = TextParagraphSpec()
        func f(_ x: CGFloat) -> Double { x.isFinite ? Double(x) : 0 }
        p.alignment = _alignment.spec
        p.wrap = _lineBreakMode == .byCharWrapping ? .char : .word
        p.truncation = _lineBreakMode.truncation
        p.lineSpacing = max(0, f(_lineSpacing))
        p.lineHeightMultiple = max(0, f(_lineHeightMultiple))
        p.minimumLineHeight = max(0, f(_minimumLineHeight))
        p.maximumLineHeight = max(0, f(_maximumLineHeight))
        p.firstLineHeadIndent = max(0, f(_firstLineHeadIndent))
        p.headIndent = max(0, f(_headIndent))
        p.tailIndent = f(_tailIndent)
        p.rightToLeft = _baseWritingDirection == .natural ? nil : _baseWritingDirection == .rightToLeft
        let isDefaultTabs = _tabStops.count == 12 && _tabStops.enumerated().allSatisfy { $0.element.location == CGFloat($0.offset + 1) * 28 }
        if !isDefaultTabs { p.tabStops = _tabStops.map { f($0.location) } }
        return p
    }
}

/// A paragraph style whose attributes can change, mirroring `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { _alignment } set { _alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { _lineBreakMode } set { _lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { _lineSpacing } set { _lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { _paragraphSpacing } set { _paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { _paragraphSpacingBefore } set { _paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { _firstLineHeadIndent } set { _firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { _headIndent } set { _headIndent = newValue } }
    open override var tailIndent: CGFloat { get { _tailIndent } set { _tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { _minimumLineHeight } set { _minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { _maximumLineHeight } set { _maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { _lineHeightMultiple } set { _lineHeightMultiple = newValue } }
    open override var baseWritingDirection: NSWritingDirection { get { _baseWritingDirection } set { _baseWritingDirection = newValue } }
    open override var hyphenationFactor: Float { get { _hyphenationFactor } set { _hyphenationFactor = newValue } }
    open override var tabStops: [NSTextTab]! { get { _tabStops } set { _tabStops = newValue ?? [] } }
    open override var defaultTabInterval: CGFloat { get { _defaultTabInterval } set { _defaultTabInterval = newValue } }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { _allowsDefaultTighteningForTruncation } set { _allowsDefaultTighteningForTruncation = newValue }
    }
    open override var lineBreakStrategy: LineBreakStrategy { get { _lineBreakStrategy } set { _lineBreakStrategy = newValue } }

    /// Adds a tab stop (`addTabStop(_:)`).
    open func addTabStop(_ anObject: NSTextTab) { _tabStops.append(anObject); _tabStops.sort { $0.location < $1.location } }
    /// Removes a tab stop equal to `anObject` (`removeTabStop(_:)`).
    open func removeTabStop(_ anObject: NSTextTab) { _tabStops.removeAll { $0.isEqual(anObject) } }
    /// Copies every attribute of `obj` (`setParagraphStyle(_:)`).
    open func setParagraphStyle(_ obj: NSParagraphStyle) { _ = obj.copyValues(to: self) }
}

/// A tab stop, mirroring `NSTextTab`.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Options of a tab stop (`NSTextTab.OptionKey`).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }
    public let alignment: NSTextAlignment
    public let location: CGFloat
    public let options: [NSTextTab.OptionKey: Any]

    /// A tab stop at `loc` points (`init(textAlignment:location:options:)`).
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column (`columnTerminators(for:)`).
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet { CharacterSet(charactersIn: "\t") }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSTextTab else { return false }
        return o.alignment == alignment && o.location == location
    }
    open override var hash: Int { location.hashValue }
}
