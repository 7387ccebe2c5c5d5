import Foundation
import QuartzCore

/// A view in its superview's `ChildList` keeps no hint of its own (that would grow every view): its
/// index is found through its layer's, which the sublayer list keeps (`UIView.indexOfSubview`, issue 8).
extension UIView: ChildListElement {
    package nonisolated static var _childListKeepsHints: Bool { false }
}
