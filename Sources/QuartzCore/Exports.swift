// `import QuartzCore` brings Core Graphics with it, as on Apple platforms.
@_exported import CoreGraphics
@_exported import Foundation
