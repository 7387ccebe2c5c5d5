import Foundation

/// A view of spinning columns of rows, mirroring `UIPickerView`, drawn as a simple wheel: each component
/// shows its selected row in a highlighted band with the neighbouring rows above and below, dimmed.
///
/// The data source gives the components and rows; the delegate the titles, sizes and selection callbacks.
/// `selectRow(_:inComponent:animated:)` selects from code without calling the delegate. A tap on a row above
/// or below the band selects that row and calls `pickerView(_:didSelectRow:inComponent:)`. Dragging the
/// wheel is not implemented (see Docs/Deviations.md). 216 points high by default, as on iOS.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    static let defaultRowHeight: CGFloat = 32
    static let defaultHeight: CGFloat = 216

    /// The data source (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// The delegate (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { setNeedsDisplay() } }
    /// Whether the selection band is shown (deprecated on iOS; the band is always drawn here).
    open var showsSelectionIndicator = true

    private var selected: [Int] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] g in
            guard let self, g.state == .ended else { return }
            self.tapped(at: g.location(in: self))
        }))
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UIPickerView.defaultHeight)
    }

    /// The number of components, from the data source (`numberOfComponents`).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The number of rows in `component`, from the data source (`numberOfRows(inComponent:)`).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The size of a row of `component` (`rowSize(forComponent:)`).
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(of: component), height: rowHeight(of: component))
    }

    /// Asks the data source again for everything and redraws (`reloadAllComponents()`); selections are kept,
    /// clamped to the new row counts.
    open func reloadAllComponents() {
        let n = numberOfComponents
        selected = (0..<n).map { c in
            let rows = numberOfRows(inComponent: c)
            let old = c < selected.count ? selected[c] : 0
            return rows == 0 ? -1 : min(max(old, 0), rows - 1)
        }
        setNeedsDisplay()
    }

    /// Reloads one component (`reloadComponent(_:)`).
    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// Selects `row` in `component` without calling the delegate (`selectRow(_:inComponent:animated:)`).
    /// The row is clamped to the component's rows.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if selected.count != numberOfComponents { reloadAllComponents() }
        guard component >= 0, component < selected.count else { return }
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selected[component] = min(max(row, 0), rows - 1)
        setNeedsDisplay()
    }

    /// The selected row of `component`, or -1 when it has no rows (`selectedRow(inComponent:)`).
    open func selectedRow(inComponent component: Int) -> Int {
        if selected.count != numberOfComponents { reloadAllComponents() }
        guard component >= 0, component < selected.count else { return -1 }
        return selected[component]
    }

    /// No row views are made on Linux (rows are drawn); always nil (`view(forRow:forComponent:)`).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    // MARK: Geometry

    var defaultComponentWidth: CGFloat {
        let n = max(numberOfComponents, 1)
        return max(0, (bounds.width - 16 - CGFloat(n - 1) * 5) / CGFloat(n))
    }

    private func width(of component: Int) -> CGFloat {
        let w = delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth
        return w.isFinite && w > 0 ? w : defaultComponentWidth
    }

    private func rowHeight(of component: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        return h.isFinite && h > 0 ? h : UIPickerView.defaultRowHeight
    }

    /// The horizontal extent of each component, centred in the bounds with 5-point gaps.
    private func componentFrames() -> [(x: CGFloat, width: CGFloat)] {
        let n = numberOfComponents
        let widths = (0..<n).map(width(of:))
        let total = widths.reduce(0, +) + CGFloat(max(n - 1, 0)) * 5
        var x = bounds.midX - total / 2
        return widths.map { w in defer { x += w + 5 }; return (x, w) }
    }

    private func title(row: Int, component: Int) -> NSAttributedString? {
        if let a = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return a }
        if let t = delegate?.pickerView(self, titleForRow: row, forComponent: component) {
            return NSAttributedString(string: t)
        }
        return nil
    }

    // MARK: Touches

    private func tapped(at p: CGPoint) {
        for (c, f) in componentFrames().enumerated() where p.x >= f.x && p.x < f.x + f.width {
            let rows = numberOfRows(inComponent: c)
            guard rows > 0 else { return }
            let offset = Int(((p.y - bounds.midY) / rowHeight(of: c)).rounded())
            let current = selectedRow(inComponent: c)
            let target = min(max(current + offset, 0), rows - 1)
            guard target != current else { return }
            selected[c] = target
            setNeedsDisplay()
            delegate?.pickerView(self, didSelectRow: target, inComponent: c)
            return
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let frames = componentFrames()
        guard !frames.isEmpty else { return }
        let band = rowHeight(of: 0)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: CGRect(x: 8, y: bounds.midY - band / 2, width: bounds.width - 16, height: band),
                     cornerRadius: 8).fill()
        let font = UIFont.systemFont(ofSize: 21)
        for (c, f) in frames.enumerated() {
            let rows = numberOfRows(inComponent: c)
            let h = rowHeight(of: c)
            let sel = selectedRow(inComponent: c)
            guard rows > 0, sel >= 0 else { continue }
            let visible = Int((bounds.height / 2 / h).rounded(.up))
            for row in max(0, sel - visible)...min(rows - 1, sel + visible) {
                guard let t = title(row: row, component: c) else { continue }
                let y = bounds.midY + CGFloat(row - sel) * h
                let color = row == sel ? UIColor.label : UIColor.tertiaryLabel
                let s = NSMutableAttributedString(attributedString: t)
                let whole = NSRange(location: 0, length: s.length)
                if t.length > 0, t.attribute(.font, at: 0, effectiveRange: nil) == nil { s.addAttribute(.font, value: font, range: whole) }
                s.addAttribute(.foregroundColor, value: color, range: whole)
                let size = s.size()
                s.draw(at: CGPoint(x: f.x + (f.width - size.width) / 2, y: y - size.height / 2))
            }
        }
    }
}
