import Foundation

/// The trait changes an object applies to itself and its descendants, mirroring `UITraitOverrides`
/// (iOS 17): the `traitOverrides` of `UIView`, `UIViewController`, `UIPresentationController` and
/// `UIWindowScene`. Set a trait (`traitOverrides.userInterfaceStyle = .dark`,
/// `traitOverrides[MyTrait.self] = value`) to override it, `remove(_:)` to inherit it again.
///
/// Reading a trait that is not overridden gives its `defaultValue` (not the inherited value): ask
/// `contains(_:)` whether an override exists. Setting `traitOverrides` on an object updates its
/// `traitCollection` and its descendants' at once and calls `traitCollectionDidChange(_:)` and the
/// registered trait-change handlers of every environment whose traits changed (on iOS the update waits
/// for the next layout pass or `updateTraitsIfNeeded()`; see Docs/Deviations.md).
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    /// The overridden traits and their values, by trait type.
    var _changes: [ObjectIdentifier: _CustomTraitValue] = [:]

    init() {}

    /// The override of `trait`, or its `defaultValue` when there is none.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { _changes[ObjectIdentifier(trait)]?.value as? T.Value ?? trait.defaultValue }
        set { _changes[ObjectIdentifier(trait)] = _CustomTraitValue(trait: trait, value: newValue) }
    }

    /// Whether the overrides contain a change for `trait` (`contains(_:)`).
    public func contains(_ trait: UITrait) -> Bool { _changes[ObjectIdentifier(trait)] != nil }

    /// Removes the change for `trait` (`remove(_:)`), so the object inherits it again.
    public mutating func remove(_ trait: UITrait) { _changes[ObjectIdentifier(trait)] = nil }

    public var description: String {
        let items = _changes.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "<UITraitOverrides: \(items.joined(separator: ", "))>"
    }

    /// Whether both override the same traits with the same values.
    func _isSame(as other: UITraitOverrides) -> Bool {
        guard _changes.count == other._changes.count else { return false }
        for (id, c) in _changes {
            guard let o = other._changes[id], _traitValuesEqual(c.value, o.value) else { return false }
        }
        return true
    }
}
