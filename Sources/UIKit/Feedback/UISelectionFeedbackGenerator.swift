import Foundation

/// A generator of selection-change feedback, mirroring `UISelectionFeedbackGenerator`. No haptics on Linux:
/// the calls are accepted (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Signals that the selection changed (`selectionChanged()`).
    open func selectionChanged() { record("selectionChanged") }

    /// Signals that the selection changed at `location` (`selectionChanged(at:)`).
    open func selectionChanged(at location: CGPoint) { selectionChanged() }
}
