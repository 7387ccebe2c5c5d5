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
