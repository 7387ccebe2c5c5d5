import Foundation

/// The region a text view lays its text out in, mirroring `NSTextContainer` as `UITextView.textContainer`
/// exposes it: `lineFragmentPadding` (5 points by default) insets each line inside the container, and the
/// container's `size` follows the text view's width (`widthTracksTextView`, true for a text view's
/// container) less `textContainerInset`. Exclusion paths, line limits and TextKit's layout manager are not
/// provided (Docs/Deviations.md).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    weak var _textView: UITextView?
    var _size: CGSize
    var _lineFragmentPadding: CGFloat = 5

    /// A container of the given size (`init(size:)`).
    public init(size: CGSize) {
        _size = size
        super.init()
    }

    /// A container of zero size.
    public override convenience init() { self.init(size: .zero) }

    /// The text view this container belongs to (`textView`).
    open var textView: UITextView? { _textView }

    /// Empty space at the start and end of each line, in points (`lineFragmentPadding`; 5 by default).
    open var lineFragmentPadding: CGFloat {
        get { _lineFragmentPadding }
        set {
            guard newValue.isFinite else { return }
            _lineFragmentPadding = newValue
            _textView?.textChanged()
        }
    }

    /// Whether the width follows the text view's (`widthTracksTextView`).
    open var widthTracksTextView = false { didSet { _textView?.textChanged() } }
    /// Whether the height follows the text view's (`heightTracksTextView`).
    open var heightTracksTextView = false

    /// The container's size (`size`): with a text view, a tracked width is the view's width less
    /// `textContainerInset`, and a tracked height likewise.
    open var size: CGSize {
        get {
            guard let tv = _textView else { return _size }
            let inset = tv.textContainerInset
            return CGSize(width: widthTracksTextView ? max(0, tv.bounds.width - inset.left - inset.right) : _size.width,
                          height: heightTracksTextView ? max(0, tv.bounds.height - inset.top - inset.bottom) : _size.height)
        }
        set {
            _size = newValue
            _textView?.textChanged()
        }
    }
}
