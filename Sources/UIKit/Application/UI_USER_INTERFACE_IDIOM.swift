import Foundation

/// The interface idiom of the current device, mirroring UIKit's `UI_USER_INTERFACE_IDIOM()` (the function
/// form of the Objective-C macro, which expands to `[[UIDevice currentDevice] userInterfaceIdiom]`; Apple
/// marks it "to be deprecated: use `UIDevice.current.userInterfaceIdiom` directly"). Like the C function it
/// is callable from any context; it reads the device on the main thread and otherwise answers the device's
/// fixed idiom (`.phone`, see `UIDevice.userInterfaceIdiom`).
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    if Thread.isMainThread {
        return MainActor.assumeIsolated { UIDevice.current.userInterfaceIdiom }
    }
    return .phone
}
