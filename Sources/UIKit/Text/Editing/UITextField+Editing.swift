import Foundation

/// UITextField's editing session: the delegate's callbacks and the control events in UIKit's order, taps
/// that focus the field and place the caret, the clear button, and the single-line geometry (horizontal
/// scrolling keeps the caret visible).
extension UITextField: TextEditorHost {
    var editorText: String { _attributed?.string ?? _text }

    func editorShouldChange(_ range: NSRange, _ text: String) -> Bool {
        if let bar = _searchBar, let d = bar.delegate, !d.searchBar(bar, shouldChangeTextIn: range, replacementText: text) { return false }
        return delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    /// The search bar whose field this is: it hears the field's editing as its delegate's calls.
    var _searchBar: UISearchBar? {
        guard self is UISearchTextField, let bar = superview as? UISearchBar, bar.searchTextField === self else { return nil }
        return bar
    }

    func _shouldBeginEditing() -> Bool {
        if let bar = _searchBar, let d = bar.delegate, !d.searchBarShouldBeginEditing(bar) { return false }
        if let d = delegate, !d.textFieldShouldBeginEditing(self) { return false }
        return true
    }

    func _shouldEndEditing() -> Bool {
        if TextInputSession.forcingEnd { return true }
        if let bar = _searchBar, let d = bar.delegate, !d.searchBarShouldEndEditing(bar) { return false }
        if let d = delegate, !d.textFieldShouldEndEditing(self) { return false }
        return true
    }

    func editorStore(_ range: NSRange, _ text: String) {
        if let a = _attributed {
            let m = NSMutableAttributedString(attributedString: a)
            let attrs = range.location > 0 ? a.attributes(at: range.location - 1, effectiveRange: nil)
                : a.length > 0 ? a.attributes(at: 0, effectiveRange: nil) : defaultTextAttributes
            m.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: attrs))
            _attributed = m
            _text = m.string
        } else {
            _text = (_text as NSString).replacingCharacters(in: range, with: text)
        }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    func editorDidChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        if let bar = _searchBar { bar.delegate?.searchBar(bar, textDidChange: editorText) }
    }

    func editorSelectionDidChange() {
        guard isEditing else { return }
        delegate?.textFieldDidChangeSelection(self)
    }

    var editorIsMultiline: Bool { false }
    var editorIsEditable: Bool { isEnabled }
    var editorVisualContainer: UIView { self }

    /// The single-line layout of the displayed text (bullets for secure entry); an empty field lays out
    /// a space so that the caret has the font's height.
    func editorLayout() -> (layout: TextLayout, origin: CGPoint, bullets: Bool) {
        let shown = _shownText
        let t = shown.length > 0 ? shown : NSAttributedString(string: " ", attributes: defaultTextAttributes)
        let laid = StringDrawing.layout(t, size: .zero, options: [], context: nil)
        let layout = laid.layout
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let width = shown.length > 0 ? CGFloat(layout.size.width) : 0
        let height = CGFloat(layout.size.height)
        var x = rect.minX
        if width <= rect.width {
            let rtl = layout.baseIsRightToLeft
            switch textAlignment {
            case .center: x += (rect.width - width) / 2
            case .right: x += rect.width - width
            case .natural, .justified: if rtl { x += rect.width - width }
            default: break
            }
        } else {
            x -= _editorStorage?.scrollX ?? 0
        }
        let y = verticallyCentered(CGSize(width: width, height: height), in: rect).minY
        return (layout, CGPoint(x: x, y: y), isSecureTextEntry)
    }

    /// Keeps the caret inside the text rectangle by scrolling the text sideways (long text).
    func editorScrollToVisible(_ caret: CGRect) {
        guard let e = _editorStorage else { return }
        let rect = editingRect(forBounds: bounds)
        let shown = _shownText
        let width = shown.length > 0 ? CGFloat(StringDrawing.layout(shown, size: .zero, options: [], context: nil).layout.size.width) : 0
        var s = e.scrollX
        if width <= rect.width { s = 0 } else {
            // The caret's x without scrolling.
            let x = caret.minX + e.scrollX - rect.minX
            if x - s > rect.width - 2 { s = x - rect.width + 2 }
            if x - s < 0 { s = x }
            s = min(max(s, 0), width - rect.width + 2)
        }
        if s != e.scrollX { e.scrollX = s; setNeedsDisplay() }
    }

    /// The displayed text, its fonts shrunk to fit the text rectangle's width when
    /// `adjustsFontSizeToFitWidth` is on (not below `minimumFontSize`, nor below 1 point).
    var _shownText: NSAttributedString {
        let shown = displayedText
        guard adjustsFontSizeToFitWidth, shown.length > 0 else { return shown }
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let natural = StringDrawing.layout(shown, size: .zero, options: [], context: nil).layout.size.width
        guard natural > rect.width, rect.width > 0 else { return shown }
        let base = font?.pointSize ?? 17
        let factor = max(CGFloat(rect.width) / CGFloat(natural), max(minimumFontSize, 1) / base)
        guard factor < 1 else { return shown }
        // Rebuilt run by run (mutating attributes in place trips corelibs Foundation).
        let m = NSMutableAttributedString(string: "")
        let whole = shown.string as NSString
        var at = 0
        while at < shown.length {
            var range = NSRange(location: 0, length: 0)
            var attrs = shown.attributes(at: at, effectiveRange: &range)
            let end = max(range.location + range.length, at + 1)
            let f = (attrs[.font] as? UIFont) ?? font ?? .systemFont(ofSize: 17)
            attrs[.font] = f.withSize(max(f.pointSize * factor, 1))
            m.append(NSAttributedString(string: whole.substring(with: NSRange(location: at, length: end - at)), attributes: attrs))
            at = end
        }
        return m
    }

    /// Whether an overlay view in `mode` shows now.
    func _overlayShows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Whether the clear button shows: by its mode, and only when there is text.
    var _clearButtonShows: Bool { hasText && _overlayShows(clearButtonMode) }

    func _textReplacedWholesale() {
        guard let e = _editorStorage else { return }
        if e.isEditing { e.textReplacedWholesale() } else { e.selection = NSRange(location: 0, length: 0); e.scrollX = 0 }
    }

    func _beginEditing() {
        let e = _editor
        if clearsOnBeginEditing, hasText {
            _text = ""; _attributed = nil
            setNeedsDisplay()
        }
        e.selection = NSRange(location: e.length, length: 0)
        e.begin()
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        if let bar = _searchBar { bar.delegate?.searchBarTextDidBeginEditing(bar) }
    }

    func _endEditing(reason: DidEndEditingReason = .committed) {
        let e = _editor
        e.end()
        e.scrollX = 0
        setNeedsLayout()
        setNeedsDisplay()
        if let d = delegate { d.textFieldDidEndEditing(self, reason: reason) }
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        if let bar = _searchBar { bar.delegate?.searchBarTextDidEndEditing(bar) }
    }

    func _insertText(_ text: String) {
        if text == "\n" || text == "\r" { _returnKey(); return }
        let single = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        _editor.insertText(single)
    }

    /// The return key: `textFieldShouldReturn`; when it allows, `.editingDidEndOnExit`, and a field with
    /// an action for that event resigns first responder.
    func _returnKey() {
        if let d = delegate, !d.textFieldShouldReturn(self) { return }
        if let bar = _searchBar { bar.delegate?.searchBarSearchButtonClicked(bar) }
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if ends, isFirstResponder { resignFirstResponder() }
    }

    func _handleTap(at p: CGPoint) {
        guard bounds.contains(p) else { return }
        if _clearButtonShows, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(p) {
            if isEditing || becomeFirstResponder() { _clear() }
            return
        }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        guard isEditing else { return }
        _editor.setSelection(NSRange(location: _editor.closestOffset(to: p), length: 0))
    }

    /// The clear button: `textFieldShouldClear`, then the text empties (`.editingChanged`).
    func _clear() {
        if let d = delegate, !d.textFieldShouldClear(self) { return }
        _text = ""; _attributed = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        _editorStorage?.textReplacedWholesale()
        _editorStorage?.scrollX = 0
        editorDidChange()
    }

    /// Draws the clear button: a grey disc with a white cross.
    func _drawClearButton() {
        let r = clearButtonRect(forBounds: bounds).insetBy(dx: 2, dy: 2)
        UIColor(white: 0.7, alpha: 1).setFill()
        UIBezierPath(ovalIn: r).fill()
        UIColor.white.setStroke()
        let p = UIBezierPath()
        let c = CGPoint(x: r.midX, y: r.midY), d = r.width * 0.2
        p.move(to: CGPoint(x: c.x - d, y: c.y - d)); p.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
        p.move(to: CGPoint(x: c.x + d, y: c.y - d)); p.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
        p.lineWidth = 1.5
        p.stroke()
    }
}
