import Foundation

/// Creates the application object and its delegate from their class names and runs the main loop,
/// mirroring `UIApplicationMain(_:_:_:_:)`. `delegateClassName` is a module-qualified class name, as
/// `NSStringFromClass(AppDelegate.self)` returns it. A custom `principalClassName` is not supported
/// (`UIApplication.shared` is always a `UIApplication`; a warning is logged). Returns only when the main loop
/// ends (the user closed the app's windows, or headless, after the launch ran; see Docs/Deviations.md).
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let p = principalClassName, p != "UIApplication", !p.hasSuffix(".UIApplication") {
        UIKitLog.warn("UIApplicationMain: principal class \(p) is not supported on Linux; using UIApplication")
    }
    var type: UIResponder.Type?
    if let name = delegateClassName {
        type = NSClassFromString(name) as? UIResponder.Type
        if type == nil {
            UIKitLog.warn("UIApplicationMain: no UIResponder class named \(name) (use NSStringFromClass(AppDelegate.self))")
        }
    }
    UIApplication.shared._runMain(delegateType: type)
    return 0
}

/// Warnings UIKit logs where it tolerates bad input, written to standard error.
package enum UIKitLog {
    /// Every warning logged so far (tests read it).
    @MainActor package static var warnings: [String] = []
    @MainActor package static func warn(_ message: String) {
        warnings.append(message)
        if warnings.count > 1000 { warnings.removeFirst(500) }
        FileHandle.standardError.write(Data("[UIKit] \(message)\n".utf8))
    }
}
