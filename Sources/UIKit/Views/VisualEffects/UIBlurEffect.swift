import Foundation

/// A blur effect, mirroring `UIBlurEffect`. There is no blur of what lies behind the view here (that needs
/// the compositor to read back the layers below); the effect view lays a translucent colour of the style's
/// tone over the content behind instead (see Docs/Deviations.md).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// Blur styles, mirroring `UIBlurEffect.Style` (Apple's raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
             systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
             systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
             systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur effect of `style` (`init(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    open override var hash: Int { style.rawValue }

    /// The style's tone: light styles a translucent white, dark styles a translucent black, the adaptive
    /// styles follow the interface style; thinner materials are more transparent.
    override var approximationColor: UIColor? {
        let light = UIColor(white: 0.97, alpha: 1), dark = UIColor(white: 0.1, alpha: 1)
        func adaptive(_ a: CGFloat) -> UIColor {
            UIColor(dynamicProvider: { t in
                (t.userInterfaceStyle == .dark ? dark : light).withAlphaComponent(a)
            })
        }
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .regular: return adaptive(0.7)
        case .prominent: return adaptive(0.82)
        case .systemUltraThinMaterial: return adaptive(0.35)
        case .systemThinMaterial: return adaptive(0.55)
        case .systemMaterial: return adaptive(0.72)
        case .systemThickMaterial: return adaptive(0.85)
        case .systemChromeMaterial: return adaptive(0.8)
        case .systemUltraThinMaterialLight: return light.withAlphaComponent(0.35)
        case .systemThinMaterialLight: return light.withAlphaComponent(0.55)
        case .systemMaterialLight: return light.withAlphaComponent(0.72)
        case .systemThickMaterialLight: return light.withAlphaComponent(0.85)
        case .systemChromeMaterialLight: return light.withAlphaComponent(0.8)
        case .systemUltraThinMaterialDark: return dark.withAlphaComponent(0.35)
        case .systemThinMaterialDark: return dark.withAlphaComponent(0.55)
        case .systemMaterialDark: return dark.withAlphaComponent(0.72)
        case .systemThickMaterialDark: return dark.withAlphaComponent(0.85)
        case .systemChromeMaterialDark: return dark.withAlphaComponent(0.8)
        }
    }
}
