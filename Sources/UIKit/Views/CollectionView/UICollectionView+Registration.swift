import Foundation

extension UICollectionView {
    /// How to make and configure cells of one class for items of one type, mirroring
    /// `UICollectionView.CellRegistration`: pass it to `dequeueConfiguredReusableCell(using:for:item:)`,
    /// which registers the class on first use and calls the handler with the dequeued cell.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item (`Handler`).
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let _handler: Handler
        let _identifier: String

        /// A registration that configures cells with `handler` (`init(handler:)`).
        public init(handler: @escaping Handler) {
            _handler = handler
            _identifier = "_UICollectionViewCellRegistration-\(String(reflecting: Cell.self))-\(UUID().uuidString)"
        }
    }

    /// How to make and configure supplementary views of one class and kind, mirroring
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view (`Handler`): the view, its element kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of view this registration makes (`elementKind`).
        public let elementKind: String
        let _handler: Handler
        let _identifier: String

        /// A registration for a kind of supplementary view (`init(elementKind:handler:)`).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            _handler = handler
            _identifier = "_UICollectionViewSupplementaryRegistration-\(String(reflecting: Supplementary.self))-\(UUID().uuidString)"
        }
    }

    /// A reused or new cell for the registration, configured by its handler for the item
    /// (`dequeueConfiguredReusableCell(using:for:item:)`). Precondition, as UIKit raises: an item is given.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        if !_registeredRegistrations.contains(registration._identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration._identifier)
            _registeredRegistrations.insert(registration._identifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration._identifier, for: indexPath) as! Cell
        guard let item else { preconditionFailure("UICollectionView: dequeueConfiguredReusableCell called with a nil item at \(indexPath)") }
        registration._handler(cell, indexPath, item)
        return cell
    }

    /// A reused or new supplementary view for the registration, configured by its handler
    /// (`dequeueConfiguredReusableSupplementary(using:for:)`).
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                              for indexPath: IndexPath) -> Supplementary {
        if !_registeredRegistrations.contains(registration._identifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration._identifier)
            _registeredRegistrations.insert(registration._identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration._identifier,
                                                    for: indexPath) as! Supplementary
        registration._handler(view, registration.elementKind, indexPath)
        return view
    }
}
