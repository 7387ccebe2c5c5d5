import Foundation

/// The table and collection view accessors UIKit adds to `IndexPath` (`init(row:section:)`, `row`,
/// `section`): a two-element path, section first.
extension IndexPath {
    /// Creates a path to a row in a section, mirroring UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section (the first index). Precondition: the path has two indexes, as UIKit requires.
    public var section: Int {
        get { precondition(count == 2, "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."); return self[0] }
        set { precondition(count == 2, "Invalid index path for use with UITableView."); self[0] = newValue }
    }
    /// The row (the second index). Precondition: the path has two indexes, as UIKit requires.
    public var row: Int {
        get { precondition(count == 2, "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."); return self[1] }
        set { precondition(count == 2, "Invalid index path for use with UITableView."); self[1] = newValue }
    }
    /// Creates a path to an item in a section, mirroring UIKit's `IndexPath(item:section:)` (collection views).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The item (the second index), mirroring UIKit's `IndexPath.item`.
    public var item: Int {
        get { precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices specifying the section and item."); return self[1] }
        set { precondition(count == 2, "Invalid index path for use with UICollectionView."); self[1] = newValue }
    }
}
