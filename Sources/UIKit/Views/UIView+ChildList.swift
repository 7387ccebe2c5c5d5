import Foundation
import QuartzCore

/// A view in its superview's `ChildList` keeps no hint of its own (that would grow every view): its
/// index is found through its layer's, which the sublayer list keeps (`UIView.indexOfSubview`, issue 8).
extension UIView: ChildListElement {
    package nonisolated static var _childListKeepsHints: Bool { false }
}

extension UIView {
    /// Whether the view has subviews, read from the list's storage by a plain call. QuartzCore's generic
    /// `ChildList` members run unspecialized when UIKit calls them (a metadata argument per call), and
    /// the storage's fields read from UIKit get a run-time exclusivity check; hit testing asks this at
    /// every visited view (issue 8).
    @inline(__always) var _hasSubviews: Bool { (_subviews._s?.elementCount ?? 0) != 0 }
}
