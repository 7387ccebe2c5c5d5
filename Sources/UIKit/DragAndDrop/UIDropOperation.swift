import Foundation

/// What a drop does with its items, mirroring `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
    /// The drop is not accepted here; nothing happens.
    case cancel = 0
    /// The drop would normally be accepted here but is not now; nothing happens.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved (only when the session allows moving).
    case move = 3
}
