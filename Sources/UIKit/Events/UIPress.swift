import Foundation

/// One physical button press (a keyboard key, a remote's button), mirroring `UIPress`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press, mirroring `UIPress.Phase` (Apple's raw values).
    public enum Phase: Int, Sendable {
        case began = 0, changed = 1, stationary = 2, ended = 3, cancelled = 4
    }

    /// The kind of button, mirroring `UIPress.PressType` (Apple's raw values).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow = 1, leftArrow = 2, rightArrow = 3, select = 4, menu = 5, playPause = 6
        case pageUp = 30, pageDown = 31
        case tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }

    /// The press's phase in the event being delivered.
    open internal(set) var phase: Phase = .began
    /// The kind of button (keyboard keys that are not arrows or return report `.select` only for return).
    open internal(set) var type: PressType = .select
    /// When the press last changed, on the media clock (seconds).
    open internal(set) var timestamp: TimeInterval = 0
    /// The window the press was delivered to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press was delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press.
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// The force of the press (1 for a key down, 0 once released).
    open internal(set) var force: CGFloat = 0
    /// The keyboard key, for presses from a hardware keyboard.
    open internal(set) var key: UIKey?

    /// A press (created by the system; tests use `UIWindow.sendKey`).
    public override init() { super.init() }
}

/// An event carrying presses, mirroring `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var _presses: [UIPress] = []

    init() { super.init(type: .presses) }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(_presses) }

    /// The presses delivered to `gesture` (keyboard presses are not delivered to recognizers here).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// A key on a hardware keyboard, mirroring `UIKey` (iOS 13.4).
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key produces with the held modifiers.
    open internal(set) var characters: String
    /// The text the key produces without modifiers (shift is still applied to letters, as on iOS).
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage code.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    /// A key (hosts make these from the keyboard; tests may make their own).
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// Modifier keys, mirroring `UIKeyModifierFlags` (Apple's raw values).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super/Windows key on Linux keyboards).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
