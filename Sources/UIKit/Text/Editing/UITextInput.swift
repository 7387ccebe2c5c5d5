import Foundation

/// Text entry by a keyboard, mirroring `UIKeyInput`: a responder that adopts it receives the characters a
/// keyboard types (`insertText(_:)`) and its delete key (`deleteBackward()`).
@MainActor public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}

/// A direction in the text's storage, mirroring `UITextStorageDirection` (Apple's raw values).
public enum UITextStorageDirection: Int, Sendable { case forward = 0, backward = 1 }

/// A direction on screen, mirroring `UITextLayoutDirection` (Apple's raw values).
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left = 3, up = 4, down = 5 }

/// A storage or layout direction, mirroring `UITextDirection` (an integer holding either).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A storage direction as a text direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A layout direction as a text direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}

/// Units of text, mirroring `UITextGranularity` (Apple's raw values).
public enum UITextGranularity: Int, Sendable {
    case character = 0, word = 1, sentence = 2, paragraph = 3, line = 4, document = 5
}

/// Receives notice of changes a text input makes outside the input system's control, mirroring
/// `UITextInputDelegate`.
@MainActor public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// Finds text units (characters, words, lines ...) around positions, mirroring `UITextInputTokenizer`.
@MainActor public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// The text-input system's view of an editable text, mirroring `UITextInput`: positions and ranges are
/// opaque objects the adopter makes; offsets count UTF-16 code units, as `NSString` does.
///
/// Marked text (an input method's provisional composition) is kept as a range of the text; there is no
/// on-screen keyboard on Linux, so only hosts' input methods and apps set it.
@MainActor public protocol UITextInput: UIKeyInput {
    /// The text in `range`, nil for a range outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection, or the caret as an empty range; nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The range of provisional (marked) text, nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// How marked text looks.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, selecting `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text.
    func unmarkText()
    /// The position at the start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The position at the end of the text.
    var endOfDocument: UITextPosition { get }
    /// A range between two positions, nil when one is not of this input.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` units from `position` in a layout direction, nil outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// The order of two positions.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The UTF-16 distance from `from` to `toPosition`.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The input system's delegate (held weakly by adopters).
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The tokenizer for text units.
    var tokenizer: any UITextInputTokenizer { get }
    /// The position farthest in `direction` within `range`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The first rectangle `range` covers (on its first line), in the adopter's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in the adopter's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that highlight `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest to `point` (the adopter's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position nearest to `point` inside `range`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
}
