import Foundation

/// An action an assistive technology offers on an element, mirroring `UIAccessibilityCustomAction`.
/// The target/selector form stores its selector (no method can be called by name on Linux); the
/// handler form runs its closure from `perform()` (Linux addition for tests and hosts).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's localized name.
    open var name: String
    /// The name as an attributed string.
    open var attributedName: NSAttributedString {
        get { _attributedName ?? NSAttributedString(string: name) }
        set { _attributedName = newValue; name = newValue.string }
    }
    private var _attributedName: NSAttributedString?
    /// An image shown for the action.
    open var image: UIImage?
    /// The target of the selector form.
    open weak var target: AnyObject?
    /// The selector of the selector form.
    open var selector: Selector?
    /// The closure of the handler form: returns whether the action succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = attributedName.string
        self._attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// Performs the action as an assistive technology would (Linux addition): runs the handler, or for
    /// the selector form asks a `UITargetActionReceiver` target to perform the selector.
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        if let receiver = target as? UITargetActionReceiver, let selector {
            receiver.receiveAction(selector, from: self, for: nil)
            return true
        }
        return false
    }
}
