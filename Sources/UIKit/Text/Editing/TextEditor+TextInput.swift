import Foundation

/// The `UITextInput` methods UITextField and UITextView share, on positions holding UTF-16 offsets: the
/// one forwarding layer behind both. Each view declares the protocol's members in its own class body, as
/// `open` members an app may override (a subclass that hides the caret overrides `caretRect(for:)`), and
/// each member is one call into this layer; only the field's `selectedTextRange` (nil while not
/// editing) differs.
extension TextEditor {
    var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    var endOfDocument: UITextPosition { IndexedPosition(length) }
    var markedTextRange: UITextRange? { marked.map { IndexedRange($0) } }
    var selectedTextRange: UITextRange? { IndexedRange(selection) }

    func setSelectedTextRange(_ range: UITextRange?) {
        if let r = range as? IndexedRange { setSelection(r.range) }
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedPosition(closestOffset(to: point)) }

    func offset(of p: UITextPosition) -> Int? {
        guard let o = (p as? IndexedPosition)?.offset, o >= 0, o <= length else { return nil }
        return o
    }

    func nsRange(of r: UITextRange) -> NSRange? {
        guard let ir = r as? IndexedRange, ir.range.location >= 0, ir.range.location + ir.range.length <= length else { return nil }
        return ir.range
    }

    func text(in range: UITextRange) -> String? {
        guard let r = nsRange(of: range) else { return nil }
        return (text as NSString).substring(with: r)
    }

    func replace(_ range: UITextRange, withText string: String) {
        guard let r = nsRange(of: range) else { return }
        replace(r, with: string)
    }

    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        guard let x = offset(of: a), let y = offset(of: b) else { return nil }
        return IndexedRange(x, y)
    }

    func position(from p: UITextPosition, offset d: Int) -> UITextPosition? {
        guard let o = offset(of: p) else { return nil }
        let (t, overflow) = o.addingReportingOverflow(d)
        guard !overflow, t >= 0, t <= length else { return nil }
        return IndexedPosition(t)
    }

    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset d: Int) -> UITextPosition? {
        guard let o = offset(of: p) else { return nil }
        switch direction {
        case .left, .right:
            var t = o
            let b = boundaries
            for _ in 0..<min(max(d, 0), length + 1) { t = (direction == .right) ? b.next(after: t) : b.previous(before: t) }
            return IndexedPosition(t)
        case .up, .down:
            var t = o
            for _ in 0..<min(max(d, 0), 100_000) {
                let next = moveTarget(direction == .up ? .up : .down, from: t)
                if next == t { break }
                t = next
            }
            return IndexedPosition(t)
        }
    }

    func compare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult {
        let x = (a as? IndexedPosition)?.offset ?? 0, y = (b as? IndexedPosition)?.offset ?? 0
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func offset(from a: UITextPosition, to b: UITextPosition) -> Int {
        ((b as? IndexedPosition)?.offset ?? 0) - ((a as? IndexedPosition)?.offset ?? 0)
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = nsRange(of: range) else { return nil }
        return IndexedPosition(direction == .left || direction == .up ? r.location : r.location + r.length)
    }

    func characterRange(byExtending p: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let o = offset(of: p) else { return nil }
        let b = boundaries
        let t = direction == .left || direction == .up ? b.previous(before: o) : b.next(after: o)
        return IndexedRange(o, t)
    }

    var baseWritingDirection: NSWritingDirection {
        TextEngine.startsRightToLeft(text) ? .rightToLeft : .leftToRight
    }

    func firstRect(for range: UITextRange) -> CGRect {
        guard let r = nsRange(of: range) else { return .null }
        if r.length == 0 { return caretRect(at: r.location) }
        return selectionRects(for: r).first?.rect ?? .null
    }

    func caretRect(for p: UITextPosition) -> CGRect {
        guard let o = offset(of: p) else { return .null }
        return caretRect(at: o)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = nsRange(of: range) else { return [] }
        return selectionRects(for: r)
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = nsRange(of: range) else { return nil }
        let o = closestOffset(to: point)
        return IndexedPosition(min(max(o, r.location), r.location + r.length))
    }

    func characterRange(at point: CGPoint) -> UITextRange? {
        guard length > 0 else { return nil }
        let (layout, origin, bullets) = host.editorLayout()
        // The cluster under the point: the caret position left of it.
        let d = layout.utf16Offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        var start = realOffset(d, bullets: bullets)
        let caretX = caretRect(at: start).midX
        if point.x < caretX, start > 0 { start = boundaries.previous(before: start) }
        let end = boundaries.next(after: start)
        return end > start ? IndexedRange(start, end) : nil
    }
}
