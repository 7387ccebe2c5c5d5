import Foundation

/// UIKit's system and semantic colours from the Human Interface Guidelines colour tables (iOS 13–18): the
/// adaptable ones are dynamic colours with their "Default (light)" and "Default (dark)" values;
/// there is no increased-contrast variant (see Docs/Deviations.md). Doc comments give the light value.
extension UIColor {
    private static func rgb255(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    // Adaptable system colours.
    /// System red, RGB (255, 59, 48).
    public class var systemRed: UIColor { _dynamic(light: rgb255(255, 59, 48), dark: rgb255(255, 69, 58)) }
    /// System orange, RGB (255, 149, 0).
    public class var systemOrange: UIColor { _dynamic(light: rgb255(255, 149, 0), dark: rgb255(255, 159, 10)) }
    /// System yellow, RGB (255, 204, 0).
    public class var systemYellow: UIColor { _dynamic(light: rgb255(255, 204, 0), dark: rgb255(255, 214, 10)) }
    /// System green, RGB (52, 199, 89).
    public class var systemGreen: UIColor { _dynamic(light: rgb255(52, 199, 89), dark: rgb255(48, 209, 88)) }
    /// System mint, RGB (0, 199, 190).
    public class var systemMint: UIColor { _dynamic(light: rgb255(0, 199, 190), dark: rgb255(99, 230, 226)) }
    /// System teal, RGB (48, 176, 199).
    public class var systemTeal: UIColor { _dynamic(light: rgb255(48, 176, 199), dark: rgb255(64, 200, 224)) }
    /// System cyan, RGB (50, 173, 230).
    public class var systemCyan: UIColor { _dynamic(light: rgb255(50, 173, 230), dark: rgb255(100, 210, 255)) }
    /// System blue, RGB (0, 122, 255).
    public class var systemBlue: UIColor { _dynamic(light: rgb255(0, 122, 255), dark: rgb255(10, 132, 255)) }
    /// System indigo, RGB (88, 86, 214).
    public class var systemIndigo: UIColor { _dynamic(light: rgb255(88, 86, 214), dark: rgb255(94, 92, 230)) }
    /// System purple, RGB (175, 82, 222).
    public class var systemPurple: UIColor { _dynamic(light: rgb255(175, 82, 222), dark: rgb255(191, 90, 242)) }
    /// System pink, RGB (255, 45, 85).
    public class var systemPink: UIColor { _dynamic(light: rgb255(255, 45, 85), dark: rgb255(255, 55, 95)) }
    /// System brown, RGB (162, 132, 94).
    public class var systemBrown: UIColor { _dynamic(light: rgb255(162, 132, 94), dark: rgb255(172, 142, 104)) }

    // System greys.
    /// RGB (142, 142, 147).
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// RGB (174, 174, 178).
    public class var systemGray2: UIColor { _dynamic(light: rgb255(174, 174, 178), dark: rgb255(99, 99, 102)) }
    /// RGB (199, 199, 204).
    public class var systemGray3: UIColor { _dynamic(light: rgb255(199, 199, 204), dark: rgb255(72, 72, 74)) }
    /// RGB (209, 209, 214).
    public class var systemGray4: UIColor { _dynamic(light: rgb255(209, 209, 214), dark: rgb255(58, 58, 60)) }
    /// RGB (229, 229, 234).
    public class var systemGray5: UIColor { _dynamic(light: rgb255(229, 229, 234), dark: rgb255(44, 44, 46)) }
    /// RGB (242, 242, 247).
    public class var systemGray6: UIColor { _dynamic(light: rgb255(242, 242, 247), dark: rgb255(28, 28, 30)) }

    /// The app's tint colour by default: system blue.
    public class var tintColor: UIColor { systemBlue }

    // Label colours.
    /// Primary text: black.
    public class var label: UIColor { _dynamic(light: UIColor(white: 0, alpha: 1), dark: rgb255(255, 255, 255)) }
    /// Secondary text: RGB (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { _dynamic(light: rgb255(60, 60, 67, 0.6), dark: rgb255(235, 235, 245, 0.6)) }
    /// Tertiary text: RGB (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { _dynamic(light: rgb255(60, 60, 67, 0.3), dark: rgb255(235, 235, 245, 0.3)) }
    /// Quaternary text: RGB (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { _dynamic(light: rgb255(60, 60, 67, 0.18), dark: rgb255(235, 235, 245, 0.16)) }
    /// Placeholder text: RGB (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { _dynamic(light: rgb255(60, 60, 67, 0.3), dark: rgb255(235, 235, 245, 0.3)) }
    /// Links: system blue.
    public class var link: UIColor { _dynamic(light: systemBlue, dark: rgb255(9, 132, 255)) }
    /// Text on light backgrounds: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Text on dark backgrounds: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    // Separators.
    /// Thin lines: RGB (60, 60, 67) at 29 %.
    public class var separator: UIColor { _dynamic(light: rgb255(60, 60, 67, 0.29), dark: rgb255(84, 84, 88, 0.6)) }
    /// Opaque separator: RGB (198, 198, 200).
    public class var opaqueSeparator: UIColor { _dynamic(light: rgb255(198, 198, 200), dark: rgb255(56, 56, 58)) }

    // Fills.
    /// RGB (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { _dynamic(light: rgb255(120, 120, 128, 0.2), dark: rgb255(120, 120, 128, 0.36)) }
    /// RGB (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { _dynamic(light: rgb255(120, 120, 128, 0.16), dark: rgb255(120, 120, 128, 0.32)) }
    /// RGB (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { _dynamic(light: rgb255(118, 118, 128, 0.12), dark: rgb255(118, 118, 128, 0.24)) }
    /// RGB (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { _dynamic(light: rgb255(116, 116, 128, 0.08), dark: rgb255(118, 118, 128, 0.18)) }

    // Backgrounds.
    /// White.
    public class var systemBackground: UIColor { _dynamic(light: rgb255(255, 255, 255), dark: rgb255(0, 0, 0)) }
    /// RGB (242, 242, 247).
    public class var secondarySystemBackground: UIColor { _dynamic(light: rgb255(242, 242, 247), dark: rgb255(28, 28, 30)) }
    /// White.
    public class var tertiarySystemBackground: UIColor { _dynamic(light: rgb255(255, 255, 255), dark: rgb255(44, 44, 46)) }
    /// RGB (242, 242, 247).
    public class var systemGroupedBackground: UIColor { _dynamic(light: rgb255(242, 242, 247), dark: rgb255(0, 0, 0)) }
    /// White.
    public class var secondarySystemGroupedBackground: UIColor { _dynamic(light: rgb255(255, 255, 255), dark: rgb255(28, 28, 30)) }
    /// RGB (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { _dynamic(light: rgb255(242, 242, 247), dark: rgb255(44, 44, 46)) }
}
