import Foundation

extension UIControl {
    /// Registers `action` for `controlEvents`, mirroring `addAction(_:for:)`. An action with the same
    /// identifier already registered is replaced (it keeps its place and takes the union of the events).
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let i = actionEntries.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actionEntries[i] = (action, actionEntries[i].events.union(controlEvents))
        } else {
            actionEntries.append((action, controlEvents))
        }
    }

    /// Stops sending `action` for `controlEvents` (matched by identifier); it is removed once it has no
    /// events left.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops sending the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        guard let i = actionEntries.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        let remaining = actionEntries[i].events.subtracting(controlEvents)
        if remaining.isEmpty { actionEntries.remove(at: i) } else { actionEntries[i].events = remaining }
    }

    /// The events any action is registered for.
    public var allControlEvents: UIControl.Event {
        actionEntries.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
            .union(targetActionEntries.reduce(into: UIControl.Event()) { $0.formUnion($1.events) })
    }

    /// Calls `iterator` for each registered action with its events, until it sets the `stop` flag, mirroring
    /// `enumerateEventHandlers(_:)` (the target-action pair is nil for closure actions).
    public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        var stop = false
        for entry in actionEntries {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }

    func performSendActions(for controlEvents: UIControl.Event) {
        // A handler may add or remove actions: send to the ones registered when the send started.
        let matching = actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching { sendAction(entry.action) }
        sendTargetActions(for: controlEvents) // target-action pairs
    }
}
