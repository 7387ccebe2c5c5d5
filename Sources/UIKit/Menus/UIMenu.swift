import Foundation

/// A menu: a titled group of actions and submenus, mirroring `UIMenu`. Menus are values to hand to
/// buttons, bar button items and context menus; `replacingChildren(_:)` makes a changed copy.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier, mirroring `UIMenu.Identifier` (Apple's raw values for the system menus).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let text = Identifier("com.apple.menu.text")
        public static let format = Identifier("com.apple.menu.format")
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        public static let root = Identifier("com.apple.menu.root")
    }

    /// How a menu is shown, mirroring `UIMenu.Options` (Apple's raw values).
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu, separated by lines.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown in a destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children are shown, mirroring `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable {
        case small = 0, medium = 1, large = 2
        case automatic = -1
    }

    /// The menu's identifier (a unique one when none was given).
    public let identifier: UIMenu.Identifier
    /// The menu's options.
    public let options: UIMenu.Options
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]
    /// How large the children are shown (default `.automatic`; iOS 16).
    open var preferredElementSize: UIMenu.ElementSize

    /// A menu, mirroring `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`
    /// (every argument optional, as in Apple's initialisers).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
                preferredElementSize: UIMenu.ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Archives are not supported on Linux (see Docs/Deviations.md).
    public required init?(coder: NSCoder) {
        identifier = UIMenu.Identifier(UUID().uuidString)
        options = []
        children = []
        preferredElementSize = .automatic
        super.init(coder: coder)
    }

    /// The children that are on (`selectedElements`, iOS 16): the actions whose state is `.on`.
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// A copy of this menu with other children (`replacingChildren(_:)`).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
