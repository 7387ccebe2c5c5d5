import Foundation
import CoreGraphics

/// Reading and writing animatable layer properties by key path, as animations name them: whole
/// properties (`position`, `bounds`, `transform`, `backgroundColor`, `strokeEnd`, `colors` ...) and the
/// sub-key paths Core Animation documents (`position.x`, `bounds.size.width`, `transform.scale`,
/// `transform.rotation.z`, `transform.translation.x`, `shadowOffset.height` ...). Unknown key paths read as
/// nil and writes to them are ignored, as on iOS.
/// What animations read and write: a layer's animatable properties by name. The model layer conforms
/// (its setters run: `setModelValue`, presentation copies) and so does a frame's `PresentedValues` (plain
/// stores: the model is untouched), so one evaluation path serves frames and `presentation()`.
@MainActor
protocol AnimatableLayerValues {
    var bounds: CGRect { get set }
    var position: CGPoint { get set }
    var anchorPoint: CGPoint { get set }
    var anchorPointZ: CGFloat { get set }
    var zPosition: CGFloat { get set }
    var transform: CATransform3D { get set }
    var sublayerTransform: CATransform3D { get set }
    var opacity: Float { get set }
    var isHidden: Bool { get set }
    var masksToBounds: Bool { get set }
    var backgroundColor: CGColor? { get set }
    var borderColor: CGColor? { get set }
    var borderWidth: CGFloat { get set }
    var cornerRadius: CGFloat { get set }
    var shadowColor: CGColor? { get set }
    var shadowOpacity: Float { get set }
    var shadowOffset: CGSize { get set }
    var shadowRadius: CGFloat { get set }
    var shadowPath: CGPath? { get set }
    var contentsRect: CGRect { get set }
    var contentsCenter: CGRect { get set }
    var contents: Any? { get set }
    /// A subclass property's or a custom key's value (nil for a key the layer does not have).
    func extraAnimValue(forKey key: String) -> AnimValue?
    /// Writes a subclass property or a custom key.
    mutating func setExtraAnimValue(_ value: AnimValue, forKey key: String)
}

extension AnimatableLayerValues {
    /// The value at a key path (nil for an unknown one).
    func animValue(forKeyPath parts: KeyPathParts) -> AnimValue? {
        switch parts.direct {
        case .position: return .point(position)
        case .positionX: return .scalar(Double(position.x))
        case .positionY: return .scalar(Double(position.y))
        case .opacity: return .scalar(Double(opacity))
        case .none: break
        }
        guard let base = baseAnimValue(forKey: parts.base) ?? extraAnimValue(forKey: parts.base) else { return nil }
        guard let sub = parts.sub else { return base }
        return KeyPathComponent.get(base, sub: sub)
    }

    /// Writes the value at a key path; writes to unknown key paths are ignored.
    mutating func setAnimValue(_ value: AnimValue, forKeyPath parts: KeyPathParts) {
        // The commonest key paths without the by-name look-ups; each writes what the general path writes.
        switch parts.direct {
        case .position:
            if case .point(let p) = value { position = p }
            return
        case .positionX, .positionY:
            var p = position
            if let d = value.doubleValue { if parts.direct == .positionX { p.x = CGFloat(d) } else { p.y = CGFloat(d) } }
            position = p
            return
        case .opacity:
            if let x = value.doubleValue { opacity = Float(min(max(x, 0), 1)) }
            return
        case .none: break
        }
        let builtIn = baseAnimValue(forKey: parts.base)
        if let sub = parts.sub {
            guard let base = builtIn ?? extraAnimValue(forKey: parts.base),
                  let merged = KeyPathComponent.set(base, sub: sub, value) else { return }
            if builtIn != nil { setBaseAnimValue(merged, forKey: parts.base) } else { setExtraAnimValue(merged, forKey: parts.base) }
        } else if builtIn != nil {
            setBaseAnimValue(value, forKey: parts.base)
        } else {
            setExtraAnimValue(value, forKey: parts.base)
        }
    }

    /// A `CALayer` property's value by name; nil for other keys.
    func baseAnimValue(forKey key: String) -> AnimValue? {
        switch key {
        case "position": return .point(position)
        case "bounds": return .rect(bounds)
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPointZ": return .scalar(Double(anchorPointZ))
        case "zPosition": return .scalar(Double(zPosition))
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "opacity": return .scalar(Double(opacity))
        case "hidden", "isHidden": return .scalar(isHidden ? 1 : 0)
        case "masksToBounds": return .scalar(masksToBounds ? 1 : 0)
        case "backgroundColor": return backgroundColor.flatMap { AnimValue($0) } ?? .null
        case "borderColor": return borderColor.flatMap { AnimValue($0) } ?? .null
        case "borderWidth": return .scalar(Double(borderWidth))
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "shadowColor": return shadowColor.flatMap { AnimValue($0) } ?? .null
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "shadowPath": return shadowPath.map { .path($0) } ?? .null
        case "contentsRect": return .rect(contentsRect)
        case "contentsCenter": return .rect(contentsCenter)
        case "contents": return contents.map { .other($0) } ?? .null
        default: return nil
        }
    }

