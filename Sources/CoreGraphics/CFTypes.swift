import Foundation

/// Core Foundation's string type. On Linux there is no toll-free bridged `CFString`; Swift's `String` plays
/// its part so that `CGColorSpace(name: CGColorSpace.sRGB)` and `"..." as CFString` compile unchanged.
public typealias CFString = String

/// Core Foundation's time interval in seconds (`CFTimeInterval`), used by Core Animation timing.
public typealias CFTimeInterval = Double
