import Foundation

/// Menus attached to buttons and bar button items, mirroring `UIButton.menu` and `UIBarButtonItem.menu`.
/// The menus are kept in a side table keyed by the owner (no stored property on the classes); they are not
/// drawn yet (see Docs/Deviations.md).
@MainActor
enum MenuAttachments {
    final class Entry {
        weak var owner: AnyObject?
        let menu: UIMenu
        init(owner: AnyObject, menu: UIMenu) { self.owner = owner; self.menu = menu }
    }
    static var table: [ObjectIdentifier: Entry] = [:]

    static func menu(of owner: AnyObject) -> UIMenu? {
        guard let e = table[ObjectIdentifier(owner)], e.owner === owner else { return nil }
        return e.menu
    }

    static func setMenu(_ menu: UIMenu?, of owner: AnyObject) {
        table = table.filter { $0.value.owner != nil }
        table[ObjectIdentifier(owner)] = menu.map { Entry(owner: owner, menu: $0) }
    }
}

extension UIButton {
    /// The button's menu (`menu`, iOS 14); shown on a tap when `showsMenuAsPrimaryAction` is set on iOS.
    public var menu: UIMenu? {
        get { MenuAttachments.menu(of: self) }
        set { MenuAttachments.setMenu(newValue, of: self) }
    }
}

extension UIBarButtonItem {
    /// The item's menu (`menu`, iOS 14).
    public var menu: UIMenu? {
        get { MenuAttachments.menu(of: self) }
        set { MenuAttachments.setMenu(newValue, of: self) }
    }
}
