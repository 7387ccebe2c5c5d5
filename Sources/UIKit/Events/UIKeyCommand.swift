import Foundation

/// A keyboard shortcut, mirroring `UIKeyCommand`: a key (`input`) with modifier flags that runs an action
/// when pressed while a responder in the chain lists it in `keyCommands`.
///
/// Apple's initializers take a `Selector`, which is sent up the responder chain from the first responder
/// to a `UITargetActionReceiver` (see that protocol). The Swift-native form, `init(input:modifierFlags:
/// handler:)` and friends, runs a closure instead (see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key's characters (`"a"`, `"\r"`) or one of the `input...` constants; nil for a command without a key.
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The selector sent up the responder chain (nil for a closure command).
    open private(set) var action: Selector?
    /// A value the action can read.
    open private(set) var propertyList: Any?
    /// The title shown in the discoverability overlay.
    open var discoverabilityTitle: String?
    /// Whether the command runs before the system's handling of the key (iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system localizes the shortcut (iOS 15).
    open var allowsAutomaticLocalization = true
    /// Whether the system mirrors the shortcut in right-to-left layouts (iOS 15).
    open var allowsAutomaticMirroring = true
    /// The command's attributes.
    open var attributes: UIMenuElement.Attributes = []
    /// The command's checkmark state.
    open var state: UIMenuElement.State = .off
    /// The closure run by the Swift-native form.
    let handler: ((UIKeyCommand) -> Void)?

    /// A command for `input` with `modifierFlags` that sends `action` up the responder chain (Apple's form).
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.handler = nil
        super.init(title: "")
    }

    /// A command with a title and image for menus (Apple's iOS 13 form).
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [Any] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = nil
        super.init(title: title, image: image)
    }

    /// The Swift-native form: runs `handler` when the shortcut is pressed (no selector).
    public init(title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil, handler: @escaping (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = nil
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        modifierFlags = []
        handler = nil
        super.init(coder: coder)
    }

    /// Whether the command matches `key` (same input, case-insensitively for letters, and the same
    /// command/control/option/shift modifiers).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.command, .control, .alternate, .shift]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        if let special = UIKeyCommand.specialInputs[key.keyCode] { return special == input }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow,
        .keyboardLeftArrow: inputLeftArrow, .keyboardRightArrow: inputRightArrow,
        .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp, .keyboardPageDown: inputPageDown,
        .keyboardHome: inputHome, .keyboardEnd: inputEnd, .keyboardDeleteForward: inputDelete,
        .keyboardF1: "UIKeyInputF1", .keyboardF2: "UIKeyInputF2", .keyboardF3: "UIKeyInputF3",
        .keyboardF4: "UIKeyInputF4", .keyboardF5: "UIKeyInputF5", .keyboardF6: "UIKeyInputF6",
        .keyboardF7: "UIKeyInputF7", .keyboardF8: "UIKeyInputF8", .keyboardF9: "UIKeyInputF9",
        .keyboardF10: "UIKeyInputF10", .keyboardF11: "UIKeyInputF11", .keyboardF12: "UIKeyInputF12",
    ]

    /// The up arrow key's input string (Apple's value).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key's input string.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key's input string.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key's input string.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key's input string.
    public static let inputEscape = "UIKeyInputEscape"
    /// The page-up key's input string.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The page-down key's input string.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The home key's input string.
    public static let inputHome = "UIKeyInputHome"
    /// The end key's input string.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key's input string.
    public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key's input string.
    public static let f1 = "UIKeyInputF1"
}
