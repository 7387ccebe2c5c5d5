import Foundation

extension UIControl {
    /// The states a control can be in, mirroring `UIControl.State` (Apple's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal, default state (no flag set).
        public static let normal = State([])
        /// Highlighted: a touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled: `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected: `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (focus-based input).
        public static let focused = State(rawValue: 1 << 3)
        /// Flags for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for internal use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for, mirroring `UIControl.Event` (Apple's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger was dragged from outside into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger was dragged from the control to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled a touch of the control.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of a control's content, mirroring `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// Vertical placement of a control's content, mirroring `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
}
