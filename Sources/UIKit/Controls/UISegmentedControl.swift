import Foundation

/// A horizontal row of segments, one of which can be selected, mirroring `UISegmentedControl`.
///
/// Segments hold a title or an image; `selectedSegmentIndex` is `noSegment` (−1) until one is chosen.
/// Setting the index in code sends no action, as documented; a selection made by touch (UIControl's
/// tracking, from the events work) goes through `_userSelectSegment(at:)`, which sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// Draws controls with transparent surroundings: not opaque by default (an opaque view's undrawn
    /// pixels are black).
    override class var _opaqueByDefault: Bool { false }
    /// The index meaning no segment is selected (`UISegmentedControl.noSegment`, −1).
    public static let noSegment: Int = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var enabled = true
        var action: UIAction?
    }
    var segments: [Segment] = []
    var _selected = UISegmentedControl.noSegment
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A control with segments for `items`, each a `String` or a `UIImage` (`init(items:)`).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let s = item as? String { segments.append(Segment(title: s)) } else if let i = item as? UIImage { segments.append(Segment(image: i)) }
        }
        frame.size = sizeThatFits(.zero)
    }

    /// A control with one segment per action, each sent when its segment is chosen (`init(frame:actions:)`).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// The number of segments (`numberOfSegments`).
    open var numberOfSegments: Int { segments.count }

    /// The selected segment (`selectedSegmentIndex`; `noSegment` by default). Out-of-range values are
    /// ignored with a warning; `noSegment` clears the selection.
    open var selectedSegmentIndex: Int {
        get { _selected }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                FileHandle.standardError.write(Data("[UIKit] warning: UISegmentedControl.selectedSegmentIndex \(newValue) is out of bounds (\(segments.count) segments); ignored\n".utf8))
                return
            }
            _selected = newValue
            setNeedsDisplay()
        }
    }

    /// Whether segments deselect after being tapped (`isMomentary`; false).
    open var isMomentary = false
    /// Whether segment widths follow their content (`apportionsSegmentWidthsByContent`; false).
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsDisplay() } }
    /// The selected segment's colour (`selectedSegmentTintColor`; white by default).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    // MARK: Segments

    /// Inserts a titled segment (`insertSegment(withTitle:at:animated:)`); the index is clamped.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let at = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: at)
        insertedSegment(at: at)
        segmentsChanged()
    }
    /// Inserts an image segment (`insertSegment(with:at:animated:)`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        let at = min(max(segment, 0), segments.count)
        segments.insert(Segment(image: image), at: at)
        insertedSegment(at: at)
        segmentsChanged()
    }
    /// Inserts an action segment (`insertSegment(action:at:animated:)`).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let at = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: action.title, image: action.image, action: action), at: at)
        insertedSegment(at: at)
        segmentsChanged()
    }
    /// Removes a segment (`removeSegment(at:animated:)`); out-of-range indexes are ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if _selected == segment { _selected = UISegmentedControl.noSegment } else if _selected > segment { _selected -= 1 }
        segmentsChanged()
    }
    /// Removes every segment (`removeAllSegments()`).
    open func removeAllSegments() {
        segments = []
        _selected = UISegmentedControl.noSegment
        segmentsChanged()
    }

    /// Sets a segment's title (`setTitle(_:forSegmentAt:)`); it replaces an image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }
    /// A segment's title (`titleForSegment(at:)`).
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets a segment's image (`setImage(_:forSegmentAt:)`); it replaces a title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }
    /// A segment's image (`imageForSegment(at:)`).
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Sets a segment's fixed width (`setWidth(_:forSegmentAt:)`); 0 means automatic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        segmentsChanged()
    }
    /// A segment's fixed width, 0 when automatic (`widthForSegment(at:)`).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Enables or disables a segment (`setEnabled(_:forSegmentAt:)`).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].enabled = enabled
        setNeedsDisplay()
    }
    /// Whether a segment is enabled (`isEnabledForSegment(at:)`).
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].enabled : false }

    /// Sets the title attributes for a state (`setTitleTextAttributes(_:for:)`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged()
    }
    /// The title attributes for a state (`titleTextAttributes(for:)`).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// Selects a segment as a touch does: ignored for disabled segments, sends `.valueChanged` (and the
    /// segment's action) when the selection changes. The seam UIControl's touch tracking calls.
    open func _userSelectSegment(at index: Int) {
        guard segments.indices.contains(index), segments[index].enabled, isEnabled else { return }
        let changed = _selected != index
        _selected = index
        setNeedsDisplay()
        if changed || isMomentary {
            if let action = segments[index].action { sendAction(action) }
            sendActions(for: .valueChanged)
        }
        if isMomentary { _selected = UISegmentedControl.noSegment }
    }

    /// The index of the segment under `point` (in the control's coordinates), or `noSegment`.
    open func _segmentIndex(at point: CGPoint) -> Int {
        segmentFrames().firstIndex { $0.contains(point) } ?? UISegmentedControl.noSegment
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentedSizeThatFits() }
    open override var intrinsicContentSize: CGSize { segmentedSizeThatFits() }
    open override func draw(_ rect: CGRect) { drawSegments() }

    // MARK: - Touch tracking

    /// A touch lifted inside a segment selects it (as UISegmentedControl does on touch-up), through the
    /// same path as `_userSelectSegment(at:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let i = _segmentIndex(at: p)
        if i != UISegmentedControl.noSegment { _userSelectSegment(at: i) }
    }
}

