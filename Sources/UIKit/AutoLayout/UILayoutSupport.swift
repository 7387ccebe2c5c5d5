import Foundation

/// A layout guide's anchors and length, mirroring `UILayoutSupport` (the protocol of the deprecated
/// `topLayoutGuide`/`bottomLayoutGuide`; layout libraries still accept it). `UILayoutGuide` adopts it.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's length along its axis.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height.
    public var length: CGFloat { layoutFrame.height }
}

