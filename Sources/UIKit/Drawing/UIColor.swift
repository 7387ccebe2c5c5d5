import Foundation

/// An object that stores colour data, mirroring `UIColor`. Components are extended sRGB.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from sRGB components (values outside 0...1 are kept: extended sRGB, as on iOS).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grey colour.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// A colour wrapping a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// The colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Sets this colour as the fill and stroke colour of the current context.
    open func set() { setFill(); setStroke() }

    /// Sets this colour as the fill colour of the current context (`UIGraphicsGetCurrentContext()`).
    open func setFill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(cgColor)
    }

    /// Sets this colour as the stroke colour of the current context.
    open func setStroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(cgColor)
    }

    /// Colours are equal when their Core Graphics colours are (same space and components).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        let c = cgColor.components ?? []
        return "UIColor(\(c.map { String(format: "%.3f", Double($0)) }.joined(separator: " ")))"
    }

    // Apple documents these values on each class property.
    /// Grey 0.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grey 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Grey 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Grey 1.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey 0.5.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Grey 0, alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
