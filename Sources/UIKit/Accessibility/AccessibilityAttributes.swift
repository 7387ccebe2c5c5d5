import Foundation

/// The accessibility attributes an app set on one object (side storage, made on first set, so objects
/// that never touch accessibility pay one nil pointer).
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var attributedLabel: NSAttributedString?
    var hint: String?
    var attributedHint: NSAttributedString?
    var value: String?
    var attributedValue: NSAttributedString?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var elements: [Any]?
    var containerType = UIAccessibilityContainerType.none
    var customActions: [UIAccessibilityCustomAction]?
}

/// The accessibility container methods shared by responders and accessibility elements: the children
/// come from `accessibilityElements`.
@MainActor
enum AccessibilityContainer {
    static func count(_ elements: [Any]?) -> Int { elements?.count ?? 0 }
    static func element(_ elements: [Any]?, at index: Int) -> Any? {
        guard let elements, index >= 0, index < elements.count else { return nil }
        return elements[index]
    }
    static func index(_ elements: [Any]?, of element: Any) -> Int {
        guard let elements else { return NSNotFound }
        let target = element as AnyObject
        return elements.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }
}

/// Accessibility attributes of responders that are not views (view controllers, the application), kept
/// beside them: entries whose owner is gone are dropped when the table changes.
@MainActor
enum AccessibilitySideTable {
    private final class Entry {
        weak var owner: AnyObject?
        let attributes: AccessibilityAttributes
        init(owner: AnyObject, attributes: AccessibilityAttributes) { self.owner = owner; self.attributes = attributes }
    }
    private static var table: [ObjectIdentifier: Entry] = [:]

    static func attributes(of owner: AnyObject) -> AccessibilityAttributes? {
        guard let e = table[ObjectIdentifier(owner)], e.owner === owner else { return nil }
        return e.attributes
    }

    static func setAttributes(_ attributes: AccessibilityAttributes?, of owner: AnyObject) {
        table = table.filter { $0.value.owner != nil }
        table[ObjectIdentifier(owner)] = attributes.map { Entry(owner: owner, attributes: $0) }
    }
}
