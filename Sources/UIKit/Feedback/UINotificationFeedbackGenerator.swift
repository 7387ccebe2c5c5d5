import Foundation

/// A generator of success, warning and error feedback, mirroring `UINotificationFeedbackGenerator`. No
/// haptics on Linux: the calls are accepted (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kinds of notification feedback, mirroring `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    /// Signals a task's outcome (`notificationOccurred(_:)`).
    open func notificationOccurred(_ notificationType: FeedbackType) { record("notification(\(notificationType))") }

    /// Signals a task's outcome at `location` (`notificationOccurred(_:at:)`).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
