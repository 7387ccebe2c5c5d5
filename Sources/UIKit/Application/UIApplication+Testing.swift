import Foundation
import QuartzCore

/// The world a test starts from: package API for the UIKit test target's scope trait (`.freshWorld`),
/// which calls `_resetWorldForTesting()` before and after every test, so that a test sees what a freshly
/// launched process gives whatever ran before it.
extension UIApplication {
    /// Puts every process-wide state UIKit keeps back to its launch value:
    ///
    /// - QuartzCore's (`PipelineOwner._resetWorldForTesting()`): no open transactions, a fresh pipeline owner
    ///   (so a fresh gesture arena and an empty Auto Layout engine), a manual media clock at
    ///   `PipelineOwner.testClockStart`;
    /// - no animation block open and `UIView.areAnimationsEnabled` true;
    /// - `UIScreen.main` the default screen (`UIScreen.makeDefaultMain()`, 390×844 points at scale 3);
    /// - the app: no windows, key window, first responder, scenes, launch or delegate, a new headless host
    ///   (its frame counts at zero);
    /// - no appearance proxies; every accessibility setting off; the system style the one the process
    ///   launched with, the content size category `.large`, `UITraitCollection.current` the launch one;
    /// - an empty general pasteboard, no named pasteboards, no desktop clipboard;
    /// - the keys a test added to `UserDefaults.standard` removed, and the values it changed restored;
    /// - no pressed keys, text input session, pointer region, custom cursor, badge or idle-timer change,
    ///   and an empty warning log.
    ///
    /// Objects a test still holds keep their own state; they are simply no longer part of the app.
    package func _resetWorldForTesting() {
        PipelineOwner._resetWorldForTesting()
        ViewAnimationContext.stack = []
        ViewAnimationContext.animationsEnabled = true

        UIScreen.main = UIScreen.makeDefaultMain()

        _resetLifecycleForTesting()
        delegateResponder = nil
        shortcutItems = nil
        if let key = keyWindow { keyWindow = nil; key.resignKey() }
        _forgetWindows()
        host = HeadlessHost()
        UIResponder._resetWindowlessFirstResponderForTesting()
        TextInputSession._resetForTesting()
        TextInputSession.textArrivesSeparately = false
        TextInputSession.forcingEnd = false
        UIWindow.downPresses.removeAll()
        PointerRouting._resetForTesting()
        PointerCursor.current = .arrow

        AppearanceRegistry.shared.removeAll()
        UIAccessibility.settings.removeAll()
        UITraitCollection._systemStyle = UITraitCollection._launchStyle(ProcessInfo.processInfo.environment)
        UITraitCollection._systemCategory = .large
        UIFontMetrics.currentCategory = .large
        UITraitCollection._current = UITraitCollection._launchCurrent

        if UIPasteboard.systemClipboard != nil { UIPasteboard.systemClipboard = nil }
        UIPasteboard._resetForTesting()
        UserDefaultsBaseline.restore()

        UIApplicationSystemState.idleTimerDisabled = false
        UIApplicationSystemState.badge = 0
        UIKitLog.warnings.removeAll()
    }

    /// What differs from the state `_resetWorldForTesting()` leaves (the media clock's time and the objects
    /// a test holds aside): the checks of the test-order tests. Empty when nothing does.
    package func _worldDifferencesForTesting() -> [String] {
        var found = PipelineOwner._worldDifferencesForTesting()
        if !ViewAnimationContext.stack.isEmpty { found.append("an animation block is open") }
        if !UIView.areAnimationsEnabled { found.append("animations are disabled") }
        let screen = UIScreen.main, standard = UIScreen.makeDefaultMain()
        if screen.bounds != standard.bounds || screen.scale != standard.scale {
            found.append("the main screen is \(screen.bounds.size) at scale \(screen.scale)")
        }
        if !windows.isEmpty { found.append("windows are listed (\(windows.count))") }
        if keyWindow != nil { found.append("a key window is set") }
        if UIResponder.currentFirstResponder != nil { found.append("a first responder is set") }
        if !connectedScenes.isEmpty || _isLaunched || delegate != nil { found.append("the app is launched or has scenes") }
        if !(host is HeadlessHost) { found.append("the host is not the headless one") }
        if AppearanceRegistry.shared.isActive { found.append("appearance proxies exist") }
        if !UIAccessibility.settings.isEmpty { found.append("accessibility settings are changed") }
        if UITraitCollection._systemCategory != .large || UIFontMetrics.currentCategory != .large {
            found.append("the content size category is not .large")
        }
        if UITraitCollection._systemStyle != UITraitCollection._launchStyle(ProcessInfo.processInfo.environment) {
            found.append("the system style changed")
        }
        if UITraitCollection._current !== UITraitCollection._launchCurrent { found.append("UITraitCollection.current changed") }
        if UIPasteboard.general.numberOfItems != 0 { found.append("the general pasteboard holds items") }
        if PointerCursor.current != .arrow { found.append("the cursor is not the arrow") }
        return found
    }
}

/// `UserDefaults.standard` as the process found it, taken at the first reset: later resets remove the
/// keys added since and put changed values back.
@MainActor
enum UserDefaultsBaseline {
    private static var baseline: [String: Any]?

    static func restore() {
        let defaults = UserDefaults.standard
        let now = defaults.dictionaryRepresentation()
        guard let baseline else { baseline = now; return }
        if NSDictionary(dictionary: now).isEqual(to: baseline) { return }
        for (key, value) in now {
            guard let old = baseline[key] else { defaults.removeObject(forKey: key); continue }
            if !NSDictionary(dictionary: [key: old]).isEqual(to: [key: value]) { defaults.set(old, forKey: key) }
        }
        for (key, old) in baseline where now[key] == nil { defaults.set(old, forKey: key) }
    }
}
