import Foundation

/// An object that displays a single image, mirroring `UIImageView`.
///
/// The image is the layer's `contents` (no drawing code runs), placed by `contentMode` through the layer's
/// `contentsGravity`, at the image's own scale. `init(image:)` sizes the view to the image; setting `image`
/// later does not resize (call `sizeToFit()`), as Apple documents. Image views ignore touches by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The displayed image.
    open var image: UIImage? { didSet { showImage() } }
    /// The image shown while `isHighlighted` (`highlightedImage`); without one, `image` stays shown.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { showImage() } } }
    /// Whether the view shows its highlighted image, and cycles its highlighted animation images
    /// (`isHighlighted`; false by default).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { showImage() } } }
    /// The image on screen: the highlighted one while highlighted, if there is one.
    var _shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// An image view showing `image`, and `highlightedImage` while highlighted, with a frame of the image's
    /// size (`init(image:highlightedImage:)`).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view showing `image`, with a frame of the image's size at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
        showImage()
    }

    /// An image view with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The image's size (the current size when there is no image), as UIKit's image view answers. A symbol
    /// image counts at its size under `preferredSymbolConfiguration`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _displaySize(of: image) ?? bounds.size }

    /// The image's size (none without an image); a symbol image's under `preferredSymbolConfiguration`.
    open override var intrinsicContentSize: CGSize {
        _displaySize(of: image) ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private func showImage() {
        let image = configuredForDisplay(_shownImage)
        layer.contents = templateContents(for: image) ?? image?.cgImage // template images in tintColor
        if let image { layer.contentsScale = image.scale }
    }

    // MARK: - Animating images (UIImageView+Animation.swift)

    /// The images to cycle through (`animationImages`; nil by default). Setting it stops a running animation.
    open var animationImages: [UIImage]? { didSet { if isAnimating { stopAnimating() } } }
    /// The images shown instead while `isHighlighted` (`highlightedAnimationImages`).
    open var highlightedAnimationImages: [UIImage]?
    /// The time one cycle takes (`animationDuration`); 0, the default, means the number of images × 1/30 s.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to run (`animationRepeatCount`); 0, the default, repeats until stopped.
    open var animationRepeatCount: Int = 0
    /// Starts cycling through `animationImages` (`startAnimating()`), from the first image.
    open func startAnimating() { _startAnimatingImages() }
    /// Stops cycling and shows `image` again (`stopAnimating()`).
    open func stopAnimating() { _stopAnimatingImages() }
    /// Whether the images are cycling (`isAnimating`): false again once a finite repeat count has run.
    open var isAnimating: Bool { _isAnimatingImages }

    /// Image views keep their image's scale instead of taking the screen's.
    override func adoptScreenScale(_ scale: CGFloat) {}

    // MARK: - Template tinting (standard views)

    /// Template images are drawn again in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _shownImage.map(UIImageView.isTemplate) == true { showImage() }
    }
}
