import Foundation

/// A shadow for text, mirroring `NSShadow`: offset (0, −3) and blur 0 by default, black at one-third alpha
/// when no colour is set.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable, TextShadowProviding {
    /// The offset in points (`shadowOffset`); positive heights point down in UIKit's flipped contexts.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (`shadowBlurRadius`), ≥ 0.
    open var shadowBlurRadius: CGFloat = 0 { didSet { if !(shadowBlurRadius >= 0) { shadowBlurRadius = 0 } } }
    /// The colour, a `UIColor` (`shadowColor`); nil draws black at one-third alpha.
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let s = NSShadow()
        s.shadowOffset = shadowOffset; s.shadowBlurRadius = shadowBlurRadius; s.shadowColor = shadowColor
        return s
    }

    package var textShadow: (offset: CGSize, blur: Double, color: TextColor) {
        let c = (shadowColor as? TextColorProviding)?.textColor ?? TextColor(r: 0, g: 0, b: 0, a: 1.0 / 3)
        return (shadowOffset, Double(shadowBlurRadius), c)
    }
}

/// An inline image in attributed text, mirroring `NSTextAttachment` (the character U+FFFC with the
/// `.attachment` attribute). Without `bounds`, the image's size is used; without an image, a 1×1 placeholder.
open class NSTextAttachment: NSObject, @unchecked Sendable, TextAttachmentProviding {
    /// The object replacement character that stands for an attachment (`NSTextAttachment.character`).
    public static let character: Int = 0xFFFC
    /// The image drawn (`image`).
    open var image: UIImage?
    /// The bounds in points, origin relative to the baseline (`bounds`); `.zero` means the image's size.
    open var bounds: CGRect = .zero
    /// The data and its type (`contents`, `fileType`).
    open var contents: Data?
    open var fileType: String?

    /// An attachment with data of a type (`init(data:ofType:)`); image data becomes the image.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        if let contentData { image = UIImage(data: contentData) }
        super.init()
    }

    /// An attachment showing `image` (`init(image:)`).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    public override convenience init() { self.init(data: nil, ofType: nil) }

    package func textAttachmentSize(lineHeight: Double) -> CGSize {
        if bounds.width > 0 || bounds.height > 0 { return bounds.size }
        return image?.size ?? CGSize(width: 1, height: 1)
    }
}

/// Extra measuring state of string drawing, mirroring `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale the text may shrink to to fit (`minimumScaleFactor`, 0 = no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale actually used by the last drawing or measuring (`actualScaleFactor`).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured (`totalBounds`).
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

extension UIColor: TextColorProviding {
    package var textColor: TextColor { cgColor.textColor }
}
