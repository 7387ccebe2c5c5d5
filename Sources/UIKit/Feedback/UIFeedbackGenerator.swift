import Foundation

/// The base of the haptic feedback generators, mirroring `UIFeedbackGenerator`. Linux machines have no
/// Taptic Engine: every call is accepted and does nothing you can feel (see Docs/Deviations.md). The
/// generators remember what they were asked for (`feedbackLog`), for tests.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view the feedback is associated with (`init(view:)`, iOS 17.5), held weakly.
    weak var view: UIView?
    /// Whether `prepare()` was called since the last feedback (the engine would be warmed up).
    private(set) var isPrepared = false
    /// The feedback requested so far, oldest first.
    private(set) var feedbackLog: [String] = []

    public override init() { super.init() }

    /// A generator whose feedback is associated with `view` (`init(view:)`).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the generator to give feedback soon (`prepare()`); accepted, no hardware to warm up.
    open func prepare() { isPrepared = true }

    func record(_ event: String) {
        feedbackLog.append(event)
        isPrepared = false
    }
}
