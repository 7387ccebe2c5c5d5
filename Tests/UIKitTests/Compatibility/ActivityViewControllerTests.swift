import Testing
import UIKit

/// `UIActivityViewController` and `UIActivity`: offered services follow the items and
/// `excludedActivityTypes`; a chosen activity is prepared with the items, performed, and reported through
/// `completionWithItemsHandler` with its type and completion; Cancel reports `(nil, false)`.
@MainActor @Suite(.freshWorld) struct ActivityViewControllerTests {
    final class Reverse: UIActivity {
        var prepared: [Any] = []
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("test.reverse") }
        override var activityTitle: String? { "Reverse" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    @Test func offeredServicesFollowItemsAndExclusions() {
        let reverse = Reverse()
        let vc = UIActivityViewController(activityItems: ["hello"], applicationActivities: [reverse])
        #expect(vc._offered.map(\.title) == ["Copy", "Reverse"])
        vc.excludedActivityTypes = [.copyToPasteboard]
        #expect(vc._offered.map(\.title) == ["Reverse"])
        let numbers = UIActivityViewController(activityItems: [42], applicationActivities: [reverse])
        #expect(numbers._offered.isEmpty)
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
    }

    @Test func choosingRunsTheActivityAndReports() {
        let reverse = Reverse()
        let vc = UIActivityViewController(activityItems: ["hello"], applicationActivities: [reverse])
        var reports: [(UIActivity.ActivityType?, Bool)] = []
        vc.completionWithItemsHandler = { type, completed, _, _ in reports.append((type, completed)) }
        vc._choose(1)
        #expect(reverse.prepared.first as? String == "hello")
        #expect(reports.count == 1 && reports[0].0 == UIActivity.ActivityType("test.reverse") && reports[0].1)
        vc._choose(0)                                     // Copy
        #expect(UIPasteboard.general.string == "hello")
        #expect(reports.count == 2 && reports[1].0 == .copyToPasteboard && reports[1].1)
        vc._cancel()
        #expect(reports.count == 3 && reports[2].0 == nil && !reports[2].1)
    }
}
