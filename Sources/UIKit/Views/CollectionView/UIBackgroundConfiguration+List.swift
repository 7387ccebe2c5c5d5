import Foundation

/// The list backgrounds of `UIBackgroundConfiguration` (`listPlainCell()`, `listGroupedCell()`, ...), for
/// `UICollectionViewCell.backgroundConfiguration`: the colours and corner radii of iOS list cells and
/// headers. The state-dependent updates (`updated(for:)`) are not there yet.
extension UIBackgroundConfiguration {
    /// A plain list cell's background (`listPlainCell()`).
    public static func listPlainCell() -> UIBackgroundConfiguration { _list(.systemBackground) }
    /// A grouped list cell's background (`listGroupedCell()`).
    public static func listGroupedCell() -> UIBackgroundConfiguration { _list(.secondarySystemGroupedBackground) }
    /// An inset grouped list cell's background (`listInsetGroupedCell()`).
    public static func listInsetGroupedCell() -> UIBackgroundConfiguration { _list(.secondarySystemGroupedBackground) }
    /// A sidebar cell's background (`listSidebarCell()`): clear, rounded.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var c = _list(.clear)
        c.cornerRadius = 10
        return c
    }
    /// A plain list header or footer's background (`listPlainHeaderFooter()`).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { _list(.systemBackground) }
    /// A grouped list header or footer's background (`listGroupedHeaderFooter()`): clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { _list(.clear) }
    /// A list cell's background for its list's appearance (`listCell()`, iOS 18).
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A list header's background (`listHeader()`, iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// A list footer's background (`listFooter()`, iOS 18).
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    private static func _list(_ color: UIColor) -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.backgroundColor = color
        return c
    }
}
