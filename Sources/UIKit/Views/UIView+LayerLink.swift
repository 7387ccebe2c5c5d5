import Foundation

/// The view end of the layer's unretained owner link (QuartzCore's CALayer+Links.swift): a view
/// is its layer's delegate for life, so the layer calls it without loading its weak `delegate`.
extension UIView: _LayerOwnerViewCalls {
    /// Makes the view its layer's delegate and links the layer to it (both initializers).
    func becomeLayerOwner() {
        layer.delegate = self
        layer._ownerView = Unmanaged.passUnretained(self).toOpaque()
        CALayer._ownerViewCalls = UIView.self
        layer._ownerActionIsDefault = UIView._keepsDefaultActionLookUp(type(of: self), type(of: layer))
        if UIView._plainViewClass == nil { UIView._plainViewClass = unsafeBitCast(UIView.self, to: UnsafeRawPointer.self) }
    }

    /// Whether a view of `viewClass` backed by a layer of `layerClass` answers every action look-up as
    /// `UIView` and `CALayer` do: NSNull outside animation blocks. True when both
    /// classes are declared in UIKit or QuartzCore, which never override `action(for:forKey:)` or
    /// `action(forKey:)` (those declarations say so; debug builds check every answer the flag skips).
    /// An app's subclass may override either, and Swift cannot tell without calling it, so it keeps the
    /// full look-up. Computed once per class.
    static func _keepsDefaultActionLookUp(_ viewClass: UIView.Type, _ layerClass: CALayer.Type) -> Bool {
        _isFrameworkClass(viewClass) && (layerClass == CALayer.self || _isFrameworkClass(layerClass))
    }

    /// Whether `cls` is declared in UIKit or QuartzCore (its reflected name starts with the module's),
    /// cached per class.
    static func _isFrameworkClass(_ cls: AnyClass) -> Bool {
        let id = ObjectIdentifier(cls)
        if let last = _lastFrameworkClassAnswer, last.0 == id { return last.1 }
        let answer: Bool
        if let known = _frameworkClassAnswers[id] {
            answer = known
        } else {
            let name = String(reflecting: cls)
            answer = name.hasPrefix("UIKit.") || name.hasPrefix("QuartzCore.")
            _frameworkClassAnswers[id] = answer
        }
        _lastFrameworkClassAnswer = (id, answer)
        return answer
    }
    @exclusivity(unchecked) private static var _frameworkClassAnswers: [ObjectIdentifier: Bool] = [:]
    @exclusivity(unchecked) private static var _lastFrameworkClassAnswer: (ObjectIdentifier, Bool)?

    package static func _ownerAction(_ view: UnsafeMutableRawPointer, for layer: CALayer, forKey event: String) -> (any CAAction)? {
        #if UIKIT_INTERNAL_CHECKS
        precondition(layer.delegate.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() } == view, "stale owner link")
        #endif
        return Unmanaged<UIView>.fromOpaque(view)._withViewRef { $0.action(for: layer, forKey: event) }
    }

    package static func _ownerLayoutSublayers(_ view: UnsafeMutableRawPointer, of layer: CALayer) {
        #if UIKIT_INTERNAL_CHECKS
        precondition(layer.delegate.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() } == view, "stale owner link")
        #endif
        let u = Unmanaged<UIView>.fromOpaque(view)
        // The view must live through the call: layout code may drop the last other reference to it
        // (removing it from its superview). A view with a superview is in that
        // superview's subview list whenever code can run (`superview` is assigned next to each list edit),
        // so holding the list's storage for the call keeps the view alive: an edit meanwhile copies the
        // shared list, and the held copy still retains the view until the call returns. That is one plain
        // retain of the storage instead of one of the view, which takes the side-table slow path (views
        // are weakly referenced). A view removed during the call lives until the call returns, as before.
        if let list = u._withViewRef({ $0._superviewSubviewStorage }) {
            #if UIKIT_INTERNAL_CHECKS
            if list.elementCount <= 256 {
                precondition(list.index(of: u.takeUnretainedValue()) != nil, "a view is missing from its superview's list")
            }
            #endif
            u._withViewRef { $0.layoutSublayers(of: layer) }
            _fixLifetime(list)
            return
        }
        // No superview: retained for the call, as the weak `delegate` load did. (A strong local lives
        // through the call made on it; no closure, so no run-time executor check.)
        let v = u.takeUnretainedValue()
        v.layoutSublayers(of: layer)
    }

    /// The storage of the superview's subview list (which lists this view), retained; nil without a
    /// superview. Read through the unretained link (no weak load).
    @inline(__always)
    var _superviewSubviewStorage: _ChildListStorage? {
        guard let p = _superviewLink else { return nil }
        return p._withViewRef { $0._subviews._s }
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` from a function of this module: a closure written in main-actor code and
    /// passed to another module's function gets a run-time executor check at every entry (SE-0423).
    @inline(__always)
    func _withViewRef<R>(_ body: (Instance) -> R) -> R { _withUnsafeGuaranteedRef { body($0) } }
}
