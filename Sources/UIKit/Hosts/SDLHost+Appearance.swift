import Foundation

/// The desktop's light or dark preference as the system's `userInterfaceStyle`: read from the settings
/// portal when the app launches and followed while it runs (each turn's input poll takes the portal's
/// change signals, and every window's traits follow: `traitCollectionDidChange(_:)`, dynamic colours
/// redrawn). `UIKIT_APPEARANCE=light|dark` overrides the desktop at launch and keeps the style fixed.
extension SDLHost {
    /// Starts following the desktop's preference on the session bus named by `environment` (see
    /// `DesktopAppearance`), setting the system style from it now; does nothing when `UIKIT_APPEARANCE`
    /// forces a style or no bus is reachable. Call it before the launch so the first traits are right.
    package func followDesktopAppearance(environment: [String: String] = ProcessInfo.processInfo.environment) {
        appearance = nil
        if let forced = UITraitCollection._appearanceOverride(environment) {
            UITraitCollection._setSystemTraits(style: forced)
            return
        }
        guard let address = DesktopAppearance.sessionBusAddress(environment: environment),
              let portal = DesktopAppearance(address: address) else { return }
        appearance = portal
        if let style = portal.colorScheme() { UITraitCollection._setSystemTraits(style: style) }
    }

    /// Applies the desktop's latest change of preference, if one arrived.
    func followAppearanceChanges() {
        if let style = appearance?.pendingChange() { UITraitCollection._setSystemTraits(style: style) }
    }
}
