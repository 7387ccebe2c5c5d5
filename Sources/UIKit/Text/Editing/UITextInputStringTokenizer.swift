import Foundation

/// The tokenizer UIKit's text inputs use, mirroring `UITextInputStringTokenizer`: characters are grapheme
/// clusters and words are the text engine's (UAX #29) words; lines and paragraphs end at line breaks.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    weak var editor: TextEditor?
    weak var input: (any UITextInput)?

    /// A tokenizer for `textInput` (`init(textInput:)`).
    public init(textInput: UIResponder & UITextInput) {
        self.input = textInput
        super.init()
    }

    init(editor: TextEditor) {
        self.editor = editor
        super.init()
    }

    private var text: String {
        if let e = editor { return e.text }
        guard let i = input, let r = i.textRange(from: i.beginningOfDocument, to: i.endOfDocument) else { return "" }
        return i.text(in: r) ?? ""
    }

    private func offset(_ p: UITextPosition) -> Int? { (p as? IndexedPosition)?.offset }

    private func forward(_ d: UITextDirection) -> Bool {
        d == .storage(.forward) || d == .layout(.right) || d == .layout(.down)
    }

    /// Boundaries of `granularity` in the text, ascending.
    private func stops(_ g: UITextGranularity) -> [Int] {
        let t = text
        let b = editor?.boundaries ?? TextEngine.boundaries(of: t)
        switch g {
        case .character: return b.carets
        case .word: return Array(b.wordStarts.union(b.wordEnds)).sorted()
        case .sentence, .paragraph, .line:
            var out = [0]
            for (i, u) in t.utf16.enumerated() where u == 10 || u == 13 || u == 0x2029 { out.append(i); out.append(i + 1) }
            out.append(t.utf16.count)
            return Array(Set(out)).sorted()
        case .document: return [0, t.utf16.count]
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange? {
        guard let o = offset(position) else { return nil }
        let s = stops(granularity)
        if forward(direction) {
            guard let end = s.first(where: { $0 > o }), let start = s.last(where: { $0 <= o }) else { return nil }
            return IndexedRange(start, end)
        }
        guard let start = s.last(where: { $0 < o }), let end = s.first(where: { $0 >= o }) else { return nil }
        return IndexedRange(start, end)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let o = offset(position) else { return false }
        return stops(granularity).contains(o)
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition? {
        guard let o = offset(position) else { return nil }
        let s = stops(granularity)
        let t = forward(direction) ? s.first(where: { $0 > o }) : s.last(where: { $0 < o })
        return t.map { IndexedPosition($0) }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let o = offset(position) else { return false }
        let n = text.utf16.count
        return forward(direction) ? o < n && (granularity != .word || !editorWordEnds.contains(o) || editorWordStarts.contains(o))
                                  : o > 0
    }

    private var editorWordEnds: Set<Int> { (editor?.boundaries ?? TextEngine.boundaries(of: text)).wordEnds }
    private var editorWordStarts: Set<Int> { (editor?.boundaries ?? TextEngine.boundaries(of: text)).wordStarts }
}