extension UISegmentedControl {
    /// Keeps the selection on the same segment when one is inserted before it.
    func insertedSegment(at index: Int) {
        if _selected != UISegmentedControl.noSegment, index <= _selected { _selected += 1 }
    }

    func segmentsChanged() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    func attributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
                                                .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel]
        if let n = titleAttributes[0] { a.merge(n) { $1 } }
        if selected, let s = titleAttributes[UIControl.State.selected.rawValue] { a.merge(s) { $1 } }
        if !enabled, let d = titleAttributes[UIControl.State.disabled.rawValue] { a.merge(d) { $1 } }
        return a
    }

    func contentWidth(_ s: Segment) -> CGFloat {
        if let t = s.title { return ceil(t.size(withAttributes: attributes(selected: true, enabled: true)).width) }
        return s.image?.size.width ?? 0
    }

    /// Segment widths: fixed ones as set, the rest equal (the widest content + 2 × 8 pt) or by content.
    func segmentWidths(total: CGFloat?) -> [CGFloat] {
        let natural = segments.map { contentWidth($0) + 16 }
        if apportionsSegmentWidthsByContent {
            var ws = zip(segments, natural).map { $0.width > 0 ? $0.width : $1 }
            if let total, total > 0, ws.reduce(0, +) > 0 {
                let k = total / ws.reduce(0, +)
                ws = ws.map { $0 * k }
            }
            return ws
        }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let autoCount = segments.filter { $0.width == 0 }.count
        let equal: CGFloat
        if let total, total > 0, autoCount > 0 { equal = max(0, (total - fixed) / CGFloat(autoCount)) } else {
            equal = natural.enumerated().filter { segments[$0.offset].width == 0 }.map(\.element).max() ?? 0
        }
        return segments.map { $0.width > 0 ? $0.width : equal }
    }

    func segmentFrames() -> [CGRect] {
        var x: CGFloat = 0
        return segmentWidths(total: bounds.width).map { w in
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    /// Height 32 (iOS 13 and later); width the segments' natural widths.
    func segmentedSizeThatFits() -> CGSize {
        CGSize(width: ceil(segmentWidths(total: nil).reduce(0, +)), height: 32)
    }

    func drawSegments() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: b, cornerRadius: 8).fill()
        let frames = segmentFrames()
        for (i, f) in frames.enumerated() {
            let selected = i == _selected
            if selected {
                ctx.saveGState()
                ctx.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor(white: 0, alpha: 0.12).cgColor)
                (selectedSegmentTintColor ?? .white).setFill()
                UIBezierPath(roundedRect: f.insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
                ctx.restoreGState()
            } else if i > 0 && i - 1 != _selected {
                UIColor.separator.setFill()
                UIRectFillUsingBlendMode(CGRect(x: f.minX - 0.5, y: f.minY + 8, width: 1, height: max(0, f.height - 16)), .normal)
            }
            let s = segments[i]
            let enabled = s.enabled && isEnabled
            if let t = s.title {
                let a = attributes(selected: selected, enabled: enabled)
                let size = t.size(withAttributes: a)
                let w = min(size.width, f.width - 8)
                let r = CGRect(x: f.midX - w / 2, y: f.midY - size.height / 2, width: w, height: size.height)
                let p = NSMutableParagraphStyle(); p.lineBreakMode = .byTruncatingTail; p.alignment = .center
                t.draw(with: r, options: .usesLineFragmentOrigin, attributes: a.merging([.paragraphStyle: p]) { $1 }, context: nil)
            } else if let img = s.image {
                let sz = img.size
                img.draw(in: CGRect(x: f.midX - sz.width / 2, y: f.midY - sz.height / 2, width: sz.width, height: sz.height),
                         blendMode: .normal, alpha: enabled ? 1 : 0.4)
            }
        }
    }
}
