import Foundation
import CoreGraphics

/// A layer that lays out and draws plain or attributed text, mirroring `CATextLayer`.
///
/// Defaults are Apple's: Helvetica (Inter stands in) at 36 pt, opaque white, not wrapped, no truncation,
/// natural alignment. The text is drawn from the top of the layer; attributed strings keep their own
/// attributes, the layer's font, size and colour filling in where they set none.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (`string`).
    open var string: Any? { didSet { textChanged() } }
    /// The font: a `UIFont` or a font name (`font`); nil means Helvetica. The size comes from `fontSize`.
    open var font: CFTypeRef? { didSet { textChanged() } }
    /// The font size (`fontSize`; 36).
    open var fontSize: CGFloat = 36 { didSet { textChanged() } }
    /// The text colour (`foregroundColor`; opaque white).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { textChanged() } }
    /// Whether the text wraps at the layer's width (`isWrapped`; false).
    open var isWrapped = false { didSet { textChanged() } }
    /// How text that does not fit is truncated (`truncationMode`; `.none`).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { textChanged() } }
    /// Horizontal alignment (`alignmentMode`; `.natural`).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { textChanged() } }
    /// Whether glyphs may be quantized to subpixels (`allowsFontSubpixelQuantization`; false).
    open var allowsFontSubpixelQuantization = false

    var cachedLayout: (TextLayout, AttributedTextResolution)?

    /// Creates a text layer with Apple's defaults.
    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// Creates a copy of `layer`'s properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        needsDisplayOnBoundsChange = true
        guard let l = layer as? CATextLayer else { return }
        string = l.string; font = l.font; fontSize = l.fontSize; foregroundColor = l.foregroundColor
        isWrapped = l.isWrapped; truncationMode = l.truncationMode; alignmentMode = l.alignmentMode
        allowsFontSubpixelQuantization = l.allowsFontSubpixelQuantization
    }

    /// Archives are not supported on Linux: a layer with default values (see `CALayer.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        needsDisplayOnBoundsChange = true
    }

    private func textChanged() {
        cachedLayout = nil
        setNeedsDisplay()
    }

    /// The font the layer's properties select.
    var fontSpec: TextFontSpec {
        let size = fontSize.isFinite && fontSize > 0 ? Double(fontSize) : 36
        if let f = font as? TextFontProviding {
            var s = f.textFontSpec
            s.size = size
            return s
        }
        if let name = font as? String, let r = SystemFontFamilies.resolve(name: name, size: size) { return r.spec }
        return TextFontSpec(families: SystemFontFamilies.helvetica, size: size)
    }

    /// The layout for the current bounds.
    func textLayout() -> (TextLayout, AttributedTextResolution)? {
        let attributed: NSAttributedString
        switch string {
        case let s as NSAttributedString: attributed = s
        case let s as String: attributed = NSAttributedString(string: s)
        case let s as NSString: attributed = NSAttributedString(string: String(s))
        default: return nil
        }
        let width = Double(bounds.width)
        if let c = cachedLayout, c.0.key.width == (isWrapped || truncationMode != .none ? width : nil) { return c }
        var p = TextParagraphSpec()
        switch alignmentMode {
        case .left: p.alignment = .left
        case .right: p.alignment = .right
        case .center: p.alignment = .center
        case .justified: p.alignment = .justified
        default: p.alignment = .natural
        }
        switch truncationMode {
        case .start: p.truncation = .head
        case .middle: p.truncation = .middle
        case .end: p.truncation = .tail
        default: p.truncation = .none
        }
        let color = textDrawColor
        let useWidth = isWrapped || truncationMode != .none || p.alignment != .natural
        // Core Animation: `font`, `fontSize` and `foregroundColor` apply only to a plain string; an
        // attributed string's own attributes rule, over Core Text's defaults (Helvetica 12, black).
        let defaultFont = string is NSAttributedString ? TextFontSpec(families: SystemFontFamilies.helvetica, size: 12) : fontSpec
        var res = AttributedTextConverter.resolve(attributed, defaultFont: defaultFont, drawColor: color, defaultParagraph: p,
                                                  width: useWidth && width > 0 ? width : nil, maximumLines: 0)
        res.key.paragraph.alignment = p.alignment
        res.key.paragraph.truncation = p.truncation
        var layout = TextLayout.make(res.key)
        if truncationMode != .none, width > 0 {
            // Truncate the last line that fits (one line when not wrapping).
            let fit = isWrapped ? max(1, layout.lines.filter { $0.rect.maxY <= Double(bounds.height) + 0.5 }.count) : 1
            if !isWrapped || fit < layout.lines.count {
                res.key.maximumLines = fit
                if !isWrapped { res.key.paragraph.wrap = .word }
                layout = TextLayout.make(res.key)
            }
        }
        cachedLayout = (layout, res)
        return (layout, res)
    }

    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let (layout, res) = textLayout() else { return }
        let color = textDrawColor
        layout.draw(in: ctx, at: .zero, color: color, strokeWidth: res.strokeWidth, strokeColor: res.strokeColor ?? color)
    }

    /// The colour of text without its own colour: `foregroundColor` for a plain string, black for an
    /// attributed string (whose colour comes from its attributes only).
    private var textDrawColor: TextColor {
        if string is NSAttributedString { return CGColor(gray: 0, alpha: 1).textColor }
        return (foregroundColor ?? CGColor(gray: 0, alpha: 1)).textColor
    }

    /// The size the text needs (`preferredFrameSize()`).
    open override func preferredFrameSize() -> CGSize {
        guard let (layout, _) = textLayout() else { return .zero }
        return CGSize(width: ceil(layout.size.width), height: ceil(layout.size.height))
    }
}

/// How a text layer truncates, mirroring `CATextLayerTruncationMode` (raw values as Apple's).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns lines, mirroring `CATextLayerAlignmentMode` (raw values as Apple's).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
