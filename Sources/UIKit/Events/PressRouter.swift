import Foundation

/// Presses and key commands: each press goes to the first responder of its window (or the window), after
/// the responder chain's key commands had their chance on `.began`; a press a key command consumed is
/// not delivered in its later phases either.
@MainActor
final class PressRouter {
    private var consumedPresses: [ObjectIdentifier] = []

    /// Delivers the presses of `event` to the first responder in `window` (or the window), after trying
    /// the responder chain's key commands.
    func dispatchPresses(_ event: UIPressesEvent, in window: UIWindow) {
        for press in event._presses {
            let first = window._firstResponder ?? window
            press.window = window
            press.responder = first
            let id = ObjectIdentifier(press)
            if press.phase == .began, let key = press.key, performKeyCommand(key, from: first, event: event) {
                consumedPresses.append(id)
                continue
            }
            if consumedPresses.contains(id) {
                if press.phase == .ended || press.phase == .cancelled { consumedPresses.removeAll { $0 == id } }
                continue
            }
            switch press.phase {
            case .began: first.pressesBegan([press], with: event)
            case .changed, .stationary: first.pressesChanged([press], with: event)
            case .ended: first.pressesEnded([press], with: event)
            case .cancelled: first.pressesCancelled([press], with: event)
            }
        }
    }

    private func performKeyCommand(_ key: UIKey, from first: UIResponder, event: UIEvent) -> Bool {
        var responder: UIResponder? = first
        var steps = 0
        while let r = responder, steps < 10_000 {
            for command in r.keyCommands ?? [] where command.matches(key) && !command.attributes.contains(.disabled) {
                if let handler = command.handler { handler(command); return true }
                if let action = command.action {
                    _ = UIApplication.shared.sendAction(action, to: nil, from: command, for: event, startingAt: first)
                    return true
                }
            }
            responder = r.next
            steps += 1
        }
        return false
    }
}
