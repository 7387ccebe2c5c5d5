import Foundation
import UIKit

/// The traits of swift-snapshot-testing's device presets, mirroring the library's iOS
/// `UITraitCollection.iPhoneSe(_:)`… and `.iPadMini`… : left-to-right layout, the medium content size,
/// the device's idiom and its size classes in each orientation. (The presets' force-touch trait has no
/// counterpart here: Linux has no force touch.)
extension UITraitCollection {
    /// A phone's traits; `landscapeRegularWidth` for the large phones, whose landscape width is regular.
    private static func phone(_ orientation: ViewImageConfig.Orientation, landscapeRegularWidth: Bool) -> UITraitCollection {
        let base: [UITraitCollection] = [
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
        ]
        switch orientation {
        case .portrait:
            return .init(traitsFrom: base + [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
        case .landscape:
            return .init(traitsFrom: base + [.init(horizontalSizeClass: landscapeRegularWidth ? .regular : .compact),
                                             .init(verticalSizeClass: .compact)])
        }
    }

    /// iPhone SE: compact width in both orientations.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: false)
    }
    /// iPhone 8: compact width in both orientations.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: false)
    }
    /// iPhone 8 Plus: regular width in landscape.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: true)
    }
    /// iPhone X: compact width in both orientations.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: false)
    }
    /// iPhone XR: regular width in landscape.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: true)
    }
    /// iPhone XS Max: regular width in landscape.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: true)
    }
    /// iPhone 12: compact width in both orientations.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: false)
    }
    /// iPhone 12 Pro Max: regular width in landscape.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: true)
    }
    /// iPhone 13 (and 13 mini): compact width in both orientations.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: false)
    }
    /// iPhone 13 Pro Max: regular width in landscape.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeRegularWidth: true)
    }

    /// A full-screen iPad: regular in both directions.
    private static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    /// An iPad app in a narrow Split View: compact width, regular height.
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
