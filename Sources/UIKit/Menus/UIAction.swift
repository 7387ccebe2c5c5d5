import Foundation

/// The closure an action runs, mirroring `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure, mirroring `UIAction`: the closure-based target-action of
/// `UIControl.addAction(_:for:)`, `UIButton(primaryAction:)` and `UIBarButtonItem(primaryAction:)`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Identifies an action, so that `UIControl.removeAction(identifiedBy:for:)` can find it, mirroring
    /// `UIAction.Identifier`. Adding an action whose identifier is already registered for an event replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }

    /// The action's identifier (a unique one is made when none is given).
    public let identifier: UIAction.Identifier
    /// A title for discoverability (keyboard shortcut HUDs).
    open var discoverabilityTitle: String?
    /// The action's attributes.
    open var attributes: UIMenuElement.Attributes
    /// The action's checkmark state.
    open var state: UIMenuElement.State
    /// The object that sent the action while its handler runs (the control, for control actions), else nil.
    open internal(set) var sender: Any?

    let handler: UIActionHandler

    /// An action with the given title, image, identifier and handler, mirroring
    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? UIAction.Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        identifier = UIAction.Identifier(rawValue: UUID().uuidString)
        attributes = []
        state = .off
        handler = { _ in }
        super.init(coder: coder)
    }

    /// Runs the handler with `sender` visible through `sender` while it runs.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
