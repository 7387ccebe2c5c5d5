import Foundation
import QuartzCore

/// An element shown in a section, as a section's `visibleItemsInvalidationHandler` sees it, mirroring
/// `NSCollectionLayoutVisibleItem`: the handler may change its alpha, z-index, hidden state, centre and
/// transforms, and the collection view shows the element so; its identity, frame and bounds are read-only.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind name: a cell's is empty, a supplementary or decoration view's is its kind.
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called before each layout pass with a section's visible elements, the scroll offset and the layout
/// environment, to change how the elements show (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
/// The offset is the section's own scroll offset for an orthogonally scrolling section, else the
/// collection view's content offset.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One visible element handed to a section's handler (internal): a copy of the layout's attributes, which
/// the collection view applies to the element's view instead of the layout's own.
@MainActor
final class _VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
