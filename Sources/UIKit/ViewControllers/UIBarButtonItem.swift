import Foundation

/// The base of bar items, mirroring `UIBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? { didSet { _changed() } }
    /// The item's image.
    open var image: UIImage? { didSet { _changed() } }
    /// The image in landscape on phones.
    open var landscapeImagePhone: UIImage?
    /// Insets of the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// Whether the item is enabled (default true).
    open var isEnabled = true { didSet { _changed() } }
    /// An app-defined tag.
    open var tag = 0
    /// Text attributes per state (stored; text drawing comes with the text engine).
    var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Sets text attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleAttributes[state.rawValue] = attributes
    }
    /// The text attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { _titleAttributes[state.rawValue] }

    /// Bars showing the item refresh.
    var _onChange: [() -> Void] = []
    func _changed() { for f in _onChange { f() } }

    // MARK: - Accessibility

    private var _accessibility = AccessibilityAttributes()
    /// Whether assistive technologies see the item (true by default).
    open var isAccessibilityElement: Bool {
        get { _accessibility.isElement ?? true }
        set { _accessibility.isElement = newValue }
    }
    /// The item's spoken name, by default its title.
    open var accessibilityLabel: String? {
        get { _accessibility.label ?? title ?? image?.accessibilityLabelFromSymbolName }
        set { _accessibility.label = newValue }
    }
    /// What activating the item does.
    open var accessibilityHint: String? {
        get { _accessibility.hint }
        set { _accessibility.hint = newValue }
    }
    /// The item's value.
    open var accessibilityValue: String? {
        get { _accessibility.value }
        set { _accessibility.value = newValue }
    }
    /// The item's traits (`.button` by default, plus `.notEnabled` when disabled).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { _accessibility.traits = newValue }
    }
    /// The identifier UI tests use (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { _accessibility.identifier }
        set { _accessibility.identifier = newValue }
    }
}

/// A button in a navigation bar or toolbar, mirroring `UIBarButtonItem`. A tap runs `primaryAction`, else
/// the `actionHandler` (Linux addition), else sends `action` to `target`, which receives it as a
/// `UITargetActionReceiver` (a selector cannot call a method by name on Linux; see Docs/Deviations.md).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// Item styles, mirroring `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// System items, mirroring `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// The style (default plain).
    open var style: UIBarButtonItem.Style = .plain { didSet { _changed() } }
    /// The width of fixed spaces, or 0 to size to content.
    open var width: CGFloat = 0
    /// A custom view shown instead of the title or image.
    open var customView: UIView? { didSet { _changed() } }
    /// The target of `action`.
    open weak var target: AnyObject?
    /// The action's selector (recorded; see the class note).
    open var action: Selector?
    /// The action run when the item is tapped.
    open var primaryAction: UIAction? {
        didSet { if let a = primaryAction, title == nil, image == nil { title = a.title.isEmpty ? nil : a.title; image = a.image } }
    }
    /// The tint colour of the item.
    open var tintColor: UIColor? { didSet { _changed() } }
    /// Titles the item may show (for sizing).
    open var possibleTitles: Set<String>?
    /// Whether the item is selected.
    open var isSelected = false
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false { didSet { _changed() } }
    /// The system item, when created from one.
    public private(set) var systemItem: SystemItem?
    /// The closure run when the item is tapped and has no primary action (Linux addition for
    /// selector-based items).
    public var actionHandler: (@MainActor (UIBarButtonItem) -> Void)?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
    /// An item with an image.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
    /// A system item (its title is the system's English label).
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        // iOS 13 and later show a glyph (an SF Symbol) for every system item but the text ones.
        if let name = UIBarButtonItem.systemSymbolName(systemItem),
           let glyph = UIImage(systemName: name, withConfiguration: UIBarButtonItem.systemGlyphConfiguration) {
            self.image = glyph
        } else if systemItem == .pageCurl,
                  let glyph = SymbolImageRenderer.barItemImage(SymbolImageRenderer.pageCurl,
                                                               configuration: UIBarButtonItem.systemGlyphConfiguration) {
            // The page curl has no SF Symbol name; its glyph is drawn like one.
            self.image = glyph
        } else {
            self.title = UIBarButtonItem.systemTitle(systemItem)
        }
        if systemItem == .done || systemItem == .save { style = .done }
        self.target = target as AnyObject?
        self.action = action
    }
    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
    /// A system item with a primary action and a menu (iOS 14).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        if let menu { self.menu = menu }
    }
    /// An item with a title, image, primary action and menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        if let menu { self.menu = menu }
    }
    /// An item with a title, image, target-action pair and menu (iOS 16).
    public convenience init(title: String? = nil, image: UIImage? = nil, target: AnyObject? = nil, action: Selector? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        if let menu { self.menu = menu }
    }
    /// A flexible space.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The SF Symbol iOS shows for a system item (nil for the text items Done, Cancel, Edit, Save and
    /// for spaces); an item whose symbol is not drawn here shows its English title instead.
    /// The symbol configuration of system items' glyphs: 17 points at the large scale, as iOS's bars
    /// draw them (the `.add` plus is 17.67 × 18 points of ink).
    static var systemGlyphConfiguration: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large)
    }

    static func systemSymbolName(_ item: SystemItem) -> String? {
        switch item {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .undo: return "arrow.uturn.backward"
        case .redo: return "arrow.uturn.forward"
        case .close: return "xmark.circle.fill"
        default: return nil
        }
    }

    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "+"
        case .close: return "×"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .flexibleSpace, .fixedSpace: return nil
        default: return String(describing: item).capitalized
        }
    }

    /// Runs the item's action as a tap does: the primary action, else `actionHandler`, else the
    /// target-action pair.
    package func _performTap() { _performTap(from: nil) }

    /// A tap on the item's control: its primary action (which supersedes target and action, as iOS
    /// documents), else `actionHandler`, else `action` sent to `target` (nil: up the responder chain from
    /// the first responder, else from the item's view) through `UIApplication.sendAction(_:to:from:for:)`, as controls send theirs;
    /// an item with only a `menu` shows the menu from `control`, as iOS does.
    func _performTap(from control: UIView?) {
        guard isEnabled else { return }
        if let a = primaryAction { a.perform(sender: self) } else if let actionHandler { actionHandler(self) }
        else if let action {
            // A nil target: from the first responder, else from the item's view (its bar, then the bar's
            // controller), as UIKit sends a bar item's action.
            _ = UIApplication.shared.sendAction(action, to: target, from: self, for: nil,
                                            startingAt: control?.window?._firstResponder ?? UIResponder.currentFirstResponder ?? control)
        }
        else if let menu, let control { MenuPresenter.show(menu, from: control.bounds, in: control, sender: self) }
    }
}
