import Foundation
import QuartzCore

/// A view in its superview's `ChildList` keeps no hint of its own (that would grow every view): its
/// index is found through its layer's, which the sublayer list keeps (`UIView.indexOfSubview`).
extension UIView: ChildListElement {
    package nonisolated static var _childListKeepsHints: Bool { false }
}

extension UIView {
    /// Whether the view has subviews, read from the list's storage by a plain call. QuartzCore's generic
    /// `ChildList` members run unspecialized when UIKit calls them (a metadata argument per call), and
    /// the storage's fields read from UIKit get a run-time exclusivity check; hit testing asks this at
    /// every visited view.
    @inline(__always) var _hasSubviews: Bool { (_subviews._s?.elementCount ?? 0) != 0 }
}

extension UIView {
    /// Set once any view in the process is given a tint colour or a tint adjustment mode. Until then every
    /// view's tint is the default, so hierarchy edits need not walk the superviews (weak loads, twice per
    /// snapshot, before and after the move) to see whether the moved view's tint changed.
    static var _tintOverridesSeen = false

    /// `tintSnapshot`, or the default colour and mode while no view has set either.
    var _tintSnapshotIfTracked: (UIColor, UIView.TintAdjustmentMode) {
        UIView._tintOverridesSeen ? tintSnapshot : (UIView.defaultTintColor, .normal)
    }
}
