import Foundation

/// What UITextField and UITextView give their shared editing engine: their text, its mutation (with
/// their delegates' say), and the geometry of their laid-out text.
@MainActor protocol TextEditorHost: UIView {
    /// The plain text being edited.
    var editorText: String { get }
    /// Whether the delegate allows replacing `range` with `text` (`shouldChangeCharactersIn` / `shouldChangeTextIn`).
    func editorShouldChange(_ range: NSRange, _ text: String) -> Bool
    /// Stores the replacement (no delegate call, no event).
    func editorStore(_ range: NSRange, _ text: String)
    /// Sends the change's delegate call, control event and notification.
    func editorDidChange()
    /// Sends the selection delegate call.
    func editorSelectionDidChange()
    /// The laid-out displayed text, where its top-left is in the host's coordinates, and whether each
    /// cluster is drawn as one bullet (secure entry).
    func editorLayout() -> (layout: TextLayout, origin: CGPoint, bullets: Bool)
    /// Whether the host takes Return as a line break (a text view) rather than as "done" (a text field).
    var editorIsMultiline: Bool { get }
    /// Whether the text can be changed from the keyboard.
    var editorIsEditable: Bool { get }
    /// Where the caret and selection views go (the host itself, or a text view's content).
    var editorVisualContainer: UIView { get }
    /// The caret moved: scroll so that `rect` (host coordinates) is visible.
    func editorScrollToVisible(_ rect: CGRect)
}

/// The editing engine shared by `UITextField` and `UITextView`: the selection as a UTF-16 `NSRange`,
/// grapheme-cluster caret movement (boundaries from the text engine), key handling, the blinking caret
/// and the selection highlight. The host keeps the text and calls its delegate.
@MainActor final class TextEditor {
    unowned let host: any TextEditorHost
    /// The selection (length 0: the caret), UTF-16 units.
    var selection = NSRange(location: 0, length: 0)
    /// The fixed end of a selection being extended with shift.
    var anchor: Int?
    /// The marked (provisional) text's range.
    var marked: NSRange?
    var markedStyle: [NSAttributedString.Key: Any]?
    weak var inputDelegate: (any UITextInputDelegate)?
    /// Whether editing is in progress (the host is first responder).
    var isEditing = false
    private var boundaryCache: (text: String, value: TextBoundaries)?
    /// Caret and selection views.
    var caretView: UIView?
    var selectionViews: [UIView] = []
    /// The underlines beneath the marked text, one per line it covers (TextEditor+MarkedText.swift).
    var markedUnderlineViews: [UIView] = []
    var blinkStart: CFTimeInterval = 0
    var blinkToken: MediaClockScheduler.Token?
    /// The blink's half period: the caret shows for 0.5 s and hides for 0.5 s.
    static let blinkInterval: CFTimeInterval = 0.5
    /// A text field's horizontal scroll (points the text is shifted left so the caret stays visible).
    var scrollX: CGFloat = 0
    lazy var tokenizer: UITextInputStringTokenizer = UITextInputStringTokenizer(editor: self)

    init(host: any TextEditorHost) { self.host = host }

    var text: String { host.editorText }
    var length: Int { text.utf16.count }

    /// The caret positions and words of the text (cached per text).
    var boundaries: TextBoundaries {
        let t = text
        if let c = boundaryCache, c.text == t { return c.value }
        let b = TextEngine.boundaries(of: t)
        boundaryCache = (t, b)
        return b
    }

    func clamp(_ r: NSRange) -> NSRange {
        let n = length
        let loc = min(max(r.location, 0), n)
        let end = min(max(r.location == NSNotFound ? n : r.location + max(r.length, 0), loc), n)
        return NSRange(location: loc, length: end - loc)
    }

    // MARK: Selection

    /// Sets the selection (clamped to the text); tells the host's delegate when it changed.
    func setSelection(_ r: NSRange, keepAnchor: Bool = false, notify: Bool = true) {
        let c = clamp(r)
        if !keepAnchor { anchor = nil }
        let changed = c != selection
        selection = c
        if changed, notify { host.editorSelectionDidChange() }
        selectionMoved()
    }

