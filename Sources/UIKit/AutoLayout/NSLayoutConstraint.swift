import Foundation
import LayoutSolver

/// A relationship between two layout attributes, `first = second × multiplier + constant`, mirroring
/// `NSLayoutConstraint`. Activating a constraint installs it on the closest common ancestor of its items
/// (its `constraints` list) and adds it to the layout engine, which sets the frames in the next layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    var firstParts: [AnchorPart] = []
    var secondParts: [AnchorPart]?
    /// The relation between the two sides.
    public internal(set) var relation: NSLayoutConstraint.Relation = .equal
    /// The factor applied to the second attribute (1 for anchor constraints without one).
    public internal(set) var multiplier: CGFloat = 1

    /// The view the constraint is installed on while active.
    weak var container: UIView?
    /// The engine the constraint is installed in while active: its container's.
    var engine: LayoutEngine? { container?._rare?.autoLayout?.engine }
    /// The engine's constraint while the constraint is in the engine.
    var engineConstraint: LayoutSolver.Constraint?
    /// Set on constraints the system makes (autoresizing, intrinsic size, guides); they stay out of
    /// `constraints` lists.
    var isSystem = false

    /// An empty constraint (no items). The designated initializer, so that subclasses in other modules
    /// (as layout libraries declare) inherit the item/attribute initializer.
    public override init() { super.init() }

    convenience init(first: [AnchorPart], relation: Relation, second: [AnchorPart]?, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        self.firstParts = first
        self.secondParts = second
        self.relation = relation
        self.multiplier = multiplier
        self._constant = constant
    }

    /// A constraint `item1.attr1 relation item2.attr2 × multiplier + c`. Location attributes need a
    /// second item and a non-zero multiplier, a location cannot be related to a size, and leading/trailing
    /// cannot be related to left/right; those are programmer errors, as iOS raises. Locations of different
    /// axes may be related (`v1.left == v2.top + 50`), as iOS allows in this API (only the anchor API's types
    /// keep the axes apart).
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let item1 = NSLayoutConstraint.layoutItem(view1)
        let item2 = view2.map(NSLayoutConstraint.layoutItem)
        precondition(item1 is UIView || item1 is UILayoutGuide,
                     "NSLayoutConstraint: the first item must be a view or a layout guide")
        precondition(attr1 != .notAnAttribute, "NSLayoutConstraint: the first attribute cannot be notAnAttribute")
        if let item2 {
            precondition(item2 is UIView || item2 is UILayoutGuide,
                         "NSLayoutConstraint: the second item must be a view or a layout guide")
            precondition(attr2 != .notAnAttribute,
                         "NSLayoutConstraint: a constraint with a second item needs a second attribute")
            precondition(attr1.isSize == attr2.isSize || attr1.isSize,
                         "NSLayoutConstraint: invalid pairing of layout attributes \(attr1) and \(attr2)")
            precondition(!(attr1.isLeadingOrTrailing && attr2.isLeftOrRight) && !(attr1.isLeftOrRight && attr2.isLeadingOrTrailing),
                         "NSLayoutConstraint: a constraint cannot be made between a leading/trailing attribute and a right/left attribute")
        }
        precondition(attr1.isSize || (item2 != nil && multiplier != 0),
                     "NSLayoutConstraint: a multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant")
        self.init(first: [AnchorPart(item: item1, attribute: attr1, coefficient: 1)], relation: relation,
                  second: item2.map { [AnchorPart(item: $0, attribute: attr2, coefficient: 1)] },
                  multiplier: multiplier, constant: c)
        if !multiplier.isFinite || !c.isFinite {
            UIView.autoLayoutWarning("ignoring a non-finite multiplier or constant in \(self)")
        }
    }

    // MARK: Items and attributes

    /// The object an `Any` item stands for. Views and guides are cast directly: `as AnyObject` goes
    /// through the general bridging path, which cost a third of making a constraint.
    private static func layoutItem(_ x: Any) -> AnyObject {
        if let v = x as? UIView { return v }
        if let g = x as? UILayoutGuide { return g }
        return x as AnyObject
    }

    /// The first item (a view or layout guide), nil for an anchor made by `anchorWithOffset(to:)`.
    open var firstItem: AnyObject? { firstParts.count == 1 ? firstParts[0].item : nil }
    /// The first item's attribute.
    open var firstAttribute: NSLayoutConstraint.Attribute { firstParts.count == 1 ? firstParts[0].attribute : .notAnAttribute }
    /// The second item, nil for a constant constraint.
    open var secondItem: AnyObject? { secondParts.flatMap { $0.count == 1 ? $0[0].item : nil } }
    /// The second item's attribute (`.notAnAttribute` without a second item).
    open var secondAttribute: NSLayoutConstraint.Attribute {
        secondParts.flatMap { $0.count == 1 ? $0[0].attribute : nil } ?? .notAnAttribute
    }
    /// The first anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(parts: firstParts) }
    /// The second anchor, nil for a constant constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondParts.map { NSLayoutAnchor<AnyObject>(parts: $0) } }

    // MARK: Mutable state

    private var _constant: CGFloat = 0
    /// The constant added to the second side. Changing it on an active constraint updates the engine in
    /// place and lays out again. Non-finite values are ignored with a warning.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue.isFinite else { UIView.autoLayoutWarning("ignoring non-finite constant \(newValue) for \(self)"); return }
            guard newValue != _constant else { return }
            _constant = newValue
            engine?.constantChanged(self)
        }
    }

    private var _priority = UILayoutPriority.required
    /// The priority (default `.required`). Values are clamped to 1...1000. Changing an installed
    /// constraint from required to optional or back is an error, as on iOS.
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            let p = UILayoutPriority(min(max(newValue.rawValue.isNaN ? 1000 : newValue.rawValue, 1), 1000))
            guard p != _priority else { return }
            if engineConstraint != nil {
                precondition((p == .required) == (_priority == .required),
                              "NSLayoutConstraint: mutating a priority from required to not on an installed constraint (or vice-versa) is not supported")
            }
            _priority = p
            engine?.priorityChanged(self)
        }
    }

    /// A name shown in the constraint's description and in conflict logs.
    open var identifier: String?
    /// Whether the constraint is archived with its view (kept for source compatibility; archives are
    /// not supported on Linux).
    open var shouldBeArchived = false

    /// Whether the constraint is active: installed on the closest common ancestor of its items.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    // MARK: Installing

    /// All views and guides the constraint mentions.
    var items: [AnyObject] {
        (firstParts + (secondParts ?? [])).compactMap(\.item)
    }

    /// The view a layout item belongs to: the view itself, or a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest common ancestor of the items' views (a guide counts as its owning view).
    /// The parts are read directly (no array of items per activation); a released item is skipped, an
    /// item that is neither a view nor an owned guide means there is none.
    func commonAncestor() -> UIView? {
        var common: UIView?
        var any = false
        let second = secondParts ?? []
        for i in 0..<(firstParts.count + second.count) {
            guard let item = (i < firstParts.count ? firstParts[i] : second[i - firstParts.count]).item else { continue }
            guard let v = NSLayoutConstraint.view(of: item) else { return nil }
            if !any { any = true; common = v; continue }
            guard let c = common, let next = LayoutEngine.commonAncestor(c, v) else { return nil }
            common = next
        }
        return common
    }

    func activateOne() {
        guard container == nil else { return }
        guard let host = commonAncestor() else {
            preconditionFailure("Unable to activate constraint with anchors \(firstAnchor.name) and \(secondAnchor?.name ?? "nil") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        }
        host.installConstraint(self)
    }

    func deactivateOne() {
        container?.uninstallConstraint(self)
    }

    // MARK: Description

    /// NSObject's `description` is nonisolated; a constraint's state is main-actor state, and UIKit
    /// objects are described on the main thread.
    open override var description: String { MainActor.assumeIsolated { _appleDescription } }

    /// The description in Apple's format: `<NSLayoutConstraint:0x… 'id' Item:0x….attr == … @priority>`.
    private var _appleDescription: String {
        let addr = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        var s = "<NSLayoutConstraint:0x\(addr) "
        if let id = identifier { s += "'\(id)' " }
        func side(_ parts: [AnchorPart]) -> String {
            parts.map { p in
                let name: String
                if let i = p.item {
                    name = "\(type(of: i)):0x\(String(UInt(bitPattern: ObjectIdentifier(i).hashValue), radix: 16))"
                } else { name = "nil" }
                return (p.coefficient < 0 ? "-" : "") + "\(name).\(p.attribute)"
            }.joined(separator: " + ")
        }
        s += side(firstParts)
        s += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        var rhs: [String] = []
        if let second = secondParts {
            rhs.append((multiplier != 1 ? "\(fmt(multiplier))*" : "") + side(second))
        }
        if _constant != 0 || secondParts == nil {
            if rhs.isEmpty { rhs.append(fmt(_constant)) } else { rhs.append(_constant < 0 ? "- \(fmt(-_constant))" : "+ \(fmt(_constant))") }
        }
        s += rhs.joined(separator: " ")
        if _priority != .required { s += " @\(fmt(CGFloat(_priority.rawValue)))" }
        if isActive { s += "   (active)" }
        return s + ">"
    }

    private func fmt(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