    /// Writes a `CALayer` property by name, with the setters' clamping (opacities to 0...1, widths and
    /// radii to at least 0).
    mutating func setBaseAnimValue(_ v: AnimValue, forKey key: String) {
        func cg() -> CGFloat? { v.doubleValue.map { CGFloat($0) } }
        switch (key, v) {
        case ("position", .point(let p)): position = p
        case ("bounds", .rect(let r)): bounds = r
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("anchorPointZ", _): if let x = cg() { anchorPointZ = x }
        case ("zPosition", _): if let x = cg() { zPosition = x }
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("opacity", _): if let x = v.doubleValue { opacity = Float(min(max(x, 0), 1)) }
        case ("hidden", _), ("isHidden", _): if let x = v.doubleValue { isHidden = x >= 0.5 }
        case ("masksToBounds", _): if let x = v.doubleValue { masksToBounds = x >= 0.5 }
        case ("backgroundColor", .color), ("backgroundColor", .null): backgroundColor = v.cgColor
        case ("borderColor", .color), ("borderColor", .null): borderColor = v.cgColor
        case ("borderWidth", _): if let x = cg() { borderWidth = max(x, 0) }
        case ("cornerRadius", _): if let x = cg() { cornerRadius = x }
        case ("shadowColor", .color), ("shadowColor", .null): shadowColor = v.cgColor
        case ("shadowOpacity", _): if let x = v.doubleValue { shadowOpacity = Float(min(max(x, 0), 1)) }
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", _): if let x = cg() { shadowRadius = max(x, 0) }
        case ("shadowPath", .path(let p)): shadowPath = p
        case ("shadowPath", .null): shadowPath = nil
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case ("contents", .other(let o)): contents = o
        case ("contents", .null): contents = nil
        default: break
        }
    }
}

/// The model layer as an animation target: writes go through the property setters.
extension CALayer: AnimatableLayerValues {
    /// The property's current value for animation.
    func animValue(forKeyPath keyPath: String) -> AnimValue? { animValue(forKeyPath: KeyPathParts(keyPath)) }

    /// A layer property's value by key path; nil for custom keys.
    func builtInAnimValue(forKeyPath parts: KeyPathParts) -> AnimValue? {
        guard let base = baseAnimValue(forKey: parts.base) ?? subclassAnimValue(forKey: parts.base) else { return nil }
        guard let sub = parts.sub else { return base }
        return KeyPathComponent.get(base, sub: sub)
    }

    /// Sets the property from an animation value (actions are not run for these writes).
    func setAnimValue(_ value: AnimValue, forKeyPath keyPath: String) {
        var target = self
        target.setAnimValue(value, forKeyPath: KeyPathParts(keyPath))
    }

    func extraAnimValue(forKey key: String) -> AnimValue? {
        subclassAnimValue(forKey: key) ?? customAnimValue(forKey: key)
    }

    func setExtraAnimValue(_ v: AnimValue, forKey key: String) {
        if subclassAnimValue(forKey: key) != nil { setSubclassAnimValue(v, forKey: key) } else { setCustomAnimValue(v, forKey: key) }
    }

    /// A shape or gradient layer's own animatable property by name; nil for other keys and classes.
    private func subclassAnimValue(forKey key: String) -> AnimValue? {
        if let s = self as? CAShapeLayer { return s.shapeAnimValue(forKey: key) }
        if let g = self as? CAGradientLayer { return g.gradientAnimValue(forKey: key) }
        return nil
    }

    private func setSubclassAnimValue(_ v: AnimValue, forKey key: String) {
        func cg() -> CGFloat? { v.doubleValue.map { CGFloat($0) } }
        if let s = self as? CAShapeLayer {
            switch (key, v) {
            case ("path", .path(let p)): s.path = p
            case ("path", .null): s.path = nil
            case ("fillColor", .color), ("fillColor", .null): s.fillColor = v.cgColor
            case ("strokeColor", .color), ("strokeColor", .null): s.strokeColor = v.cgColor
            case ("lineWidth", _): if let x = cg() { s.lineWidth = max(x, 0) }
            case ("miterLimit", _): if let x = cg() { s.miterLimit = x }
            case ("lineDashPhase", _): if let x = cg() { s.lineDashPhase = x }
            case ("strokeStart", _): if let x = cg() { s.strokeStart = x }
            case ("strokeEnd", _): if let x = cg() { s.strokeEnd = x }
            default: break
            }
        } else if let g = self as? CAGradientLayer {
            switch (key, v) {
            case ("colors", .array(let a)): g.colors = a.compactMap { $0.anyValue }
            case ("colors", .null): g.colors = nil
            case ("locations", .array(let a)): g.locations = a.compactMap { $0.doubleValue.map { NSNumber(value: $0) } }
            case ("locations", .null): g.locations = nil
            case ("startPoint", .point(let p)): g.startPoint = p
            case ("endPoint", .point(let p)): g.endPoint = p
            default: break
            }
        }
    }

