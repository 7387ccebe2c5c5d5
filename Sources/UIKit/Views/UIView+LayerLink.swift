import Foundation

/// The view end of the layer's owner link (QuartzCore's CALayer+Links.swift): a view is its layer's
/// delegate for life, so the layer reaches it through a typed unretained reference instead of loading its
/// weak `delegate` on every layout and action look-up.
extension UIView {
    /// Makes the view its layer's delegate and links the layer to it (both initializers).
    func becomeLayerOwner() {
        layer.delegate = self
        layer._ownerView = self
        layer._ownerActionIsDefault = UIView._keepsDefaultActionLookUp(type(of: self), type(of: layer))
    }

    /// Whether a view of `viewClass` backed by a layer of `layerClass` answers every action look-up as
    /// `UIView` and `CALayer` do: no action outside animation blocks. True when both classes are exactly
    /// classes of UIKit or QuartzCore that keep the documented look-up (none of them overrides
    /// `action(for:forKey:)` or `action(forKey:)`; debug builds check every answer the flag skips). Any
    /// other class, an app's subclass included, may override either, and Swift cannot tell without calling
    /// it, so it keeps the full look-up; a framework class missing from the list is only slower.
    static func _keepsDefaultActionLookUp(_ viewClass: UIView.Type, _ layerClass: CALayer.Type) -> Bool {
        _defaultActionViewClasses.contains(ObjectIdentifier(viewClass))
            && CALayer.builtInClasses.contains(ObjectIdentifier(layerClass))
    }

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
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` from a function of this module: a closure written in main-actor code and
    /// passed to another module's function gets a run-time executor check at every entry (SE-0423).
    @inline(__always)
    func _withViewRef<R>(_ body: (Instance) -> R) -> R { _withUnsafeGuaranteedRef { body($0) } }
}