    /// The text changed without the editor (the host's `text` setter): the caret goes to the end.
    func textReplacedWholesale() {
        marked = nil
        anchor = nil
        selection = NSRange(location: length, length: 0)
        selectionMoved()
    }

    // MARK: Editing

    /// Replaces `range` with `string` if the delegate allows; the caret goes after the new text.
    @discardableResult
    func replace(_ range: NSRange, with string: String, marking: Bool = false) -> Bool {
        let r = clamp(range)
        guard host.editorShouldChange(r, string) else { return false }
        host.editorStore(r, string)
        // New marked text is in place before the host hears of the change: UIKit's `.editingChanged`
        // handlers read `markedTextRange` to tell a composition from committed text.
        marked = marking && !string.isEmpty ? NSRange(location: r.location, length: string.utf16.count) : nil
        anchor = nil
        selection = NSRange(location: r.location + string.utf16.count, length: 0)
        host.editorSelectionDidChange()
        host.editorDidChange()
        selectionMoved()
        return true
    }

    func insertText(_ string: String) {
        replace(marked ?? selection, with: string)
    }

    func deleteBackward() {
        if let m = marked, m.length > 0 { replace(m, with: ""); return }
        if selection.length > 0 { replace(selection, with: ""); return }
        let loc = selection.location
        guard loc > 0 else { return }
        let prev = boundaries.previous(before: loc)
        replace(NSRange(location: prev, length: loc - prev), with: "")
    }

