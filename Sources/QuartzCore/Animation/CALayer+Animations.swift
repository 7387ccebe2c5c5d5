import Foundation
import CoreGraphics

/// Attaching animations to layers, presentation copies and implicit animations.
extension CALayer {
    /// The old value of the property whose action is being looked up (`runAction`), so the action can
    /// animate from it (UIKit's view animations read it too). `.null` for a nil value.
    package static var pendingOldValue: AnimValueBox? { _pendingOld.map(AnimValueBox.init) }
    /// The old value as the setter passed it (converted only when an action needs it).
    static var _pendingOldRaw: Any? {
        guard let (pointer, type) = _pendingOldSlot else { return nil }
        return _loadPendingOld(type, pointer)
    }
    /// Where the old value of the change whose action is being looked up lies, and its type (the
    /// value is boxed only when an action reads it). Set only for the duration of `runAction`.
    @exclusivity(unchecked) static var _pendingOldSlot: (UnsafeRawPointer, Any.Type)?
    /// The layer and key whose action is being looked up: its presentation copy shows the old value, as
    /// Core Animation's presentation layer still shows what was last committed (so an `action(forKey:)`
    /// override can animate from `presentation()`'s value).
    @exclusivity(unchecked) static var _pendingChange: (Unmanaged<CALayer>, String)?
    /// The value at `pointer` as `Any?`, an optional flattened as the old `Any?` autoclosure did (nil stays nil).
    private static func _loadPendingOld<T>(_ type: T.Type, _ pointer: UnsafeRawPointer) -> Any? {
        let value = pointer.assumingMemoryBound(to: T.self).pointee
        if let o = value as? any _PendingOldOptional { return o._flattened }
        return value
    }
    static var _pendingOld: AnimValue? { _pendingOldRaw.flatMap { AnimValue($0) } }
    /// The layer classes of this module (whose `action(forKey:)` nobody overrides).
    static let builtInClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CAReplicatorLayer.self), ObjectIdentifier(CAScrollLayer.self), ObjectIdentifier(CATiledLayer.self),
        ObjectIdentifier(CATransformLayer.self),
    ]
    /// Set while animation values are written into layers (presentation copies, render frames): no
    /// actions run and no layout is requested.
    @exclusivity(unchecked) package internal(set) static var isApplyingAnimations = false

    /// The keys `defaultAction(forKey:)` animates implicitly.
    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform",
        "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor",
        "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect",
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint",
    ]

    /// The implicit animation for a property change: a `CABasicAnimation` of `event` with the current
    /// transaction's duration and timing function (the default function when none is set).
    static func implicitAnimation(forKey event: String) -> (any CAAction)? {
        guard implicitlyAnimatedKeys.contains(event) else { return nil }
        let a = CABasicAnimation(keyPath: event)
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        a.isImplicitDefault = true
        return a
    }

    // MARK: Adding and removing

    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        guard anim.hasFiniteValues else {
            CALayer.warn("ignoring animation with a NaN or infinite value on \(self)")
            return
        }
        if let p = anim as? CAPropertyAnimation, p.keyPath == nil, !(anim is CAAnimationGroup) {
            CALayer.warn("ignoring animation without a key path on \(self)")
            return
        }
        let copy = anim.copy() as! CAAnimation
        // An action's animation without values animates from the value before the change.
        if let b = copy as? CABasicAnimation, b.fromValue == nil, b.toValue == nil, b.byValue == nil,
           let old = CALayer._pendingOld, let kp = b.keyPath {
            b.fromValue = presentationValue(forKeyPath: kp, modelValue: old)?.anyValue ?? old.anyValue
        }
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        if let t = copy as? CATransition { t.snapshot = snapshotImage() }
        copy.isFrozen = true
        let root = rootLayer
        if root._isHostedRoot { copy.hostedRoot = root }
        CATransaction.registerForCompletion(copy)
        let k = key ?? "anim-\(UInt(bitPattern: ObjectIdentifier(copy).hashValue))"
        if let i = extras.animations.firstIndex(where: { $0.key == k }) {
            let old = extras.animations.remove(at: i).animation
            AnimationEngine.stopped(old, finished: false)
        }
        extras.animations.append((k, copy))
        AnimationEngine.register(self)
    }

    func removeAnimations(where match: (String) -> Bool) {
        guard let x = _extras, !x.animations.isEmpty else { return }
        var removed: [CAAnimation] = []
        x.animations.removeAll { e in
            guard match(e.key) else { return false }
            removed.append(e.animation)
            return true
        }
        guard !removed.isEmpty else { return }
        noteDamage(.subtree)
        CATransaction.noteChange()
        for a in removed { AnimationEngine.stopped(a, finished: false) }
    }

    /// Whether any animation is attached.
    package var hasAnimations: Bool { !(_extras?.animations.isEmpty ?? true) }

    // MARK: Presentation

    /// A copy with the animations applied at the current media time.
    func makePresentation<T: CALayer>() -> T? {
        let was = CALayer.isApplyingAnimations
        CALayer.isApplyingAnimations = true
        defer { CALayer.isApplyingAnimations = was }
        return presentationCopy(now: CACurrentMediaTime()) as? T
    }

    /// A presentation copy of this layer and, as Core Animation's presentation tree, of its sublayers and
    /// mask, each with its animations applied at `now` (their `model()` is the model layer).
    private func presentationCopy(now: CFTimeInterval) -> CALayer {
        // Core Animation makes presentation copies with `init(layer:)`, which subclasses override to copy
        // their own properties.
        let copy = type(of: self).init(_runtimeInstanceCopying: self)
        copy.copyPresentationState(from: self)
        copy.extras.modelLayer = self
        if let (layer, key) = CALayer._pendingChange, layer.toOpaque() == Unmanaged.passUnretained(self).toOpaque(),
           let old = CALayer._pendingOld {
            copy.setAnimValue(old, forKeyPath: key)
        }
        if let anims = _extras?.animations, !anims.isEmpty {
            let t = convertTime(now, from: nil)
            for e in anims { e.animation.apply(to: copy, at: t) }
        }
        for s in _sublayers { copy.addSublayer(s.presentationCopy(now: now)) }
        if let m = mask { copy.mask = m.presentationCopy(now: now) }
        return copy
    }

    /// The property values a presentation copy carries.
    func copyPresentationState(from l: CALayer) {
        sublayerTransform = l.sublayerTransform
        bounds = l.bounds; position = l.position; anchorPoint = l.anchorPoint; anchorPointZ = l.anchorPointZ
        zPosition = l.zPosition; transform = l.transform; sublayerTransform = l.sublayerTransform
        isHidden = l.isHidden; opacity = l.opacity; allowsGroupOpacity = l.allowsGroupOpacity
        backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
        borderWidth = l.borderWidth; borderColor = l.borderColor; masksToBounds = l.masksToBounds
        isOpaque = l.isOpaque; name = l.name
        if l._extras != nil {
            shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity; shadowOffset = l.shadowOffset
            shadowRadius = l.shadowRadius; shadowPath = l.shadowPath; contentsRect = l.contentsRect
            contentsCenter = l.contentsCenter
        }
        if l.contents != nil { contents = l.contents }
        contentsGravity = l.contentsGravity; contentsScale = l.contentsScale
        if let s = self as? CAShapeLayer, let o = l as? CAShapeLayer {
            s.path = o.path; s.fillColor = o.fillColor; s.fillRule = o.fillRule; s.strokeColor = o.strokeColor
            s.lineWidth = o.lineWidth; s.miterLimit = o.miterLimit; s.lineCap = o.lineCap; s.lineJoin = o.lineJoin
            s.lineDashPattern = o.lineDashPattern; s.lineDashPhase = o.lineDashPhase
            s.strokeStart = o.strokeStart; s.strokeEnd = o.strokeEnd
        }
        if let g = self as? CAGradientLayer, let o = l as? CAGradientLayer {
            g.colors = o.colors; g.locations = o.locations; g.startPoint = o.startPoint; g.endPoint = o.endPoint
            g.type = o.type
        }
    }

    /// The presentation value of `keyPath` at the current time if the model value were `modelValue`.
    func presentationValue(forKeyPath keyPath: String, modelValue: AnimValue) -> AnimValue? {
        guard let anims = _extras?.animations, !anims.isEmpty else { return modelValue }
        let base = String(keyPath.split(separator: ".").first ?? "")
        let relevant = anims.filter { $0.animation.touchedKeys.contains(base) }
        guard !relevant.isEmpty else { return modelValue }
        let saved = animValue(forKeyPath: base)
        let was = CALayer.isApplyingAnimations
        CALayer.isApplyingAnimations = true
        defer { CALayer.isApplyingAnimations = was }
        setAnimValue(modelValue, forKeyPath: keyPath)
        let t = convertTime(CACurrentMediaTime(), from: nil)
        for e in relevant { e.animation.apply(to: self, at: t) }
        let v = animValue(forKeyPath: keyPath)
        if let saved { setAnimValue(saved, forKeyPath: base) }
        return v
    }
}

