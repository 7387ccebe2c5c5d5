import Foundation
import UIKit
import CCairoBench
import CCairo

/// CGContext drawing next to the same Cairo calls in C (the Core Graphics issue fills this in).
@MainActor
func drawingBenchmarks() {}
