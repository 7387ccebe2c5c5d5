import Foundation

/// A bar of bar button items along the bottom of a view, mirroring `UIToolbar` (44 points high). Flexible
/// spaces share the width left over; fixed spaces take their `width`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The standard height.
    public static let standardHeight: CGFloat = 44
    var _items: [UIBarButtonItem] = []
    var controls: [BarButtonControl?] = []
    package let background = UIView()
    let hairline = UIView()
    /// The bar style.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true {
        // The bar's look and the container's content frames (views extend under translucent bars only)
        // depend on it: both are laid out again.
        didSet { if isTranslucent != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } }
    }
    /// The background colour.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The appearance (iOS 13).
    open var standardAppearance = UIToolbarAppearance() { didSet { setNeedsLayout() } }
    /// The appearance at the scroll edge.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsLayout() } }
    /// The compact appearance.
    open var compactAppearance: UIToolbarAppearance? { didSet { setNeedsLayout() } }
    /// Background images by position and metrics (`setBackgroundImage(_:forToolbarPosition:barMetrics:)`).
    var _backgroundImages: [BarImageKey: UIImage] = [:]
    /// Shadow images by position (`setShadowImage(_:forToolbarPosition:)`).
    var _shadowImages: [UIBarPosition: UIImage] = [:]
    let backgroundImageView = BarBackgroundImageView()
    /// Where the bar sits (`barPosition`): `.bottom`, a toolbar's place in a navigation controller and at the
    /// bottom of a screen; it picks the background image.
    open var barPosition: UIBarPosition { .bottom }

    /// Sets the image drawn as the toolbar's background at `topOrBottom` with `barMetrics`
    /// (`setBackgroundImage(_:forToolbarPosition:barMetrics:)`), in place of the system background. A
    /// position without its own image uses the `.any` image; the bar here is always of default height, so
    /// the `.default` metrics' image is the one shown. Images 1 point wide or resizable are stretched, others
    /// tiled; an empty `UIImage()` makes the bar transparent.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        _backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
        setNeedsLayout()
    }
    /// The image set for `topOrBottom` and `barMetrics` (`backgroundImage(forToolbarPosition:barMetrics:)`),
    /// nil by default.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)]
    }
    /// Sets the image of the bar's hairline at `topOrBottom` (`setShadowImage(_:forToolbarPosition:)`);
    /// as on iOS it shows only together with a custom background image, and an empty image hides the line.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        _shadowImages[topOrBottom] = shadowImage
        setNeedsLayout()
    }
    /// The shadow image set for `topOrBottom` (`shadowImage(forToolbarPosition:)`), nil by default.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { _shadowImages[topOrBottom] }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        background.addSubview(backgroundImageView)
        addSubview(hairline)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        background.addSubview(backgroundImageView)
        addSubview(hairline)
    }

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for c in controls { c?.removeFromSuperview() }
        _items = items ?? []
        controls = _items.map { item in
            guard item.systemItem != .flexibleSpace, item.systemItem != .fixedSpace else { return nil }
            let c = BarButtonControl()
            c.item = item
            AppearanceRegistry.shared.apply(to: item, container: self) // UIAppearance
            c.onTap = { [weak item, weak c] in item?._performTap(from: c) }
            if let v = item.customView { c.addSubview(v) }
            item._onChange = [{ [weak self] in self?.setNeedsLayout() }]
            addSubview(c)
            return c
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.standardHeight) }

    /// The item frames (Linux seam for tests), nil for spaces.
    package var _itemFrames: [CGRect?] { controls.map { $0?.frame } }

    open override func layoutSubviews() {
        let appearance = scrollEdgeAppearance ?? standardAppearance
        let dark = barStyle == .black || traitCollection.userInterfaceStyle == .dark
        background.backgroundColor = appearance.backgroundColor ?? barTintColor ?? UIColor(white: dark ? 0.11 : 0.97, alpha: isTranslucent ? 0.94 : 1)
        background.frame = bounds
        let barImage = _backgroundImages.image(at: barPosition, metrics: .default)
        if barImage != nil { background.backgroundColor = nil }
        backgroundImageView.image = barImage
        backgroundImageView.frame = background.bounds
        hairline.backgroundColor = appearance.shadowColor
        let shadow = _shadowImages[barPosition] ?? _shadowImages[.any]
        hairline.isHidden = appearance.shadowColor == nil || (barImage != nil && shadow.map { $0.size == .zero } == true)
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, layer.contentsScale))
        let tint = tintColor ?? UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        var widths: [CGFloat] = []
        var flexible = 0
        for (item, c) in zip(_items, controls) {
            if item.systemItem == .flexibleSpace { widths.append(0); flexible += 1; continue }
            if item.systemItem == .fixedSpace { widths.append(max(0, item.width)); continue }
            guard let c else { widths.append(0); continue }
            c.configure(title: item.customView == nil ? item.title : nil, image: item.image,
                        color: item.isEnabled ? (item.tintColor ?? tint) : UIColor(white: 0.6, alpha: 1), bold: item.style == .done)
            c.isEnabled = item.isEnabled
            let s = item.customView?.bounds.size ?? c.sizeThatFits(bounds.size)
            widths.append(item.width > 0 ? item.width : s.width)
        }
        let margin: CGFloat = 16, gap: CGFloat = 8
        let used = widths.reduce(0, +) + gap * CGFloat(max(0, _items.count - 1)) + 2 * margin
        let flex = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = margin
        for (i, item) in _items.enumerated() {
            let w = item.systemItem == .flexibleSpace ? flex : widths[i]
            controls[i]?.frame = CGRect(x: x, y: (bounds.height - 32) / 2, width: w, height: 32)
            x += w + gap
        }
    }
}
