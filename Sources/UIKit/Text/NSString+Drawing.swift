import Foundation

/// UIKit's string drawing and measuring on `NSAttributedString` (`NSStringDrawing`): draws into the current
/// graphics context (`UIGraphicsGetCurrentContext()`), doing nothing with a warning when there is none.
extension NSAttributedString {
    /// The natural size of the text, wrapping only at hard line breaks (`size()`).
    public func size() -> CGSize { StringDrawing.size(self) }

    /// Draws the text with its top-left at `point`, unwrapped (`draw(at:)`).
    public func draw(at point: CGPoint) {
        let laid = StringDrawing.Laid(layout: TextLayoutCache.layout(for: StringDrawing.resolve(self, width: nil, maximumLines: 0).key),
                                      resolution: StringDrawing.resolve(self, width: nil, maximumLines: 0))
        StringDrawing.draw(laid, at: point, caller: "NSAttributedString.draw(at:)")
    }

    /// Draws the text wrapped inside `rect` (`draw(in:)`): the lines that fit its height.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in `rect` with options (`draw(with:options:context:)`). Without
    /// `.usesLineFragmentOrigin` the rectangle's origin is the baseline of a single line.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let laid = StringDrawing.layout(self, size: rect.size, options: options, context: context)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) { origin.y -= laid.layout.firstBaseline }
        context?.totalBounds = CGRect(origin: origin, size: laid.layout.size)
        StringDrawing.draw(laid, at: origin, caller: "NSAttributedString.draw(with:options:context:)")
    }

    /// The rectangle the text needs within `size` (`boundingRect(with:options:context:)`). Fractional; round
    /// up with `ceil` to size views, as Apple recommends.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}

/// UIKit's string drawing on `NSString` (`NSString(UIKitAdditions)`), with attributes; missing attributes take
/// their documented defaults (Helvetica 12 pt, black, the default paragraph style).
extension NSString {
    /// The size of the string drawn with `attrs` (`size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(String(self), attrs).size()
    }
    /// Draws the string with its top-left at `point` (`draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(String(self), attrs).draw(at: point)
    }
    /// Draws the string wrapped in `rect` (`draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(String(self), attrs).draw(in: rect)
    }
    /// Draws the string in `rect` with options (`draw(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(String(self), attributes).draw(with: rect, options: options, context: context)
    }
    /// The rectangle the string needs (`boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.attributed(String(self), attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// The same methods on Swift strings, which iOS reaches through bridging to `NSString`.
extension StringProtocol {
    /// The size of the string drawn with `attrs` (`size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(String(self), attrs).size()
    }
    /// Draws the string with its top-left at `point` (`draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(String(self), attrs).draw(at: point)
    }
    /// Draws the string wrapped in `rect` (`draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(String(self), attrs).draw(in: rect)
    }
    /// Draws the string in `rect` with options (`draw(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(String(self), attributes).draw(with: rect, options: options, context: context)
    }
    /// The rectangle the string needs (`boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.attributed(String(self), attributes).boundingRect(with: size, options: options, context: context)
    }
}