/// A boxed animation value, for code outside this module (UIKit's view animations).
package struct AnimValueBox {
    let value: AnimValue
    /// The value as an object of the property's type (nil for a nil value).
    package var object: Any? { value.anyValue }
    /// Whether the value can be added to and subtracted from (numbers, points, sizes, rects).
    package var isAdditiveKind: Bool {
        switch value { case .scalar, .point, .size, .rect: return true; default: return false }
    }
    /// `a − b` as an object, for additive animations.
    package static func difference(_ a: Any?, _ b: Any?) -> Any? {
        guard let x = AnimValue(a), let y = AnimValue(b) else { return nil }
        return AnimValue.subtract(x, y).anyValue
    }
    /// The zero of the value's kind as an object.
    package var zeroObject: Any? { value.zero.anyValue }
}

extension CALayer {
    /// The presentation value of `keyPath` now, given a model value (package API for UIKit).
    package func currentPresentationValue(forKeyPath keyPath: String, model: AnimValueBox) -> AnimValueBox? {
        presentationValue(forKeyPath: keyPath, modelValue: model.value).map(AnimValueBox.init)
    }
    /// The current model value of `keyPath` (package API for UIKit).
    package func modelValue(forKeyPath keyPath: String) -> AnimValueBox? {
        animValue(forKeyPath: keyPath).map(AnimValueBox.init)
    }
}

