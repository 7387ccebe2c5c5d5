import Foundation

/// A view that lays out a row or column of views with constraints, mirroring `UIStackView`. The stack
/// makes its constraints (identified `UISV-…`, installed on the stack) in `updateConstraints()` whenever
/// its arranged views, their visibility or its properties change. Hidden arranged views collapse to zero
/// length along the axis and take no spacing.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack arranges, in order (each is also a subview).
    open private(set) var arrangedSubviews: [UIView] = []

    /// The stack's direction (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { invalidateArrangement() } } }
    /// How views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { invalidateArrangement() } } }
    /// How views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { invalidateArrangement() } } }
    /// The space between adjacent views (default 0; a minimum for the equal distributions).
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { invalidateArrangement() } } }
    /// Whether vertical spacing is measured between baselines (default false).
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { invalidateArrangement() } } }
    /// Whether views are laid out within the layout margins instead of the bounds (default false).
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateArrangement() } } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var needsArrangement = true

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Appends `view` to the arranged views (adding it as a subview if needed).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of the arranged views (adding it as a subview if needed). An index
    /// beyond the end is a programmer error, as on iOS.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "UIStackView: insertArrangedSubview index \(stackIndex) out of bounds")
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: i)
            arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        } else {
            arrangedSubviews.insert(view, at: stackIndex)
        }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        invalidateArrangement()
    }

    /// Removes `view` from the arranged views; it stays a subview (remove it from the superview too to
    /// take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateArrangement()
    }

    /// Sets the spacing after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        invalidateArrangement()
    }

    /// The spacing set after `arrangedSubview`, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Called when an arranged view's `isHidden` changes.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { invalidateArrangement() }
    }

    private func invalidateArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    // MARK: Constraints

    private func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = []
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var out: [NSLayoutConstraint] = []
        func c(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
               _ ba: NSLayoutConstraint.Attribute, m: CGFloat = 1, _ k: CGFloat = 0,
               _ p: UILayoutPriority = .required, _ id: String) {
            let x = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: k)
            x.priority = p
            x.identifier = id
            out.append(x)
        }
        let visible = views.filter { !$0.isHidden }
        // Hidden views collapse to zero length at the leading edge.
        for v in views where v.isHidden {
            c(v, length, .equal, nil, .notAnAttribute, 0, .required, "UISV-hiding")
            c(v, lead, .equal, canvas, lead, 0, .required, "UISV-hiding")
        }
        if let first = visible.first, let last = visible.last {
            c(first, lead, .equal, canvas, lead, 0, .required, "UISV-canvas-connection")
            c(canvas, trail, .equal, last, trail, 0, .required, "UISV-canvas-connection")
        }
        func gap(after v: UIView) -> CGFloat {
            let s = customSpacings[ObjectIdentifier(v)] ?? spacing
            return s == UIStackView.spacingUseSystem ? UIView.systemSpacing : s
        }
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        for (a, b) in zip(visible, visible.dropFirst()) {
            c(b, lead, equalGaps ? .greaterThanOrEqual : .equal, a, trail, gap(after: a), .required, "UISV-spacing")
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() { c(v, length, .equal, visible[0], length, 0, .required, "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return max(0, horizontal ? s.width : s.height)
            }
            let total = sizes.reduce(0, +)
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
            if total > 0 {
                for (v, s) in zip(visible, sizes) {
                    // length = (canvas length − spacing) × share
                    let share = s / total
                    c(v, length, .equal, canvas, length, m: share, -spacingTotal * share, .required - 1, "UISV-fill-proportionally")
                }
            }
        case .equalSpacing:
            let pairs = Array(zip(visible, visible.dropFirst()))
            if let p0 = pairs.first {
                let g0 = p0.0.anchor(trail, horizontal).anchorWithOffset(to: p0.1.anchor(lead, horizontal))
                for p in pairs.dropFirst() {
                    let g = p.0.anchor(trail, horizontal).anchorWithOffset(to: p.1.anchor(lead, horizontal))
                    let x = g.constraint(equalTo: g0)
                    x.identifier = "UISV-distributing-edge"
                    out.append(x)
                }
            }
        case .equalCentering:
            let pairs = Array(zip(visible, visible.dropFirst()))
            if let p0 = pairs.first {
                let g0 = p0.0.anchor(center, horizontal).anchorWithOffset(to: p0.1.anchor(center, horizontal))
                for p in pairs.dropFirst() {
                    let g = p.0.anchor(center, horizontal).anchorWithOffset(to: p.1.anchor(center, horizontal))
                    let x = g.constraint(equalTo: g0)
                    x.priority = .required - 1
                    x.identifier = "UISV-distributing-edge"
                    out.append(x)
                }
            }
        }
        // Across the axis.
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        for v in views {
            switch alignment {
            case .fill:
                c(v, crossLead, .equal, canvas, crossLead, 0, .required, "UISV-alignment")
                c(v, crossTrail, .equal, canvas, crossTrail, 0, .required, "UISV-alignment")
            case .leading:
                c(v, crossLead, .equal, canvas, crossLead, 0, .required, "UISV-alignment")
                c(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, 0, .required, "UISV-spanning-boundary")
            case .trailing:
                c(v, crossTrail, .equal, canvas, crossTrail, 0, .required, "UISV-alignment")
                c(v, crossLead, .greaterThanOrEqual, canvas, crossLead, 0, .required, "UISV-spanning-boundary")
            case .center:
                c(v, crossCenter, .equal, canvas, crossCenter, 0, .required, "UISV-alignment")
                c(v, crossLead, .greaterThanOrEqual, canvas, crossLead, 0, .required, "UISV-spanning-boundary")
                c(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, 0, .required, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    let attr: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if v !== views[0] { c(v, attr, .equal, views[0], attr, 0, .required, "UISV-alignment") }
                    c(v, .top, .greaterThanOrEqual, canvas, .top, 0, .required, "UISV-spanning-boundary")
                    c(v, .bottom, .lessThanOrEqual, canvas, .bottom, 0, .required, "UISV-spanning-boundary")
                    c(v, .top, .equal, canvas, .top, 0, .defaultLow - 1, "UISV-spanning-fit")
                } else {
                    c(v, crossLead, .equal, canvas, crossLead, 0, .required, "UISV-alignment")
                    c(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, 0, .required, "UISV-spanning-boundary")
                }
            }
        }
        if alignment != .fill && !(baseline && horizontal) || baseline {
            // Shrink-wrap across the axis when nothing else sets the stack's breadth.
            c(canvas, crossLength, .equal, nil, .notAnAttribute, 0, UILayoutPriority(49), "UISV-canvas-fit")
        }
        arrangement = out
        NSLayoutConstraint.activate(out)
    }
}

extension UIView {
    /// The anchor for a stack attribute (position attributes only).
    fileprivate func anchor(_ a: NSLayoutConstraint.Attribute, _ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: self, attribute: a)
    }
}

extension NSLayoutAnchor where AnchorType == AnyObject {
    /// A dimension for the distance from this anchor to `other` (any axis).
    func anchorWithOffset(to other: NSLayoutAnchor<AnyObject>) -> NSLayoutDimension {
        NSLayoutDimension(parts: other.parts + parts.map { AnchorPart(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }
}
