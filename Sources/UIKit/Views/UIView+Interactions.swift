import Foundation

/// An object that adds behaviour to a view, mirroring `UIInteraction`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is added to or removed from a view.
    func willMove(to view: UIView?)
    /// Called after the interaction is added to or removed from a view.
    func didMove(to view: UIView?)
}

/// Interactions on views, mirroring `UIView.addInteraction(_:)`, `removeInteraction(_:)` and
/// `interactions`. The list lives in a side table keyed by the view (entries for views that are gone are
/// swept on each change), so UIView gets no new stored property.
extension UIView {
    private final class InteractionEntry {
        weak var view: UIView?
        var interactions: [any UIInteraction] = []
        init(view: UIView) { self.view = view }
    }
    @MainActor private static var interactionTable: [ObjectIdentifier: InteractionEntry] = [:]

    private var interactionEntry: InteractionEntry? {
        guard let e = UIView.interactionTable[ObjectIdentifier(self)], e.view === self else { return nil }
        return e
    }

    /// The interactions added to this view, in the order they were added (`interactions`).
    public var interactions: [any UIInteraction] {
        get { interactionEntry?.interactions ?? [] }
        set {
            for i in interactions where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue where !interactions.contains(where: { $0 === i }) { addInteraction(i) }
        }
    }

    /// Adds an interaction (`addInteraction(_:)`), moving it from its previous view if it had one.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let current = interaction.view {
            if current === self { return }
            current.removeInteraction(interaction)
        }
        UIView.interactionTable = UIView.interactionTable.filter { $0.value.view != nil }
        let entry = interactionEntry ?? {
            let e = InteractionEntry(view: self)
            UIView.interactionTable[ObjectIdentifier(self)] = e
            return e
        }()
        interaction.willMove(to: self)
        entry.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction (`removeInteraction(_:)`); nothing happens if it is not on this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let entry = interactionEntry, let i = entry.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        entry.interactions.remove(at: i)
        interaction.didMove(to: nil)
    }
}
