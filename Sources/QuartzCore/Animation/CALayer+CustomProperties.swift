import Foundation
import CoreGraphics

/// Custom layer properties, as Core Animation documents them for subclasses: a key that is not a layer
/// property holds any value (`setValue(_:forKey:)`), reads back its class's `defaultValue(forKey:)` until
/// set, runs the layer's action search when it changes (so `action(forKey:)` overrides animate it
/// implicitly), can be animated by key path like a property, and, when the class's
/// `needsDisplay(forKey:)` answers true, redisplays the layer when it changes and redraws it with the
/// animated value on every frame of an animation.
///
/// Swift on Linux has no `@NSManaged`: a subclass declares such a property as a computed property over
/// `value(forKey:)` and `setValue(_:forKey:)` (Docs/Deviations.md).
extension CALayer {
    /// The built-in classes whose property defaults `defaultValue(forKey:)` reports.
    private static let defaultValueClasses: [ObjectIdentifier: CALayer.Type] = {
        let all: [CALayer.Type] = [CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CAReplicatorLayer.self,
                                   CAScrollLayer.self, CATiledLayer.self, CATransformLayer.self, CATextLayer.self]
        return Dictionary(uniqueKeysWithValues: all.map { (ObjectIdentifier($0), $0) })
    }()
    /// One untouched layer of each built-in class, read for property defaults.
    private static var defaultLayers: [ObjectIdentifier: CALayer] = [:]

    /// Apple's default for a property of this class's nearest built-in ancestor; nil for other keys.
    static func _builtInDefaultValue(forKey key: String) -> Any? {
        var cls: AnyClass? = self
        while let c = cls, defaultValueClasses[ObjectIdentifier(c)] == nil { cls = _getSuperclass(c) }
        guard let c = cls, let type = defaultValueClasses[ObjectIdentifier(c)] else { return nil }
        let id = ObjectIdentifier(c)
        let layer: CALayer
        if let l = defaultLayers[id] { layer = l } else { layer = type.init(_runtimeInstanceCopying: nil); defaultLayers[id] = layer }
        return layer._builtInValue(forKeyPath: key)
    }

    /// Whether this layer is of one of Core Animation's own classes (not an app's subclass, whose
    /// `draw(in:)` may draw the layer itself).
    package var _isBuiltInLayerClass: Bool { CALayer.defaultValueClasses[ObjectIdentifier(type(of: self))] != nil }

    /// A custom key's value, or the class's default for it.
    /// While the layer redraws itself for a frame (`displayForPresentedValues()`), an animated key reads
    /// the frame's presented value.
    func customValue(forKeyPath keyPath: String) -> Any? {
        if let n = _node, n.capturesDisplay, _isPresenting, let v = _pvBox.values.other[keyPath] {
            return customObject(v, like: modelCustomValue(forKeyPath: keyPath))
        }
        return modelCustomValue(forKeyPath: keyPath)
    }

    private func modelCustomValue(forKeyPath keyPath: String) -> Any? {
        if let v = _extras?.customValues?[keyPath] { return v }
        return type(of: self).defaultValue(forKey: keyPath)
    }

    /// An animation value as an object of the type `old` has (a `Double` stays a `Double`).
    private func customObject(_ v: AnimValue, like old: Any?) -> Any? {
        switch (v, old) {
        case (.null, _): return nil
        case (.scalar(let d), is Double): return d
        case (.scalar(let d), is Float): return Float(d)
        case (.scalar(let d), is NSNumber): return NSNumber(value: d)
        default: return v.anyValue
        }
    }

    /// Sets a custom key's value: the action search runs (unless animations are being applied), and the
    /// layer is marked for display when its class asks for it.
    func setCustomValue(_ value: Any?, forKeyPath keyPath: String) {
        let old = customValue(forKeyPath: keyPath)
        if value == nil {
            _extras?.customValues?[keyPath] = nil
        } else {
            if extras.customValues == nil { extras.customValues = [:] }
            extras.customValues?[keyPath] = value
        }
        guard !_isPresentationCopy else { return }
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
        runAction(forKey: keyPath, old: old)
    }

    /// A custom key's value for animation (nil when it has none and its class no default).
    func customAnimValue(forKey key: String) -> AnimValue? {
        customValue(forKeyPath: key).flatMap { AnimValue($0) }
    }

    /// Writes an animated value of a custom key, in the type the key held (a `Double` stays a `Double`).
    func setCustomAnimValue(_ v: AnimValue, forKey key: String) {
        let value = customObject(v, like: modelCustomValue(forKeyPath: key))
        if value == nil { _extras?.customValues?[key] = nil; return }
        if extras.customValues == nil { extras.customValues = [:] }
        extras.customValues?[key] = value
    }

    /// Whether any of `keys` asks this layer's class to redisplay.
    func redisplaysForAnimation(of keys: Set<String>) -> Bool {
        let cls = type(of: self)
        return keys.contains { cls.needsDisplay(forKey: $0) }
    }

    /// Whether `animation`, attached to this layer, asks the layer's class to redisplay. Cached on the
    /// attached animation: it belongs to this layer alone, and `needsDisplay(forKey:)` answers per class.
    func redisplaysForAnimation(_ animation: CAAnimation) -> Bool {
        if animation.isFrozen, animation._redisplays != 0 { return animation._redisplays == 1 }
        let r = redisplaysForAnimation(of: animation.touchedKeys)
        if animation.isFrozen { animation._redisplays = r ? 1 : 2 }
        return r
    }

    /// Redraws the layer for a frame with its animated custom values (the node's presented values, which
    /// `customValue(forKeyPath:)` reads meanwhile) and returns the drawing, or nil when the display published
    /// none. The model's `contents`, backing store and display request are as they were: the drawing lives
    /// in the render node for the frame.
    func displayForPresentedValues() -> CGImage?? {
        let node = renderNode
        let store = backingStore, keepsStore = keepsBackingStore
        let needsDisplay = needsDisplayFlag, dirty = dirtyRect, lastRect = lastDisplayedRect
        backingStore = nil
        keepsBackingStore = false
        dirtyRect = .null
        node.capturesDisplay = true
        node.capturedContents = nil
        display()
        node.capturesDisplay = false
        let drawn = node.capturedContents
        node.capturedContents = nil
        backingStore = store
        keepsBackingStore = keepsStore
        needsDisplayFlag = needsDisplay
        dirtyRect = dirty
        lastDisplayedRect = lastRect
        return drawn
    }
}
