import Foundation

extension UICollectionView {
    /// Registers a nib for cells with `identifier` (`register(_:forCellWithReuseIdentifier:)`); nil
    /// unregisters. Nibs cannot be loaded on Linux: plain `UICollectionViewCell`s stand in, after a warning
    /// (see `UINib`).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { register(nil as AnyClass?, forCellWithReuseIdentifier: identifier); return }
        _ = nib.instantiate(withOwner: nil)
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib for supplementary views
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`); plain `UICollectionReusableView`s
    /// stand in, as for cells.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let nib else {
            register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            return
        }
        _ = nib.instantiate(withOwner: nil)
        register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}

extension UICollectionView.CellRegistration {
    /// A registration whose cells come from a nib (`init(cellNib:handler:)`). Nibs cannot be loaded on
    /// Linux: cells of the registration's `Cell` class are made with `init(frame:)` instead.
    public init(cellNib: UINib, handler: @escaping Handler) {
        MainActor.assumeIsolated { _ = cellNib.instantiate(withOwner: nil) }
        self.init(handler: handler)
    }
}

extension UICollectionView.SupplementaryRegistration {
    /// A registration whose views come from a nib (`init(supplementaryNib:elementKind:handler:)`); views of
    /// the `Supplementary` class are made instead, as for cell registrations.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
        MainActor.assumeIsolated { _ = supplementaryNib.instantiate(withOwner: nil) }
        self.init(elementKind: elementKind, handler: handler)
    }
}
