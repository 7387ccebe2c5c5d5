import Foundation
import CoreGraphics

/// Key-value coding of layers and animations, which Core Animation documents as "key-value coding
/// compliant container classes": properties (and the animation sub-key paths such as
/// `transform.rotation.z`) are read and written by name, and any other key stores an arbitrary value.
/// Scalars come back in the property's own type (`CGFloat`, `Float` for `opacity`/`shadowOpacity`, `Bool`).
extension CALayer {
    /// The value of a property or custom key.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// The value at a key path (`"position.x"`, `"transform.scale"` ...), or a custom key's value.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let v = builtInAnimValue(forKeyPath: KeyPathParts(keyPath)) else { return customValue(forKeyPath: keyPath) }
        return CALayer._kvcValue(v, forKeyPath: keyPath)
    }

    /// A layer property's value by key path (nil for a nil property and for custom keys).
    func _builtInValue(forKeyPath keyPath: String) -> Any? {
        builtInAnimValue(forKeyPath: KeyPathParts(keyPath)).flatMap { CALayer._kvcValue($0, forKeyPath: keyPath) }
    }

    /// A property's animation value as key-value coding returns it: in the property's own type.
    private static func _kvcValue(_ v: AnimValue, forKeyPath keyPath: String) -> Any? {
        switch (keyPath, v) {
        case ("opacity", .scalar(let d)), ("shadowOpacity", .scalar(let d)): return Float(d)
        case ("hidden", .scalar(let d)), ("isHidden", .scalar(let d)), ("masksToBounds", .scalar(let d)): return d >= 0.5
        case (_, .null): return nil
        default: return v.anyValue
        }
    }

    /// Sets a property or custom key. Values of the wrong type for a property are ignored, as on iOS.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Sets the value at a key path, or a custom key's value.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if builtInAnimValue(forKeyPath: KeyPathParts(keyPath)) != nil {
            if let v = value.flatMap({ AnimValue($0) }) { setAnimValue(v, forKeyPath: keyPath) }
            else if value == nil { setAnimValue(.null, forKeyPath: keyPath) }
            return
        }
        setCustomValue(value, forKeyPath: keyPath)
    }
}

extension CAAnimation {
    /// A value stored with `setValue(_:forKey:)` (for example to tell animations apart in a delegate).
    public func value(forKey key: String) -> Any? { customValues[key] }
    /// Stores a value under `key`; it is copied with the animation.
    public func setValue(_ value: Any?, forKey key: String) { customValues[key] = value }
}
