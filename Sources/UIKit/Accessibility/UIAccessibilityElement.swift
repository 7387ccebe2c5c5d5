import Foundation

/// An accessibility element for a part of a view that is not a view itself (a drawn chart's bars, a
/// custom control's segments), mirroring `UIAccessibilityElement`. A container view lists them in its
/// `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    /// The container (a view or another element) that holds this element.
    open weak var accessibilityContainer: AnyObject?
    /// The element's frame in its container's coordinates; `accessibilityFrame` follows it when the
    /// container is a view.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    private var attributes = AccessibilityAttributes()

    /// An element inside `container`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Whether assistive technologies see this element (true by default for elements).
    open var isAccessibilityElement: Bool {
        get { attributes.isElement ?? true }
        set { attributes.isElement = newValue }
    }
    /// The element's spoken name.
    open var accessibilityLabel: String? {
        get { attributes.label ?? attributes.attributedLabel?.string }
        set { attributes.label = newValue; attributes.attributedLabel = nil }
    }
    /// The label with attributes.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { attributes.attributedLabel ?? attributes.label.map { NSAttributedString(string: $0) } }
        set { attributes.attributedLabel = newValue; attributes.label = newValue?.string }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { attributes.hint }
        set { attributes.hint = newValue }
    }
    /// The element's current value.
    open var accessibilityValue: String? {
        get { attributes.value }
        set { attributes.value = newValue }
    }
    /// The element's traits.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { attributes.traits ?? .none }
        set { attributes.traits = newValue }
    }
    /// The identifier UI tests use.
    open var accessibilityIdentifier: String? {
        get { attributes.identifier }
        set { attributes.identifier = newValue }
    }
    /// The element's frame in screen coordinates: set directly, or derived from
    /// `accessibilityFrameInContainerSpace` when the container is a view.
    open var accessibilityFrame: CGRect {
        get {
            if let f = attributes.frame { return f }
            if let view = accessibilityContainer as? UIView {
                return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
            }
            return .zero
        }
        set { attributes.frame = newValue }
    }
    /// The point activated, by default the frame's centre.
    open var accessibilityActivationPoint: CGPoint {
        get { attributes.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { attributes.activationPoint = newValue }
    }
    /// The element's path in screen coordinates, when not a rectangle.
    open var accessibilityPath: UIBezierPath? {
        get { attributes.path }
        set { attributes.path = newValue }
    }
    /// The language the element's text is spoken in.
    open var accessibilityLanguage: String? {
        get { attributes.language }
        set { attributes.language = newValue }
    }
    /// Custom actions offered on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { attributes.customActions }
        set { attributes.customActions = newValue }
    }
    /// The element's children, when it is a container itself.
    open var accessibilityElements: [Any]? {
        get { attributes.elements }
        set { attributes.elements = newValue }
    }
    /// Activates the element; false means "not handled" (the default).
    open func accessibilityActivate() -> Bool { false }
    /// Increments an adjustable element.
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element.
    open func accessibilityDecrement() {}
}
