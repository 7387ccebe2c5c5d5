import Foundation

extension UITableView {
    /// Registers a nib for cells with `identifier` (`register(_:forCellReuseIdentifier:)`); nil
    /// unregisters. Nibs cannot be loaded on Linux: the table makes plain `UITableViewCell`s for the
    /// identifier, after a warning (see `UINib`).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { register(nil as AnyClass?, forCellReuseIdentifier: identifier); return }
        _ = nib.instantiate(withOwner: nil)
        register(UITableViewCell.self, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib for header and footer views (`register(_:forHeaderFooterViewReuseIdentifier:)`);
    /// plain `UITableViewHeaderFooterView`s stand in, as for cells.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier); return }
        _ = nib.instantiate(withOwner: nil)
        register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }
}
