import Foundation

/// An object that can respond to and handle events, mirroring `UIResponder`.
///
/// Views, windows, view controllers and the application are responders; `next` links them into the
/// responder chain. Event delivery arrives with the events issue; this is the chain's skeleton.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain, nil by default.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder will give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is the first responder of its window (each window has its own; a text
    /// field editing in a window that is not key stays first responder there).
    open var isFirstResponder: Bool { _firstResponderSlot === self }

    /// Asks to become first responder of its window; succeeds when `canBecomeFirstResponder` is true and
    /// the window's current first responder resigns. The first responders of other windows are not
    /// touched, as in UIKit, where each window keeps its own.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        // A view (or a view controller's view) becomes first responder only inside a window.
        if !_livesOutsideWindows, _firstResponderWindow == nil { return false }
        if let current = _firstResponderSlot, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        _firstResponderSlot = self
        return true
    }

    /// Gives up first-responder status in its window.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if _firstResponderSlot === self { _firstResponderSlot = nil }
        return true
    }

    // MARK: - Events

    /// One or more fingers went down in the view or window. The default forwards to `next`, as UIKit's
    /// does; views that handle touches override all four touch methods without calling super.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches (a recognizer took them, the view left the window). The default
    /// forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Estimated touch properties were updated (never called here: hosts report final values).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A key or button went down. The default forwards to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _deliverKeyInput(presses) { return }
        next?.pressesBegan(presses, with: event)
    }
    /// A press changed (its force). The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// A key or button was released. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// A press was cancelled. The default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// A motion event began (shake). The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion event ended. The default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion event was cancelled. The default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control event arrived. The default forwards to `next`.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    /// The keyboard shortcuts this responder handles (nil by default). Key presses are matched against
    /// the commands of the first responder and then each next responder before `pressesBegan` is sent.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder handles `action` (true when it adopts `UITargetActionReceiver`; without an
    /// Objective-C runtime a method cannot be looked up by name). The default asks `next` otherwise.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        self is UITargetActionReceiver
    }

    /// The responder that handles `action`: this one if `canPerformAction(_:withSender:)` says so, else
    /// the next responder's answer.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: - Creation by type

    /// Archives are not supported on Linux; this initializer exists, `required` as on iOS (where
    /// `UIResponder` adopts `NSCoding`), so that `UIApplicationMain` and `@main` can create the app delegate
    /// and scene delegates from their class alone. It runs the plain initialization (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init() }

    // MARK: - Accessibility

    /// The attributes set on this responder, made on first set: views keep them in their rare state
    /// (an override in `UIView`), other responders in a side table, so no responder grows for them.
    var _accessibility: AccessibilityAttributes? {
        get { AccessibilitySideTable.attributes(of: self) }
        set { AccessibilitySideTable.setAttributes(newValue, of: self) }
    }
    var _accessibilityAttributes: AccessibilityAttributes {
        if let a = _accessibility { return a }
        let a = AccessibilityAttributes()
        _accessibility = a
        return a
    }

    /// Whether assistive technologies see this object, mirroring the `UIAccessibility` informal
    /// protocol: false by default, true for standard controls and labels until set.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? _defaultIsAccessibilityElement }
        set { _accessibilityAttributes.isElement = newValue }
    }
    /// A succinct spoken name; standard views derive it (a label's text, a button's title) until set.
    open var accessibilityLabel: String? {
        get {
            if let a = _accessibility, a.label != nil || a.attributedLabel != nil { return a.label ?? a.attributedLabel?.string }
            return _defaultAccessibilityLabel
        }
        set { let a = _accessibilityAttributes; a.label = newValue; a.attributedLabel = nil }
    }
    /// The label with attributes (pronunciation, language).
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { _accessibility?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { let a = _accessibilityAttributes; a.attributedLabel = newValue; a.label = newValue?.string }
    }
    /// A phrase saying what activating the element does.
    open var accessibilityHint: String? {
        get { _accessibility?.hint ?? _accessibility?.attributedHint?.string }
        set { let a = _accessibilityAttributes; a.hint = newValue; a.attributedHint = nil }
    }
    /// The hint with attributes.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { _accessibility?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { let a = _accessibilityAttributes; a.attributedHint = newValue; a.hint = newValue?.string }
    }
    /// The element's value (a slider's percentage, a switch's "1"/"0", a field's text) until set.
    open var accessibilityValue: String? {
        get {
            if let a = _accessibility, a.value != nil || a.attributedValue != nil { return a.value ?? a.attributedValue?.string }
            return _defaultAccessibilityValue
        }
        set { let a = _accessibilityAttributes; a.value = newValue; a.attributedValue = nil }
    }
    /// The value with attributes.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { _accessibility?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { let a = _accessibilityAttributes; a.attributedValue = newValue; a.value = newValue?.string }
    }
    /// The traits that describe the element; standard views derive them (`.button`, `.staticText`,
    /// `.image`, `.adjustable`, plus `.notEnabled`/`.selected` from a control's state) until set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? _defaultAccessibilityTraits }
        set { _accessibilityAttributes.traits = newValue }
    }
    /// A string UI tests use to find the element (`UIAccessibilityIdentification`); never spoken.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { _accessibilityAttributes.identifier = newValue }
    }
    /// The element's frame in screen coordinates; a view's is its bounds converted to the screen until set.
    open var accessibilityFrame: CGRect {
        get { _accessibility?.frame ?? _defaultAccessibilityFrame }
        set { _accessibilityAttributes.frame = newValue }
    }
    /// The element's outline in screen coordinates, when it is not its frame.
    open var accessibilityPath: UIBezierPath? {
        get { _accessibility?.path }
        set { _accessibilityAttributes.path = newValue }
    }
    /// The screen point activated, by default the centre of `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get { _accessibility?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { _accessibilityAttributes.activationPoint = newValue }
    }
    /// The language (BCP 47) the element's text is spoken in.
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { _accessibilityAttributes.language = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies (default false).
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { _accessibilityAttributes.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings (default false).
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { _accessibilityAttributes.viewIsModal = newValue }
    }
    /// Whether the children are read as a group before other elements (default false).
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { _accessibilityAttributes.groupsChildren = newValue }
    }
    /// How the children are navigated (default `.automatic`).
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { _accessibility?.navigationStyle ?? .automatic }
        set { _accessibilityAttributes.navigationStyle = newValue }
    }
    /// Whether the element responds to user interaction (default: whether it is an element).
    open var accessibilityRespondsToUserInteraction: Bool {
        get { _accessibility?.respondsToUserInteraction ?? isAccessibilityElement }
        set { _accessibilityAttributes.respondsToUserInteraction = newValue }
    }
    /// Labels for voice input; by default the label alone.
    open var accessibilityUserInputLabels: [String]! {
        get { _accessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { _accessibilityAttributes.userInputLabels = newValue }
    }
    /// The element's accessible children in navigation order (`UIAccessibilityContainer`), nil by default.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { _accessibilityAttributes.elements = newValue }
    }
    /// What kind of container the element is (default `.none`).
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { _accessibility?.containerType ?? .none }
        set { _accessibilityAttributes.containerType = newValue }
    }
    /// Custom actions offered on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibility?.customActions }
        set { _accessibilityAttributes.customActions = newValue }
    }
    /// The number of accessible children (`accessibilityElements`' count).
    open func accessibilityElementCount() -> Int { AccessibilityContainer.count(accessibilityElements) }
    /// The accessible child at `index`, nil when out of range.
    open func accessibilityElement(at index: Int) -> Any? { AccessibilityContainer.element(accessibilityElements, at: index) }
    /// The index of `element` among the accessible children, `NSNotFound` when absent.
    open func index(ofAccessibilityElement element: Any) -> Int { AccessibilityContainer.index(accessibilityElements, of: element) }
    /// Activates the element; false (the default) lets the system send a tap instead.
    open func accessibilityActivate() -> Bool { false }
    /// Increments an adjustable element (default does nothing).
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element (default does nothing).
    open func accessibilityDecrement() {}
    /// Scrolls by a page in `direction`; false (the default) passes it to the next responder.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view or returns; false by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the element's most important action; false by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: - Text input and the keyboard

    /// The view shown instead of the system keyboard while this responder is first responder
    /// (`inputView`; nil). Linux shows no keyboard; the property exists so that overrides compile.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard (`inputAccessoryView`; nil).
    open var inputAccessoryView: UIView? { nil }
    /// Asks for the input views to be reloaded (`reloadInputViews()`; nothing to reload on Linux).
    open func reloadInputViews() {}
    /// An identifier for the text-input mode to restore (`textInputContextIdentifier`; nil).
    open var textInputContextIdentifier: String? { nil }
}
