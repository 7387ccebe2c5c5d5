import Foundation

/// A position in a text input, mirroring `UITextPosition`: opaque; each adopter of `UITextInput` makes its
/// own. UIKit's text field and text view hand out positions that hold a UTF-16 offset.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position (adopters subclass it).
    public override init() { super.init() }
}

/// A range between two positions, mirroring `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range (adopters subclass it).
    public override init() { super.init() }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { true }
    /// The start of the range.
    open var start: UITextPosition { UITextPosition() }
    /// The end of the range.
    open var end: UITextPosition { UITextPosition() }
}

/// The positions UITextField and UITextView make: a UTF-16 offset into their text.
final class IndexedPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset; super.init() }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "IndexedPosition(\(offset))" }
}

/// The ranges UITextField and UITextView make: a UTF-16 `NSRange` of their text.
final class IndexedRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range; super.init() }
    convenience init(_ a: Int, _ b: Int) { self.init(NSRange(location: min(a, b), length: abs(b - a))) }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedPosition(range.location) }
    override var end: UITextPosition { IndexedPosition(range.location + range.length) }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "IndexedRange(\(range.location), \(range.length))" }
}

/// A rectangle of a selection's highlight, mirroring `UITextSelectionRect`.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    let _rect: CGRect
    let _containsStart: Bool
    let _containsEnd: Bool
    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        _rect = rect; _containsStart = containsStart; _containsEnd = containsEnd
        super.init()
    }
    /// Creates an empty selection rectangle (adopters subclass it).
    public override init() { _rect = .zero; _containsStart = false; _containsEnd = false; super.init() }
    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { _rect }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { _containsStart }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { _containsEnd }
    /// Whether the text is vertical.
    open var isVertical: Bool { false }
}