extension CAAnimation {
    /// The base property names the animation writes (cached while attached).
    var touchedKeys: Set<String> {
        if isFrozen, let t = _touched { return t }
        let t = computeTouchedKeys()
        if isFrozen { _touched = t }
        return t
    }

    private func computeTouchedKeys() -> Set<String> {
        switch self {
        case let g as CAAnimationGroup: return (g.animations ?? []).reduce(into: Set()) { $0.formUnion($1.touchedKeys) }
        case let k as CAKeyframeAnimation:
            var s: Set<String> = k.valueFunction != nil ? ["transform"] : [String(k.keyPath?.split(separator: ".").first ?? "")]
            if k.rotationMode != nil { s.insert("transform") }
            return s
        case let p as CAPropertyAnimation:
            return p.valueFunction != nil ? ["transform"] : [String(p.keyPath?.split(separator: ".").first ?? "")]
        case let t as CATransition: return t.isFlip ? ["transform"] : []
        default: return []
        }
    }
}

extension CAAnimation {
    /// Changes an attached (frozen) animation: UIKit's property animator drives its animations' time this way.
    package func modifyAttached(_ body: (CAAnimation) -> Void) {
        let was = isFrozen
        isFrozen = false
        body(self)
        isFrozen = was
        attributesChanged()
        _touched = nil
    }
}

extension CALayer {
    /// Sets the model value of `keyPath` through the property's setter (package API for UIKit).
    package func setModelValue(_ value: AnimValueBox, forKeyPath keyPath: String) {
        setAnimValue(value.value, forKeyPath: keyPath)
    }
    /// Marks the layer as changed for the next frame (package API for UIKit's animators).
    package func noteAnimationFrame() {
        noteDamage(.subtree)
        CATransaction.noteChange()
    }
}

/// Flattens an optional old value into `Any?` (`_pendingOldRaw`).
private protocol _PendingOldOptional { var _flattened: Any? { get } }
extension Optional: _PendingOldOptional {
    fileprivate var _flattened: Any? {
        guard let w = self else { return nil }
        if let inner = w as? any _PendingOldOptional { return inner._flattened }
        return w
    }
}
