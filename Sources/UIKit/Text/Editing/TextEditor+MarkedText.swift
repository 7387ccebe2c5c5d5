import Foundation

/// The marked text's look: an input method's provisional text is underlined, one line under each line it
/// covers, in the `markedTextStyle`'s underline or foreground colour (else the text's colour), as the
/// desktop and iOS hardware-keyboard input methods show a composition in progress.
extension TextEditor {
    /// The underline's thickness in points.
    static let markedUnderlineThickness: CGFloat = 1

    func updateMarkedUnderline() {
        guard let m = marked, m.length > 0, isEditing, host.window != nil else {
            markedUnderlineViews.forEach { $0.removeFromSuperview() }
            markedUnderlineViews = []
            return
        }
        let container = host.editorVisualContainer
        let rects = selectionRects(for: m).map(\.rect).filter { $0.width > 0 }
        while markedUnderlineViews.count > rects.count { markedUnderlineViews.removeLast().removeFromSuperview() }
        while markedUnderlineViews.count < rects.count {
            let v = UIView(); v.isUserInteractionEnabled = false
            markedUnderlineViews.append(v)
        }
        let color = (markedStyle?[.underlineColor] as? UIColor) ?? (markedStyle?[.foregroundColor] as? UIColor)
            ?? (host as? UITextField)?.textColor ?? (host as? UITextView)?.textColor ?? .black
        let t = TextEditor.markedUnderlineThickness
        for (v, r) in zip(markedUnderlineViews, rects) {
            if v.superview !== container { container.addSubview(v) }
            v.backgroundColor = color
            v.frame = host.convert(CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t), to: container)
        }
    }
}