    func deleteForward() {
        if selection.length > 0 { replace(selection, with: ""); return }
        let loc = selection.location
        guard loc < length else { return }
        let next = boundaries.next(after: loc)
        replace(NSRange(location: loc, length: next - loc), with: "")
    }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let t = markedText ?? ""
        let r = marked ?? selection
        guard replace(r, with: t, marking: true) else { return }
        let start = clamp(r).location
        let inner = NSRange(location: min(max(selectedRange.location, 0), t.utf16.count), length: 0)
        let len = min(max(selectedRange.length, 0), t.utf16.count - inner.location)
        setSelection(NSRange(location: start + inner.location, length: len))
    }

    func unmarkText() {
        guard marked != nil else { return }
        marked = nil
        updateVisuals()
    }

    /// Selects the word around the caret (the text engine's words), or the cluster after it.
    func selectWord() {
        let b = boundaries
        let o = selection.location
        let start = ([0] + b.wordStarts.filter { $0 <= o }).max() ?? 0
        let end = b.wordEnds.filter { $0 > start && $0 >= o }.min() ?? b.next(after: o)
        setSelection(NSRange(location: start, length: max(end - start, 0)))
    }

    // MARK: Movement

    enum Move { case left, right, up, down, lineStart, lineEnd, documentStart, documentEnd, wordLeft, wordRight }

    /// Moves the caret (or, extending, the selection's moving end) as an arrow or Home/End key does.
    func move(_ m: Move, extend: Bool, silently: Bool = false) {
        if silently {
            let from = selection.location
            selection = NSRange(location: moveTarget(m, from: from), length: 0)
            return
        }
        let sel = selection
        if !extend, sel.length > 0, m == .left || m == .right {
            setSelection(NSRange(location: m == .left ? sel.location : sel.location + sel.length, length: 0))
            return
        }
        let fixed: Int
        let moving: Int
        if extend {
            let a = anchor ?? sel.location
            fixed = a
            moving = a == sel.location ? sel.location + sel.length : sel.location
        } else {
            fixed = sel.location; moving = sel.location
        }
        let target = moveTarget(m, from: moving)
        if extend {
            anchor = fixed
            setSelection(NSRange(location: min(fixed, target), length: abs(target - fixed)), keepAnchor: true)
        } else {
            setSelection(NSRange(location: target, length: 0))
        }
    }

    /// Where a movement from `moving` lands.
    func moveTarget(_ m: Move, from moving: Int) -> Int {
        let b = boundaries
        var target = moving
        switch m {
        case .left: target = b.previous(before: moving)
        case .right: target = b.next(after: moving)
        case .wordLeft:
            target = b.previous(before: moving)
            while target > 0, !b.wordStarts.contains(target) { target = b.previous(before: target) }
        case .wordRight:
            target = b.next(after: moving)
            while target < length, !b.wordEnds.contains(target) { target = b.next(after: target) }
        case .documentStart: target = 0
        case .documentEnd: target = length
        case .lineStart, .lineEnd, .up, .down:
            if !host.editorIsMultiline {
                target = m == .lineStart || m == .up ? 0 : length
            } else {
                target = verticalTarget(m, from: moving)
            }
        }
        return target
    }

    /// Line start or end, or the position a line up or down, in a multi-line layout.
    private func verticalTarget(_ m: Move, from offset: Int) -> Int {
        let (layout, _, bullets) = host.editorLayout()
        let d = displayOffset(offset, bullets: bullets)
        let lines = layout.lines
        guard !lines.isEmpty else { return offset }
        let li = layout.lineIndex(containingUTF16Offset: d)
        let line = lines[li]
        let caret = layout.caretRect(atUTF16Offset: d)
        switch m {
        case .lineStart:
            return realOffset(layout.utf16Offset(closestTo: CGPoint(x: -1e5, y: line.rect.midY)), bullets: bullets)
        case .lineEnd:
            return realOffset(layout.utf16Offset(closestTo: CGPoint(x: 1e5, y: line.rect.midY)), bullets: bullets)
        case .up:
            guard li > 0 else { return 0 }
            return realOffset(layout.utf16Offset(closestTo: CGPoint(x: caret.minX, y: lines[li - 1].rect.midY)), bullets: bullets)
        default:
            guard li + 1 < lines.count else { return length }
            return realOffset(layout.utf16Offset(closestTo: CGPoint(x: caret.minX, y: lines[li + 1].rect.midY)), bullets: bullets)
        }
    }

    // MARK: Geometry

    /// A real text offset in the displayed text (secure entry draws one bullet per cluster).
    func displayOffset(_ offset: Int, bullets: Bool) -> Int {
        bullets ? boundaries.clusterIndex(of: offset) : offset
    }

    /// A displayed text offset in the real text, snapped to a caret position.
    func realOffset(_ display: Int, bullets: Bool) -> Int {
        let b = boundaries
        if bullets { return b.carets[min(max(display, 0), b.carets.count - 1)] }
        let o = min(max(display, 0), length)
        // Round to the nearer cluster boundary.
        let before = b.snapped(o)
        return before
    }

    /// The caret's rectangle at `offset`, in host coordinates (2 points wide, as UIKit's caret).
    func caretRect(at offset: Int) -> CGRect {
        let (layout, origin, bullets) = host.editorLayout()
        let r = layout.caretRect(atUTF16Offset: displayOffset(min(max(offset, 0), length), bullets: bullets))
        let h = r.height > 0 ? r.height : (layout.lines.first?.rect.height ?? 17)
        return CGRect(x: origin.x + r.minX - 1, y: origin.y + r.minY, width: 2, height: h)
    }

    /// The position nearest to `point` (host coordinates).
    func closestOffset(to point: CGPoint) -> Int {
        let (layout, origin, bullets) = host.editorLayout()
        guard !text.isEmpty else { return 0 }
        let d = layout.utf16Offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return realOffset(d, bullets: bullets)
    }

    /// One rectangle per line the range covers, in host coordinates.
    func selectionRects(for range: NSRange) -> [UITextSelectionRect] {
        let r = clamp(range)
        guard r.length > 0 else { return [] }
        let (layout, origin, bullets) = host.editorLayout()
        let a = displayOffset(r.location, bullets: bullets), b = displayOffset(r.location + r.length, bullets: bullets)
        let first = layout.lineIndex(containingUTF16Offset: a), last = layout.lineIndex(containingUTF16Offset: b)
        var out: [UITextSelectionRect] = []
        for li in first...max(first, last) {
            guard li < layout.lines.count else { break }
            let line = layout.lines[li]
            let startX = li == first ? layout.caretRect(atUTF16Offset: a).minX : line.rect.minX
            let endX: CGFloat
            if li == last { endX = layout.caretRect(atUTF16Offset: b).minX }
            else { endX = max(line.rect.maxX, startX + 4) }
            if li == last, li != first, endX <= line.rect.minX, b == line.utf16Start { break }
            let rect = CGRect(x: origin.x + min(startX, endX), y: origin.y + line.rect.minY,
                              width: abs(endX - startX), height: line.rect.height)
            out.append(UITextSelectionRect(rect: rect, containsStart: li == first, containsEnd: li == last))
        }
        if let lastRect = out.last, !lastRect.containsEnd {
            out[out.count - 1] = UITextSelectionRect(rect: lastRect.rect, containsStart: lastRect.containsStart, containsEnd: true)
        }
        return out
    }

    // MARK: Visuals

    /// The selection or caret moved: restart the blink (the caret shows at once), move the views, keep
    /// the caret visible.
    func selectionMoved() {
        guard isEditing else { return }
        restartBlink()
        updateVisuals()
    }

    func updateVisuals() {
        guard isEditing, host.window != nil else { removeVisuals(); return }
        let container = host.editorVisualContainer
        let tint = host.tintColor ?? .systemBlue
        if selection.length == 0 {
            selectionViews.forEach { $0.removeFromSuperview() }
            selectionViews = []
            let rect = caretRect(at: selection.location)
            host.editorScrollToVisible(rect)
            let rectAfterScroll = (host as? any UITextInput)?.caretRect(for: IndexedPosition(selection.location)) ?? caretRect(at: selection.location)
            let caret = caretView ?? { let v = UIView(); v.isUserInteractionEnabled = false; caretView = v; return v }()
            if caret.superview !== container { container.addSubview(caret) }
            caret.backgroundColor = tint
            caret.frame = host.convert(rectAfterScroll, to: container)
            // A read-only (selectable) text view shows no caret, as on iOS.
            if !host.editorIsEditable { caret.isHidden = true }
        } else {
            caretView?.isHidden = true
            let rects = (host as? any UITextInput)?.selectionRects(for: IndexedRange(selection)) ?? selectionRects(for: selection)
            while selectionViews.count > rects.count { selectionViews.removeLast().removeFromSuperview() }
            while selectionViews.count < rects.count {
                let v = UIView(); v.isUserInteractionEnabled = false
                selectionViews.append(v)
            }
            for (v, r) in zip(selectionViews, rects) {
                if v.superview !== container { container.addSubview(v) }
                v.backgroundColor = tint.withAlphaComponent(0.25)
                v.frame = host.convert(r.rect, to: container)
            }
        }
        updateMarkedUnderline()
    }

    func removeVisuals() {
        caretView?.removeFromSuperview()
        caretView = nil
        selectionViews.forEach { $0.removeFromSuperview() }
        selectionViews = []
        markedUnderlineViews.forEach { $0.removeFromSuperview() }
        markedUnderlineViews = []
        if let t = blinkToken { MediaClockScheduler.shared.cancel(t); blinkToken = nil }
    }

    /// Shows the caret now and blinks it every 0.5 s on the media clock.
    func restartBlink() {
        blinkStart = CACurrentMediaTime()
        caretView?.isHidden = selection.length > 0 || !host.editorIsEditable
        if let t = blinkToken { MediaClockScheduler.shared.cancel(t) }
        scheduleBlink(step: 1)
    }

    private func scheduleBlink(step: Int) {
        let start = blinkStart
        blinkToken = MediaClockScheduler.shared.schedule(at: start + Double(step) * TextEditor.blinkInterval) { [weak self] in
            guard let self, self.isEditing, self.blinkStart == start else { return }
            let k = Int(((CACurrentMediaTime() - start) / TextEditor.blinkInterval).rounded(.down))
            self.caretView?.isHidden = self.selection.length > 0 || k % 2 == 1 || !self.host.editorIsEditable
            self.scheduleBlink(step: k + 1)
        }
    }

    /// Whether the caret shows now (editing, an empty selection, in the blink's on phase).
    var isCaretVisible: Bool { isEditing && selection.length == 0 && caretView.map { !$0.isHidden && $0.superview != nil } == true }

    // MARK: Editing session

    func begin() {
        isEditing = true
        TextInputSession.activate(true, for: self)
        restartBlink()
        updateVisuals()
    }

    func end() {
        isEditing = false
        anchor = nil
        marked = nil
        removeVisuals()
        TextInputSession.activate(false, for: self)
    }
}
