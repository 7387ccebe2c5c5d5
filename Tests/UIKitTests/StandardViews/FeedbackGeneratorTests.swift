import Testing
@testable import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct FeedbackGeneratorTests {
    @Test("Feedback styles and types have Apple's raw values; impact generators default to medium")
    func rawValues() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.light.rawValue == 0)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.success.rawValue == 0)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIImpactFeedbackGenerator(style: .heavy).style == .heavy)
    }

    @Test("Generators accept prepare and every kind of feedback, including out-of-range intensities")
    func callsAccepted() {
        let view = UIView()
        let impact = UIImpactFeedbackGenerator(style: .light, view: view)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        impact.impactOccurred(intensity: 7)
        impact.impactOccurred(intensity: .nan)
        impact.impactOccurred(at: .zero)
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        selection.selectionChanged(at: CGPoint(x: 1, y: 1))
        let note = UINotificationFeedbackGenerator()
        note.notificationOccurred(.success)
        note.notificationOccurred(.error, at: .zero)
        // Intensities are clamped to 0...1 (NaN counts as 0); nothing is felt, but each call is recorded.
        #expect(impact.feedbackLog == ["impact(light, 1.0)", "impact(light, 0.5)", "impact(light, 1.0)",
                                       "impact(light, 0.0)", "impact(light, 1.0)"])
        #expect(selection.feedbackLog.count == 2 && note.feedbackLog == ["notification(success)", "notification(error)"])
        #expect(impact.view === view && !impact.isPrepared)
        note.prepare()
        #expect(note.isPrepared)
    }
}

}
