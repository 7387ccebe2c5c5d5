import Foundation

/// The view end of the layer's unretained owner link (QuartzCore's CALayer+Links.swift): a view is its
/// layer's delegate for life, so the layer calls it without loading its weak `delegate`.
extension UIView: _LayerOwnerViewCalls {
    /// Makes the view its layer's delegate and links the layer to it (both initializers).
    func becomeLayerOwner() {
        layer._becomeOwned(by: Unmanaged.passUnretained(self).toOpaque(), calls: UIView.self)
        layer._ownerActionIsDefault = UIView._keepsDefaultActionLookUp(type(of: self), type(of: layer))
    }

    /// Whether a view of `viewClass` backed by a layer of `layerClass` answers every action look-up as
    /// `UIView` and `CALayer` do: no action outside animation blocks. True when both classes are exactly
    /// classes of UIKit or QuartzCore that keep the documented look-up (none of them overrides
    /// `action(for:forKey:)` or `action(forKey:)`; debug builds check every answer the flag skips). Any
    /// other class, an app's subclass included, may override either, and Swift cannot tell without calling
    /// it, so it keeps the full look-up; a framework class missing from the list is only slower.
    static func _keepsDefaultActionLookUp(_ viewClass: UIView.Type, _ layerClass: CALayer.Type) -> Bool {
        let pair = (ObjectIdentifier(viewClass), ObjectIdentifier(layerClass))
        // Views are made in runs of one class (a list's cells, a screen's labels): the last answer is
        // usually the one asked for again, and it costs two compares instead of two set look-ups.
        if let last = _lastActionLookUpAnswer, last.view == pair.0, last.layer == pair.1 { return last.keeps }
        let keeps = _defaultActionViewClasses.contains(pair.0) && CALayer.builtInClasses.contains(pair.1)
        _lastActionLookUpAnswer = (pair.0, pair.1, keeps)
        return keeps
    }

    /// The last class pair `_keepsDefaultActionLookUp` answered for, and its answer (classes never change
    /// their overrides, so an answer stays true).
    @exclusivity(unchecked) private static var _lastActionLookUpAnswer: (view: ObjectIdentifier, layer: ObjectIdentifier, keeps: Bool)?

    /// UIKit's view classes, by identity, that keep `UIView`'s `action(for:forKey:)`.
    private static let _defaultActionViewClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UIStackView.self),
        ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UITableView.self),
        ObjectIdentifier(UITableViewCell.self), ObjectIdentifier(UITableViewHeaderFooterView.self),
        ObjectIdentifier(UICollectionView.self), ObjectIdentifier(UICollectionViewCell.self),
        ObjectIdentifier(UICollectionViewListCell.self), ObjectIdentifier(UICollectionReusableView.self),
        ObjectIdentifier(UIListContentView.self), ObjectIdentifier(UITextField.self),
        ObjectIdentifier(UITextView.self), ObjectIdentifier(UISearchTextField.self), ObjectIdentifier(UISwitch.self),
        ObjectIdentifier(UISlider.self), ObjectIdentifier(UIStepper.self), ObjectIdentifier(UISegmentedControl.self),
        ObjectIdentifier(UIPageControl.self), ObjectIdentifier(UIProgressView.self),
        ObjectIdentifier(UIActivityIndicatorView.self), ObjectIdentifier(UIRefreshControl.self),
        ObjectIdentifier(UIDatePicker.self), ObjectIdentifier(UIPickerView.self),
        ObjectIdentifier(UINavigationBar.self), ObjectIdentifier(UIToolbar.self), ObjectIdentifier(UITabBar.self),
        ObjectIdentifier(UISearchBar.self), ObjectIdentifier(UIVisualEffectView.self),
        ObjectIdentifier(UIContentUnavailableView.self), ObjectIdentifier(UIWindow.self),
    ]

    package static func _ownerAction(_ view: UnsafeMutableRawPointer, for layer: CALayer, forKey event: String) -> (any CAAction)? {
        _callOwner(view, of: layer) { $0.action(for: layer, forKey: event) }
    }

    package static func _ownerLayoutSublayers(_ view: UnsafeMutableRawPointer, of layer: CALayer) {
        _callOwner(view, of: layer) { $0.layoutSublayers(of: layer) }
    }

    package static func _ownerDelegate(_ view: UnsafeMutableRawPointer) -> any CALayerDelegate {
        Unmanaged<UIView>.fromOpaque(view).takeUnretainedValue()
    }

    /// Calls app code on the view at `view` (its layer's owner) and keeps the view alive through the call:
    /// the code may drop the last other reference to it (an `action(for:forKey:)` or layout override that
    /// removes the view from its superview). A view with a superview is in that superview's subview list
    /// whenever code can run (`superview` is assigned next to each list edit), so holding the list's storage
    /// for the call keeps the view alive: an edit meanwhile copies the shared list, and the held copy still
    /// retains the view until the call returns. That is one plain retain of the storage instead of one of
    /// the view, which takes the side-table slow path (views are weakly referenced). Without a superview the
    /// view is retained for the call, as the weak `delegate` load did.
    @inline(__always)
    private static func _callOwner<R>(_ view: UnsafeMutableRawPointer, of layer: CALayer, _ body: (UIView) -> R) -> R {
        #if UIKIT_INTERNAL_CHECKS
        precondition(layer.delegate.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() } == view, "stale owner link")
        #endif
        let u = Unmanaged<UIView>.fromOpaque(view)
        if let list = u._withViewRef({ $0._superviewSubviewStorage }) {
            #if UIKIT_INTERNAL_CHECKS
            if list.elementCount <= 256 {
                precondition(list.index(of: u.takeUnretainedValue()) != nil, "a view is missing from its superview's list")
            }
            #endif
            let result = u._withViewRef(body)
            _fixLifetime(list)
            return result
        }
        // A strong local lives through the call made on it (no closure into another module, so no
        // run-time executor check).
        let v = u.takeUnretainedValue()
        return body(v)
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
