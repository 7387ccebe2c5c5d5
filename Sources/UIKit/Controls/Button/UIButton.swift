import Foundation

/// A control that runs an action when tapped, showing a title, an image and a background, mirroring
/// `UIButton`.
///
/// Values are kept per control state; when a state has none, the normal state's is used, as documented.
/// System buttons draw their title in the tint colour, faded while highlighted and grey while disabled;
/// custom buttons draw white titles. Buttons with a `configuration` (iOS 15) lay out from it instead.
/// Touch tracking comes from `UIControl`; the button only reads `isHighlighted`/`isSelected`/`isEnabled`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    var _buttonType: ButtonType = .custom
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    /// Symbol configurations applied to the image, by state (`setPreferredSymbolConfiguration(_:forImageIn:)`).
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var _titleLabel: UILabel?
    var _imageView: UIImageView?
    var _subtitleLabel: UILabel?
    var backgroundImageView: UIImageView?
    var configurationBackground: UIView?
    var _configuration: Configuration?
    /// Whether `setNeedsUpdateConfiguration()` is running the update.
    var _isUpdatingConfiguration = false

    /// A custom button with `frame` (`init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Buttons are not opaque on iOS (`opaque = NO` in their description).
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// A button of `buttonType` (`init(type:)`).
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
        buttonTypeDidSet()
    }

    /// A button of `buttonType` whose title and image come from `primaryAction`, sent for
    /// `.primaryActionTriggered` (`init(type:primaryAction:)`, iOS 14).
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A system button laid out from `configuration` (`init(configuration:primaryAction:)`, iOS 15).
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
    }

    /// The button's type (`buttonType`).
    open var buttonType: ButtonType { _buttonType }

    // MARK: Content per state

    /// Sets the title for a state (`setTitle(_:for:)`).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// The title for a state, or the normal state's (`title(for:)`).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for a state (`setTitleColor(_:for:)`).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title colour for a state (`titleColor(for:)`): set, the normal state's, or the type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? defaultTitleColor(for: state) ?? titleColors[0]
    }

    /// Sets the title shadow colour for a state (`setTitleShadowColor(_:for:)`).
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title shadow colour for a state (`titleShadowColor(for:)`).
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors[state.rawValue] ?? titleShadowColors[0] }

    /// Sets the attributed title for a state (`setAttributedTitle(_:for:)`); it wins over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }
    /// The attributed title for a state, or the normal state's (`attributedTitle(for:)`).
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// Sets the image for a state (`setImage(_:for:)`).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// The image for a state, or the normal state's (`image(for:)`).
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the symbol configuration applied to the image in a state
    /// (`setPreferredSymbolConfiguration(_:forImageIn:)`): a symbol image is drawn with it (its point size,
    /// weight and scale), and the button sizes itself to the result. Nil removes it.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }
    /// The symbol configuration for the image in a state, or the normal state's
    /// (`preferredSymbolConfigurationForImage(in:)`).
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }

    /// Sets the background image for a state (`setBackgroundImage(_:for:)`).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }
    /// The background image for a state, or the normal state's (`backgroundImage(for:)`).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The title shown now (`currentTitle`).
    open var currentTitle: String? { title(for: state) }
    /// The title colour used now (`currentTitleColor`).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour used now (`currentTitleShadowColor`).
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The attributed title shown now (`currentAttributedTitle`).
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The image shown now (`currentImage`).
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now (`currentBackgroundImage`).
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Subviews

    /// The label showing the title (`titleLabel`); system font 15 pt.
    open var titleLabel: UILabel? { makeTitleLabel() }
    /// The view showing the image (`imageView`).
    open var imageView: UIImageView? { makeImageView() }
    /// The label showing a configuration's subtitle (`subtitleLabel`, iOS 15).
    open var subtitleLabel: UILabel? { _subtitleLabel }

    // MARK: Insets and looks

    /// Space around the content (`contentEdgeInsets`).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// Offsets of the title's rectangle (`titleEdgeInsets`).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Offsets of the image's rectangle (`imageEdgeInsets`).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether the image darkens while highlighted (`adjustsImageWhenHighlighted`; true).
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while disabled (`adjustsImageWhenDisabled`; true).
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows while highlighted (`showsTouchWhenHighlighted`; false).
    open var showsTouchWhenHighlighted = false
    /// Whether the title colour follows the tint (system buttons).
    open var role: Role = .normal
    /// Whether the button shows a menu as its primary action (`showsMenuAsPrimaryAction`; false).
    open var showsMenuAsPrimaryAction = false
    /// Whether the button changes `isSelected` on each tap (`changesSelectionAsPrimaryAction`; false).
    open var changesSelectionAsPrimaryAction = false

    // MARK: Configuration (iOS 15)

    /// The configuration the button is laid out from (`configuration`); nil for classic buttons.
    open var configuration: UIButton.Configuration? {
        get { _configuration }
        set { _configuration = newValue; setNeedsUpdateConfiguration() }
    }
    /// Called to update the configuration for the current state (`configurationUpdateHandler`).
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the button updates its configuration automatically (`automaticallyUpdatesConfiguration`; true).
    open var automaticallyUpdatesConfiguration = true

    /// Requests `updateConfiguration()` (`setNeedsUpdateConfiguration()`); done at once here. A request
    /// made while the update runs (a `configurationUpdateHandler` that changes `configuration`, as apps
    /// commonly write) is served by that update, as UIKit coalesces it, instead of recursing.
    open func setNeedsUpdateConfiguration() {
        guard !_isUpdatingConfiguration else { return }
        _isUpdatingConfiguration = true
        defer { _isUpdatingConfiguration = false }
        updateConfiguration()
    }

    /// Applies the configuration to the subviews (`updateConfiguration()`); override to customize.
    open func updateConfiguration() {
        if let handler = configurationUpdateHandler { handler(self) }
        applyConfiguration()
    }

    // MARK: Geometry override points

    /// The background's rectangle (`backgroundRect(forBounds:)`): the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The content's rectangle (`contentRect(forBounds:)`): the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// The title's rectangle in the content rectangle (`titleRect(forContentRect:)`).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { buttonTitleRect(forContentRect: contentRect) }
    /// The image's rectangle in the content rectangle (`imageRect(forContentRect:)`).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { buttonImageRect(forContentRect: contentRect) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutButtonContent()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonSizeThatFits(size) }
    open override var intrinsicContentSize: CGSize { buttonSizeThatFits(.zero) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLooks()
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        if _configuration != nil && automaticallyUpdatesConfiguration { updateConfiguration() } else { updateLooks() }
    }
}

extension UIButton {
    /// Kinds of buttons, mirroring `UIButton.ButtonType` (raw values as Apple's).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7
        /// Deprecated alias of `system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The role of a button (`UIButton.Role`, iOS 14).
    public enum Role: Int, Sendable {
        case normal = 0, primary = 1, cancel = 2, destructive = 3
    }

    /// The handler type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}
