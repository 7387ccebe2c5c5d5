// `import CoreGraphics` brings Foundation (CGFloat, CGPoint, CGSize, CGRect live there on Linux).
@_exported import Foundation
