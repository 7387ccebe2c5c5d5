import Foundation

/// Core Foundation's string type. On Linux there is no toll-free bridged `CFString`; Swift's `String` plays
/// its part so that `CGColorSpace(name: CGColorSpace.sRGB)` and `"..." as CFString` compile unchanged.
public typealias CFString = String

/// Core Foundation's time interval in seconds (`CFTimeInterval`), used by Core Animation timing.
public typealias CFTimeInterval = Double

/// Core Foundation's array type. iOS code hands Core Graphics arrays as `[a, b] as CFArray` (gradient
/// colours); on Linux a Swift array of `Any` plays that part so such code compiles unchanged.
public typealias CFArray = [Any]

/// Core Foundation's dictionary type (auxiliary-info arguments, usually `nil`).
public typealias CFDictionary = [AnyHashable: Any]

/// Core Foundation's immutable data type; `NSData` keeps `CFDataGetBytePtr` pointers valid while it lives.
public typealias CFData = NSData

/// Core Foundation's mutable data type, as `CGDataConsumer(data:)` takes it.
public typealias CFMutableData = NSMutableData

/// Core Foundation's URL type; `url as CFURL` compiles unchanged.
public typealias CFURL = URL

/// The bytes of `data` (`CFDataGetBytePtr`), valid while `data` lives.
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8>! {
    data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The length of `data` in bytes (`CFDataGetLength`).
public func CFDataGetLength(_ data: CFData) -> Int { data.length }
