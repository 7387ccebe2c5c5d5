// `import UIKit` brings Foundation, Core Graphics and Quartz Core with it, as on Apple platforms.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
