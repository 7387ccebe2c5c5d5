import Foundation
import UIKit

/// A device to snapshot a view controller on: its screen size in points, its safe area and its traits,
/// mirroring swift-snapshot-testing's iOS `ViewImageConfig` and its presets (the same devices, sizes,
/// safe areas and size classes; `assertSnapshot(of: vc, as: .image(on: .iPhone13))` reads the same).
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// A tablet's orientation and how much of the screen a Split View app takes.
    public enum TabletOrientation: Sendable {
        /// The widths a Split View app has in portrait.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// The widths a Split View app has in landscape.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the window reports as its safe area.
    public var safeArea: UIEdgeInsets
    /// The window's size in points; nil keeps the view's own size.
    public var size: CGSize?
    /// The traits the view controller is shown with.
    public var traits: UITraitCollection

    /// A configuration with the given safe area, size and traits (all empty by default).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: - Phones

    /// One phone: portrait size, the safe area in each orientation, and its traits.
    private static func phone(width: CGFloat, height: CGFloat, portraitSafeArea: UIEdgeInsets,
                              landscapeSafeArea: UIEdgeInsets, traits: UITraitCollection,
                              _ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// Phones with a status bar and a home button: 20 points on top in portrait, none in landscape.
    private static let homeButtonPortrait = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (first generation): 320 × 568.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 320, height: 568, portraitSafeArea: homeButtonPortrait, landscapeSafeArea: .zero,
              traits: .iPhoneSe(orientation), orientation)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 667, portraitSafeArea: homeButtonPortrait, landscapeSafeArea: .zero,
              traits: .iPhone8(orientation), orientation)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 736, portraitSafeArea: homeButtonPortrait, landscapeSafeArea: .zero,
              traits: .iPhone8Plus(orientation), orientation)
    }

    /// The notch of the iPhone X generation: 44 on top and 34 below in portrait; 44 each side and 24
    /// below in landscape.
    private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 812, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape,
              traits: .iPhoneX(orientation), orientation)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 896, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape,
              traits: .iPhoneXsMax(orientation), orientation)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 896, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape,
              traits: .iPhoneXr(orientation), orientation)
    }

    /// The iPhone 12 and 13 safe areas: 47 on top and 34 below in portrait; 47 each side and 21 below in
    /// landscape.
    private static let twelvePortrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let twelveLandscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 390, height: 844, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape,
              traits: .iPhone12(orientation), orientation)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the same screen as the iPhone 12.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 428, height: 926, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape,
              traits: .iPhone12ProMax(orientation), orientation)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 390, height: 844, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape,
              traits: .iPhone13(orientation), orientation)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812, 50 points of notch on top (each side in landscape).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 812, portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
              traits: .iPhone13(orientation), orientation)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the same screen as the iPhone 13.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 428, height: 926, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape,
              traits: .iPhone13ProMax(orientation), orientation)
    }

    // MARK: - Tablets

    /// One tablet: its widths for each split in landscape (one third, one half, two thirds, full) and
    /// portrait (one third, two thirds, full), its landscape and portrait heights, and its safe area.
    /// Narrow splits take the compact-width traits; `halfIsCompact` says whether the half split does too.
    private static func tablet(_ orientation: TabletOrientation, landscape: (CGFloat, CGFloat, CGFloat, CGFloat),
                               portrait: (CGFloat, CGFloat, CGFloat), landscapeHeight: CGFloat,
                               portraitHeight: CGFloat, safeArea: UIEdgeInsets, regular: UITraitCollection,
                               compact: UITraitCollection, halfIsCompact: Bool = true) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, traits: UITraitCollection
        switch orientation {
        case .landscape(let split):
            height = landscapeHeight
            switch split {
            case .oneThird: (width, traits) = (landscape.0, compact)
            case .oneHalf: (width, traits) = (landscape.1, halfIsCompact ? compact : regular)
            case .twoThirds: (width, traits) = (landscape.2, regular)
            case .full: (width, traits) = (landscape.3, regular)
            }
        case .portrait(let split):
            height = portraitHeight
            switch split {
            case .oneThird: (width, traits) = (portrait.0, compact)
            case .twoThirds: (width, traits) = (portrait.1, compact)
            case .full: (width, traits) = (portrait.2, regular)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
    }

    private static func fullScreen(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini: 1024 × 768 in landscape.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(fullScreen(orientation)) }
    /// iPad mini in a Split View width.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (320, 507, 694, 1024), portrait: (320, 438, 768), landscapeHeight: 768,
               portraitHeight: 1024, safeArea: homeButtonPortrait, regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
    }

    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: the iPad mini's screen in points.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in a Split View width.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch: 1080 × 810 in landscape.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(fullScreen(orientation)) }
    /// iPad 10.2-inch in a Split View width.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (320, 535, 750, 1080), portrait: (320, 480, 810), landscapeHeight: 810,
               portraitHeight: 1080, safeArea: homeButtonPortrait, regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch: 1112 × 834 in landscape.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(fullScreen(orientation)) }
    /// iPad Pro 10.5-inch in a Split View width.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (320, 551, 782, 1112), portrait: (320, 504, 834), landscapeHeight: 834,
               portraitHeight: 1112, safeArea: homeButtonPortrait, regular: .iPadPro10_5,
               compact: .iPadPro10_5_Compact_SplitView)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch: 1194 × 834 in landscape, 24 points on top and 20 below.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(fullScreen(orientation)) }
    /// iPad Pro 11-inch in a Split View width.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (375, 592, 809, 1194), portrait: (320, 504, 834), landscapeHeight: 834,
               portraitHeight: 1194, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch: 1366 × 1024 in landscape (its half split keeps the regular width).
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(fullScreen(orientation)) }
    /// iPad Pro 12.9-inch in a Split View width.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024), landscapeHeight: 1024,
               portraitHeight: 1366, safeArea: homeButtonPortrait, regular: .iPadPro12_9,
               compact: .iPadPro12_9_Compact_SplitView, halfIsCompact: false)
    }
}
