import Foundation

extension UIFont {
    /// A font weight, mirroring `UIFont.Weight`: Apple's raw values from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        static let table: [(Weight, Int, String)] = [
            (.ultraLight, 100, "Ultralight"), (.thin, 200, "Thin"), (.light, 300, "Light"), (.regular, 400, "Regular"),
            (.medium, 500, "Medium"), (.semibold, 600, "Semibold"), (.bold, 700, "Bold"), (.heavy, 800, "Heavy"),
            (.black, 900, "Black"),
        ]
        /// The nearest named weight's entry: CSS weight of the stand-in face and Apple's face name.
        var nearest: (Weight, Int, String) {
            let v = rawValue.isNaN ? 0 : rawValue
            return Weight.table.min { abs($0.0.rawValue - v) < abs($1.0.rawValue - v) }!
        }
        /// The CSS weight (100...900) of the installed face that stands in for this weight.
        var cssWeight: Int { nearest.1 }
        /// The UIKit weight for a CSS weight.
        static func from(css: Int) -> Weight {
            table.min { abs($0.1 - css) < abs($1.1 - css) }!.0
        }
    }

    /// A text style for Dynamic Type, mirroring `UIFont.TextStyle` (raw values as Apple's).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")

        /// Point sizes per content size category (xS, S, M, L, XL, XXL, XXXL, AX1...AX5), as in Apple's
        /// Human Interface Guidelines' Dynamic Type tables, and the weight.
        var sizes: ([CGFloat], Weight) {
            switch self {
            case .largeTitle: return ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .regular)
            case .title1: return ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .regular)
            case .title2: return ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .regular)
            case .title3: return ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], .regular)
            case .headline: return ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .semibold)
            case .callout: return ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], .regular)
            case .subheadline: return ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], .regular)
            case .footnote: return ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .regular)
            case .caption1: return ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], .regular)
            case .caption2: return ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], .regular)
            case .extraLargeTitle: return ([36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36], .bold)
            case .extraLargeTitle2: return ([28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28], .bold)
            default: return ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .regular)  // body
            }
        }
        /// The point size for `category` (`.large` for unspecified).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let i = category.index
            return sizes.0[i < 0 ? 3 : i]
        }
    }

    /// The width of a font (`UIFont.Width`, iOS 16); only `standard` has a face here.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}
