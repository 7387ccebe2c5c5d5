import Foundation

/// A change of a layer property whose action is being looked up and run: the layer, the key and the value
/// before the change.
///
/// Core Animation looks an action up before the new value reaches the render tree, so the action, and
/// `presentation()` read during the look-up, still see the old value. The layer records the change on the
/// pipeline owner for the look-up and the run (`PipelineOwner.pendingChange`); presentation copies and
/// animations added without values read the old value there, and actions that take it
/// (`CALayerChangeAction`) are handed it when they run.
package struct LayerPropertyChange {
    /// The changed layer (it is alive: the change is recorded only while its setter runs).
    package unowned(unsafe) let layer: CALayer
    /// The key path of the property.
    package let key: String
    /// The value before the change as the setter passed it. It is converted only when something reads
    /// it: most look-ups end with no action (a view outside animation blocks answers NSNull), and the
    /// conversion's dynamic casts would otherwise run on every change of such a layer.
    private let raw: Any

    init<Old>(layer: CALayer, key: String, old: Old) {
        self.layer = layer
        self.key = key
        self.raw = old
    }

    /// The value before the change; nil when it was nil.
    var old: AnimValue? { AnimValue(Self.flattened(raw)) }

    /// The value before the change, for an action (nil when it was nil).
    package var oldValue: AnimValueBox? { old.map(AnimValueBox.init) }

    /// `value` with nested optionals flattened (a nil value stays nil).
    private static func flattened(_ value: Any) -> Any? {
        if let o = value as? any _FlattenableOptional { return o._flattened }
        return value
    }
}

/// An action that animates a property change from its old value: the layer hands it the change when it
/// runs it, instead of `run(forKey:object:arguments:)` (UIKit's view animations).
@preconcurrency @MainActor
package protocol CALayerChangeAction: CAAction {
    /// Runs the action for `change`, after the layer holds the new value.
    func run(for change: LayerPropertyChange)
}

private protocol _FlattenableOptional { var _flattened: Any? { get } }
extension Optional: _FlattenableOptional {
    fileprivate var _flattened: Any? {
        guard let w = self else { return nil }
        if let inner = w as? any _FlattenableOptional { return inner._flattened }
        return w
    }
}
