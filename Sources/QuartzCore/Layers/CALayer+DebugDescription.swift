import Foundation

extension CALayer {
    /// `description` as iOS prints it: the class (Core Animation's own without a module, others as
    /// `Module.Class`) and the address, `<CALayer: 0x600003e0c8a0>`.
    /// It reads only the class and the address, so it is safe on any thread.
    nonisolated var _appleDescription: String {
        var name = String(reflecting: type(of: self))
        if name.hasPrefix("QuartzCore.") { name.removeFirst("QuartzCore.".count) }
        return "<\(name): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }
}