    /// Whether `keyPath` names a property Core Animation animates on this layer.
    func isAnimatableKeyPath(_ keyPath: String) -> Bool {
        guard let v = animValue(forKeyPath: keyPath) else { return false }
        if keyPath == "contents" || keyPath == "hidden" || keyPath == "masksToBounds" { return true }
        if case .other = v { return false }
        return true
    }
}

extension AnimValue {
    /// The value as a colour (nil for `.null` or a non-colour).
    var cgColor: CGColor? {
        if case .color = self { return anyValue as? CGColor }
        return nil
    }
}

/// A key path split once into its property and sub-key path (`"bounds.size.width"` → `bounds`, `size.width`).
struct KeyPathParts {
    let base: String
    let sub: String?
    /// The key path as one of the commonest animated ones, resolved once (frames read and write these
    /// for every animated layer without comparing names).
    let direct: DirectKey
    enum DirectKey: UInt8 { case none, position, positionX, positionY, opacity }

    init(_ keyPath: String) {
        if let dot = keyPath.firstIndex(of: ".") {
            base = String(keyPath[..<dot])
            sub = String(keyPath[keyPath.index(after: dot)...])
        } else {
            base = keyPath
            sub = nil
        }
        switch (base, sub) {
        case ("position", nil): direct = .position
        case ("position", "x"): direct = .positionX
        case ("position", "y"): direct = .positionY
        case ("opacity", nil): direct = .opacity
        default: direct = .none
        }
    }
}

/// The sub-key paths of structured values.
enum KeyPathComponent {
    static func get(_ base: AnimValue, sub: String) -> AnimValue? {
        switch base {
        case .point(let p):
            switch sub { case "x": return .scalar(Double(p.x)); case "y": return .scalar(Double(p.y)); default: return nil }
        case .size(let s):
            switch sub { case "width": return .scalar(Double(s.width)); case "height": return .scalar(Double(s.height)); default: return nil }
        case .rect(let r):
            switch sub {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "origin.x": return .scalar(Double(r.minX))
            case "origin.y": return .scalar(Double(r.minY))
            case "size.width": return .scalar(Double(r.width))
            case "size.height": return .scalar(Double(r.height))
            default: return nil
            }
        case .transform(let t):
            let p = TransformParts(t)
            switch sub {
            case "scale": return .scalar(Double((p.sx + p.sy) / 2))
            case "scale.x": return .scalar(Double(p.sx))
            case "scale.y": return .scalar(Double(p.sy))
            case "scale.z": return .scalar(Double(p.sz))
            case "rotation", "rotation.z": return .scalar(Double(p.rotation))
            case "rotation.x", "rotation.y": return .scalar(0)
            case "translation": return .size(CGSize(width: p.tx, height: p.ty))
            case "translation.x": return .scalar(Double(p.tx))
            case "translation.y": return .scalar(Double(p.ty))
            case "translation.z": return .scalar(Double(p.tz))
            default: return nil
            }
        default: return nil
        }
    }

    static func set(_ base: AnimValue, sub: String, _ v: AnimValue) -> AnimValue? {
        let d = v.doubleValue.map { CGFloat($0) }
        switch base {
        case .point(var p):
            switch sub { case "x": p.x = d ?? p.x; case "y": p.y = d ?? p.y; default: return nil }
            return .point(p)
        case .size(var s):
            switch sub { case "width": s.width = d ?? s.width; case "height": s.height = d ?? s.height; default: return nil }
            return .size(s)
        case .rect(var r):
            switch (sub, v) {
            case ("origin", .point(let p)): r.origin = p
            case ("size", .size(let s)): r.size = s
            case ("origin.x", _): r.origin.x = d ?? r.origin.x
            case ("origin.y", _): r.origin.y = d ?? r.origin.y
            case ("size.width", _): r.size.width = d ?? r.size.width
            case ("size.height", _): r.size.height = d ?? r.size.height
            default: return nil
            }
            return .rect(r)
        case .transform(let t):
            var p = TransformParts(t)
            switch (sub, v) {
            case ("scale", _): if let d { p.sx = d; p.sy = d; p.sz = d }
            case ("scale.x", _): if let d { p.sx = d }
            case ("scale.y", _): if let d { p.sy = d }
            case ("scale.z", _): if let d { p.sz = d }
            case ("rotation", _), ("rotation.z", _): if let d { p.rotation = d }
            case ("rotation.x", _): if let d { return .transform(CATransform3DRotate(t, d, 1, 0, 0)) }
            case ("rotation.y", _): if let d { return .transform(CATransform3DRotate(t, d, 0, 1, 0)) }
            case ("translation", .size(let s)): p.tx = s.width; p.ty = s.height
            case ("translation.x", _): if let d { p.tx = d }
            case ("translation.y", _): if let d { p.ty = d }
            case ("translation.z", _): if let d { p.tz = d }
            default: return nil
            }
            return .transform(p.transform)
        default: return nil
        }
    }
}
