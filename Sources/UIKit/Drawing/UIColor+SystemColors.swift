import Foundation

/// UIKit's system and semantic colours in their light-mode ("Default (light)") values from the Human
/// Interface Guidelines colour tables (iOS 13–18). There is no dark mode or increased-contrast variant yet:
/// each resolves to its light value (see Docs/Deviations.md).
extension UIColor {
    private static func rgb255(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    // Adaptable system colours.
    /// System red, RGB (255, 59, 48).
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    /// System orange, RGB (255, 149, 0).
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    /// System yellow, RGB (255, 204, 0).
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    /// System green, RGB (52, 199, 89).
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    /// System mint, RGB (0, 199, 190).
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    /// System teal, RGB (48, 176, 199).
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    /// System cyan, RGB (50, 173, 230).
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    /// System blue, RGB (0, 122, 255).
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    /// System indigo, RGB (88, 86, 214).
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    /// System purple, RGB (175, 82, 222).
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    /// System pink, RGB (255, 45, 85).
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    /// System brown, RGB (162, 132, 94).
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }

    // System greys.
    /// RGB (142, 142, 147).
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// RGB (174, 174, 178).
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    /// RGB (199, 199, 204).
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    /// RGB (209, 209, 214).
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    /// RGB (229, 229, 234).
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    /// RGB (242, 242, 247).
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }

    /// The app's tint colour by default: system blue.
    public class var tintColor: UIColor { systemBlue }

    // Label colours.
    /// Primary text: black.
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// Secondary text: RGB (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    /// Tertiary text: RGB (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Quaternary text: RGB (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { rgb255(60, 60, 67, 0.18) }
    /// Placeholder text: RGB (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Links: system blue.
    public class var link: UIColor { systemBlue }
    /// Text on light backgrounds: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Text on dark backgrounds: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    // Separators.
    /// Thin lines: RGB (60, 60, 67) at 29 %.
    public class var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    /// Opaque separator: RGB (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }

    // Fills.
    /// RGB (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { rgb255(120, 120, 128, 0.2) }
    /// RGB (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { rgb255(120, 120, 128, 0.16) }
    /// RGB (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, 0.12) }
    /// RGB (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, 0.08) }

    // Backgrounds.
    /// White.
    public class var systemBackground: UIColor { rgb255(255, 255, 255) }
    /// RGB (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// White.
    public class var tertiarySystemBackground: UIColor { rgb255(255, 255, 255) }
    /// RGB (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// White.
    public class var secondarySystemGroupedBackground: UIColor { rgb255(255, 255, 255) }
    /// RGB (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
}
