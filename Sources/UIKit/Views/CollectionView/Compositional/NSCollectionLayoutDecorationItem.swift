import Foundation

/// A view drawn behind a section, mirroring `NSCollectionLayoutDecorationItem`: `background(elementKind:)`
/// makes one that fills the section's area (its content insets included), inset by the item's own
/// `contentInsets`. The collection view makes its view from the class registered on the layout with
/// `register(_:forDecorationViewOfKind:)`, and puts it below the section's cells.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view (`elementKind`).
    public let elementKind: String
    /// The z index of the view (`zIndex`, default 0; the view goes below cells of the same z index).
    open var zIndex = 0

    /// A section background of a kind (`background(elementKind:)`).
    open class func background(elementKind: String) -> Self {
        self.init(elementKind: elementKind)
    }

    required public init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }
}
