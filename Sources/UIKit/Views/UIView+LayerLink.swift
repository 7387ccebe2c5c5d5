import Foundation

/// The view end of the layer's unretained owner link (issue 8; QuartzCore's CALayer+Links.swift): a view
/// is its layer's delegate for life, so the layer calls it without loading its weak `delegate`.
extension UIView: _LayerOwnerViewCalls {
    /// Makes the view its layer's delegate and links the layer to it (both initializers).
    func becomeLayerOwner() {
        layer.delegate = self
        layer._ownerView = Unmanaged.passUnretained(self).toOpaque()
        CALayer._ownerViewCalls = UIView.self
        layer._ownerActionIsDefault = UIView._keepsDefaultActionLookUp(type(of: self), type(of: layer))
    }

    /// Whether a view of `viewClass` backed by a layer of `layerClass` answers every action look-up as
    /// `UIView` and `CALayer` do (issue 8, session 4): NSNull outside animation blocks. True when both
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

    package static func _ownerLayoutSublayers(_ view: UnsafeMutableRawPointer, of layer: CALayer,
                                              walkView: UnsafeMutableRawPointer?, walkList: UnsafeMutableRawPointer?) {
        #if UIKIT_INTERNAL_CHECKS
        precondition(layer.delegate.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() } == view, "stale owner link")
        #endif
        let u = Unmanaged<UIView>.fromOpaque(view)
        // Issue 8, session 4: inside a layout walk over the superview's subviews, the walk holds the
        // superview's subview list as it began; while the superview still has that same list storage (any
        // edit since would have copied it), the view is in it and stays alive through the call, even if
        // its layout removes it. So no retain (the side-table slow path: views are weakly referenced).
        if let walkList, let parent = u._withViewRef({ $0._superviewLink }), parent.toOpaque() == walkView,
           parent._withViewRef({ $0._holdsSubviewStorage(walkList) }) {
            #if UIKIT_INTERNAL_CHECKS
            let held = Unmanaged<_ChildListStorage>.fromOpaque(walkList).takeUnretainedValue()
            if held.elementCount <= 256 {
                precondition(held.index(of: u.takeUnretainedValue()) != nil, "layout walk: view not in the held list")
            }
            #endif
            u._withViewRef { $0.layoutSublayers(of: layer) }
            return
        }
        // Otherwise retained for the call, as the weak `delegate` load did: layout code may drop the last
        // other reference to the view (removing it from its superview), and it must live until the call
        // returns. (A strong local lives through the call made on it; no closure, so no executor check.)
        let v = u.takeUnretainedValue()
        v.layoutSublayers(of: layer)
    }

    /// Whether `_subviews` is stored in the storage at `address` (no closure passed to the standard
    /// library here: from main-actor code that costs a run-time executor check per call).
    @inline(__always)
    func _holdsSubviewStorage(_ address: UnsafeMutableRawPointer) -> Bool {
        guard let s = _subviews._s else { return false }
        return Unmanaged.passUnretained(s).toOpaque() == address
    }

    package static func _ownerSubviewStorage(_ view: UnsafeMutableRawPointer) -> _ChildListStorage? {
        Unmanaged<UIView>.fromOpaque(view)._withViewRef { $0._subviews._s }
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` from a function of this module: a closure written in main-actor code and
    /// passed to another module's function gets a run-time executor check at every entry (SE-0423).
    @inline(__always)
    func _withViewRef<R>(_ body: (Instance) -> R) -> R { _withUnsafeGuaranteedRef { body($0) } }
}
