import Foundation

/// One attribute of one item, with a coefficient (an anchor made by `anchorWithOffset(to:)` is the
/// difference of two of these).
struct AnchorPart {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: CGFloat
}

/// What every anchor class has, whatever its generic parameter.
protocol AnchorPartsProviding: AnyObject {
    var parts: [AnchorPart] { get }
}

/// A factory for constraints between layout attributes of views and layout guides, mirroring
/// `NSLayoutAnchor`. Anchors of different axes have different subclasses so that constraints between
/// incompatible attributes do not compile, as on iOS.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, AnchorPartsProviding {
    nonisolated(unsafe) let parts: [AnchorPart]

    init(parts: [AnchorPart]) { self.parts = parts; super.init() }
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        parts = [AnchorPart(item: item, attribute: attribute, coefficient: 1)]
        super.init()
    }

    /// The view or layout guide the anchor belongs to (nil for an anchor made by `anchorWithOffset(to:)`).
    open var item: AnyObject? { parts.count == 1 ? parts[0].item : nil }

    /// The anchor's attribute (`.notAnAttribute` for a composite anchor).
    var attribute: NSLayoutConstraint.Attribute { parts.count == 1 ? parts[0].attribute : .notAnAttribute }

    /// A name for debugging, e.g. `UIView:0x….leading`.
    open var name: String {
        guard let item else { return "offset" }
        return "\(type(of: item)):\(Unmanaged.passUnretained(item).toOpaque()).\(attribute)"
    }

    /// Whether the constraints on the anchor's item leave its attribute ambiguous (see `UIView`).
    open var hasAmbiguousLayout: Bool { (item as? UIView)?.hasAmbiguousLayout ?? false }

    /// The constraints that affect this anchor's item on the anchor's axis.
    open func constraintsAffectingLayout() -> [NSLayoutConstraint] {
        guard let v = item as? UIView else { return [] }
        return v.constraintsAffectingLayout(for: attribute.isHorizontal ? .horizontal : .vertical)
    }

    /// Two anchors are equal when they name the same attribute of the same item.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? AnchorPartsProviding else { return false }
        return samePlace(o.parts)
    }

    /// Whether `other` names the same parts. Nonisolated like `isEqual(_:)`: it reads only `parts`,
    /// which never changes after the anchor is made.
    nonisolated func samePlace(_ other: [AnchorPart]) -> Bool {
        other.count == parts.count && zip(parts, other).allSatisfy {
            $0.item === $1.item && $0.attribute == $1.attribute && $0.coefficient == $1.coefficient
        }
    }

    open override var hash: Int {
        var h = Hasher()
        for p in parts {
            if let i = p.item { h.combine(ObjectIdentifier(i)) }
            h.combine(p.attribute)
        }
        return h.finalize()
    }

    /// This anchor as `NSLayoutAnchor<AnyObject>` (what `NSLayoutConstraint.firstAnchor` returns).
    var erased: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(parts: parts) }

    // MARK: Constraints

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 0)
    }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0)
    }
    /// `self == anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c)
    }
    /// `self >= anchor + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c)
    }
    /// `self <= anchor + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c)
    }

    func make(_ r: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat,
              multiplier m: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(first: parts, relation: r, second: other.parts, multiplier: m, constant: c)
    }
}

/// Anchors of horizontal positions (leading, trailing, left, right, centerX), mirroring `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension anchor for the distance from this anchor to `otherAnchor` (`other − self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(parts: otherAnchor.parts + parts.map { AnchorPart(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }
    /// `self == anchor + multiplier × system spacing` (the standard 8-point spacing).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, UIView.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, UIView.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, UIView.systemSpacing * multiplier)
    }
}

/// Anchors of vertical positions (top, bottom, centerY, baselines), mirroring `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension anchor for the distance from this anchor to `otherAnchor` (`other − self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(parts: otherAnchor.parts + parts.map { AnchorPart(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }
    /// `self == anchor + multiplier × system spacing` (the standard 8-point spacing).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, UIView.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, UIView.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, UIView.systemSpacing * multiplier)
    }
}

/// Anchors of sizes (width, height, offsets between anchors), mirroring `NSLayoutDimension`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    /// `self >= constant`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    /// `self <= constant`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    /// `self == anchor × multiplier`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 0, multiplier: m)
    }
    /// `self >= anchor × multiplier`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0, multiplier: m)
    }
    /// `self <= anchor × multiplier`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0, multiplier: m)
    }
    /// `self == anchor × multiplier + constant`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c, multiplier: m)
    }
    /// `self >= anchor × multiplier + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c, multiplier: m)
    }
    /// `self <= anchor × multiplier + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c, multiplier: m)
    }

    private func constant(_ r: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: parts, relation: r, second: nil, multiplier: 1, constant: c)
    }
}
