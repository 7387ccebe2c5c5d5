import Foundation
import CoreGraphics

/// Attaching animations to layers, presentation copies and implicit animations.
extension CALayer {
    /// The value before the change whose action is being looked up and run, while that layer is `self`'s
    /// model or `self` (nil otherwise, and for a nil value).
    static var _pendingOld: AnimValue? { PipelineOwner.current.pendingChange?.old }
    /// The layer classes of this module that keep the documented action search (none overrides
    /// `action(forKey:)`), by identity.
    package static let builtInClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CAReplicatorLayer.self), ObjectIdentifier(CAScrollLayer.self), ObjectIdentifier(CATiledLayer.self),
        ObjectIdentifier(CATransformLayer.self),
    ]

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
        // In the render tree the list changes at the next commit (`RenderNode.animations`), queued by the
        // registration.
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
        // The commit hands the shorter list to the render tree and damages the layer then.
        noteValuesChanged()
        CATransaction.noteChange()
        for a in removed { AnimationEngine.stopped(a, finished: false) }
    }

    /// Whether any animation is attached.
    package var hasAnimations: Bool { !(_extras?.animations.isEmpty ?? true) }
    /// Whether any animation is attached or in the render tree (removed since the last commit).
    var hasAttachedOrCommittedAnimations: Bool { hasAnimations || !(_node?.animations.isEmpty ?? true) }

    // MARK: Presentation

    /// A copy with the animations applied at the current media time.
    func makePresentation<T: CALayer>() -> T? {
        presentationCopy(now: CACurrentMediaTime()) as? T
    }

    /// The values `presentation()` shows at media time `now`, with the running transitions' captured looks.
    /// A layer in the render tree (it has a node): its committed values with the animations committed with
    /// them (`RenderNode.animations`), the evaluation a frame makes (`presentAnimations(at:)`), as Core
    /// Animation's presentation layer holds the values as of the start of the current transaction: an
    /// animation added, replaced or removed since shows from the next commit on. A layer never handed to the
    /// render tree: its model values with every animation; during an action look-up for this layer the
    /// changed property starts from its old value, as the presentation layer still shows it.
    func evaluatePresentedValues(at now: CFTimeInterval) -> (values: PresentedValues, overlays: [TransitionOverlay]) {
        var overlays: [TransitionOverlay] = []
        if let node = _node {
            var v = PresentedValues(committed: node, layer: self)
            applyAnimations(to: &v, overlays: &overlays, at: now)
            return (v, overlays)
        }
        var v = PresentedValues(model: self)
        if let change = PipelineOwner.current.pendingChange, change.layer === self, let old = change.old {
            v.setAnimValue(old, forKeyPath: KeyPathParts(change.key))
        }
        applyAnimations(to: &v, overlays: &overlays, at: now)
        return (v, overlays)
    }

    /// The animations a frame and `presentation()` evaluate: the committed ones of a layer in the render
    /// tree, the attached ones of a layer never handed to it.
    @inline(__always) var presentedAnimations: [(key: String, animation: CAAnimation)] {
        if let n = _node { return n.animations }
        return _extras?.animations ?? []
    }

    /// Applies the presented animations (`presentedAnimations`) at media time `now` to `v`, which holds the
    /// values they start from (a frame's: the committed values, in place in the render node's cell, so they
    /// are never copied).
    func applyAnimations(to v: inout PresentedValues, overlays: inout [TransitionOverlay], at now: CFTimeInterval) {
        let anims = presentedAnimations
        guard !anims.isEmpty else { return }
        let t = renderLocalTime(fromGlobal: now)
        for e in anims {
            e.animation.apply(to: &v, at: t)
            guard let tr = e.animation as? CATransition, let p = tr.progress(at: t) else { continue }
            if tr.isFlip { v.transform = CATransform3DConcat(v.transform, tr.flipTransform(progress: p, bounds: v.bounds)) }
            if let image = tr.snapshot { overlays.append(tr.overlay(image, progress: p, bounds: v.bounds)) }
        }
        v.finish()
    }

    /// A presentation copy of this layer and, as Core Animation's presentation tree, of its sublayers and
    /// mask, each with its animations evaluated at `now` (their `model()` is the model layer). The copy
    /// takes the evaluated values of the animated properties; the model is only read.
    private func presentationCopy(now: CFTimeInterval) -> CALayer {
        // Core Animation makes presentation copies with `init(layer:)`, which subclasses override to copy
        // their own properties.
        let copy = type(of: self).init(_runtimeInstanceCopying: self)
        copy._isPresentationCopy = true
        copy.copyPresentationState(from: self)
        copy.extras.modelLayer = self
        if let node = _node {
            // In the render tree: the committed values and list, with the committed animations.
            let committed = node.values
            copy.takeCommittedValues(committed)
            copy.takePresentedValues(evaluatePresentedValues(at: now).values)
            for s in committed.sublayers { copy.addSublayer(s.presentationCopy(now: now)) }
            if let m = committed.rare?.mask { copy.mask = m.presentationCopy(now: now) }
            return copy
        }
        var keys = Set<String>()
        if let anims = _extras?.animations { for e in anims { keys.formUnion(e.animation.touchedKeys) } }
        if let change = PipelineOwner.current.pendingChange, change.layer === self { keys.insert(KeyPathParts(change.key).base) }
        if !keys.isEmpty {
            let v = evaluatePresentedValues(at: now).values
            for k in keys {
                let parts = KeyPathParts(k)
                if let value = v.animValue(forKeyPath: parts) { copy.setAnimValue(value, forKeyPath: k) }
            }
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
        if let s = self as? CAShapeLayer, let o = l as? CAShapeLayer { s.setShapeValues(o) }
        if let g = self as? CAGradientLayer, let o = l as? CAGradientLayer { g.setGradientValues(o) }
    }

    /// Sets the committed values no animation presents (a presentation copy of a layer in the render tree).
    private func takeCommittedValues(_ r: RenderValues) {
        allowsGroupOpacity = r.allowsGroupOpacity; isGeometryFlipped = r.isGeometryFlipped; isOpaque = r.isOpaque
        contentsScale = r.contentsScale
        let rare = r.rareOrDefaults
        contentsGravity = rare.contentsGravity; minificationFilter = rare.minificationFilter
        magnificationFilter = rare.magnificationFilter; maskedCorners = rare.maskedCorners
        cornerCurve = rare.cornerCurve; isDoubleSided = rare.isDoubleSided; shouldRasterize = rare.shouldRasterize
        rasterizationScale = rare.rasterizationScale; name = rare.name
        r.subclass?.apply(to: self)
    }

    /// Sets the presented values (committed values with the animations applied) on a presentation copy.
    private func takePresentedValues(_ v: PresentedValues) {
        bounds = v.bounds; position = v.position; anchorPoint = v.anchorPoint; anchorPointZ = v.anchorPointZ
        zPosition = v.zPosition; transform = v.transform; sublayerTransform = v.sublayerTransform
        opacity = v.opacity; isHidden = v.isHidden; masksToBounds = v.masksToBounds
        backgroundColor = v.backgroundColor; borderColor = v.borderColor; borderWidth = v.borderWidth
        cornerRadius = v.cornerRadius
        shadowColor = v.shadowColor; shadowOpacity = v.shadowOpacity; shadowOffset = v.shadowOffset
        shadowRadius = v.shadowRadius; shadowPath = v.shadowPath
        contentsRect = v.contentsRect; contentsCenter = v.contentsCenter
        // Only the image of `contents` is committed: a model's other contents object stays.
        if v.contents is CGImage || _contentsImage != nil { contents = v.contents }
        for (key, value) in v.other { setAnimValue(value, forKeyPath: key) }
    }

    /// The presentation value of `keyPath` at the current time if the model value were `modelValue`.
    func presentationValue(forKeyPath keyPath: String, modelValue: AnimValue) -> AnimValue? {
        guard let anims = _extras?.animations, !anims.isEmpty else { return modelValue }
        let parts = KeyPathParts(keyPath)
        let relevant = anims.filter { $0.animation.touchedKeys.contains(parts.base) }
        guard !relevant.isEmpty else { return modelValue }
        var v = PresentedValues(model: self)
        v.setAnimValue(modelValue, forKeyPath: parts)
        let t = convertTime(CACurrentMediaTime(), from: nil)
        for e in relevant { e.animation.apply(to: &v, at: t) }
        return v.animValue(forKeyPath: parts)
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

    /// Whether the animation writes `position` (or one of its components) and nothing else, so that each
    /// of its frames only moves the layer's subtree (cached while attached: the tick asks every frame).
    var touchesOnlyPosition: Bool {
        if isFrozen, _positionOnly != 0 { return _positionOnly == 1 }
        let only: Bool
        switch self {
        case let g as CAAnimationGroup:
            let members = g.animations ?? []
            only = !members.isEmpty && members.allSatisfy { $0.touchesOnlyPosition }
        // A transition draws overlays whatever keys it names.
        case is CATransition: only = false
        default: only = touchedKeys == ["position"]
        }
        if isFrozen { _positionOnly = only ? 1 : 2 }
        return only
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
    /// Changes an animation attached to `layer` (frozen): UIKit's property animator drives its animations'
    /// time this way. Once the render tree runs the animation (the layer's node holds it), a change of
    /// timing reaches frames and `presentation()` at the next commit, as the render tree's copy of an
    /// animation changes only when the layer's animations are committed again; the layer is queued for it.
    /// An animation not committed yet takes the change at once (the render tree never ran it otherwise).
    package func modifyAttached(on layer: CALayer, _ body: (CAAnimation) -> Void) {
        let was = isFrozen
        isFrozen = false
        let defers = layer._node?.animations.contains { $0.animation === self } ?? false
        _defersTiming = defers
        body(self)
        _defersTiming = false
        isFrozen = was
        if !defers {
            if timingPending { commitTiming() }
        } else if !timingPending, !modelTiming.isSame(as: renderTiming) {
            timingPending = true
            layer.noteTimingChanged()
        }
        attributesChanged()
        _touched = nil
        _positionOnly = 0
        _redisplays = 0
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
