import Foundation
import UIKit

/// UIView layout, hit testing, damage and memory (the UIView issue fills this in).
@MainActor
func viewBenchmarks() {}
