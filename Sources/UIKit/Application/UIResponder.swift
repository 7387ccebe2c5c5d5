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
    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    static weak var currentFirstResponder: UIResponder?

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder` is true.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    // MARK: - Creation by type (issue 13)

    /// Archives are not supported on Linux; this initializer exists, `required` as on iOS (where
    /// `UIResponder` adopts `NSCoding`), so that `UIApplicationMain` and `@main` can create the app delegate
    /// and scene delegates from their class alone. It runs the plain initialization (see Docs/Deviations.md).
    public required init?(coder: NSCoder) { super.init() }
}
