import Testing
import Foundation
import UIKit

/// API found missing by compiling non-layout libraries' own test suites against the package:
/// SwiftyAttributes builds `.writingDirection` values from `NSWritingDirection | NSWritingDirectionFormatType`.
@MainActor @Suite(.freshWorld) struct NonLayoutLibraryAPITests {
    @Test("NSWritingDirectionFormatType has UIKit's raw values: embedding 0 << 1, override 1 << 1")
    func writingDirectionFormatTypeRawValues() {
        // NSAttributedString.h: NSWritingDirectionEmbedding = (0 << 1), NSWritingDirectionOverride = (1 << 1).
        #expect(NSWritingDirectionFormatType.embedding.rawValue == 0)
        #expect(NSWritingDirectionFormatType.override.rawValue == 2)
        #expect(NSWritingDirectionFormatType(rawValue: 2) == .override)
        #expect(NSWritingDirectionFormatType(rawValue: 1) == nil)
    }

    @Test("Direction and format combine by OR into the four bidi controls (LRE, RLE, LRO, RLO), all distinct")
    func combinedWritingDirectionValues() {
        let values = [NSWritingDirection.leftToRight, .rightToLeft].flatMap { d in
            [NSWritingDirectionFormatType.embedding, .override].map { d.rawValue | $0.rawValue }
        }
        // LRE = 0, LRO = 2, RLE = 1, RLO = 3 (leftToRight 0 / rightToLeft 1 OR'd with the format bit).
        #expect(values == [0, 2, 1, 3])
        let s = NSAttributedString(string: "abc", attributes: [.writingDirection: [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue]])
        #expect(s.attribute(.writingDirection, at: 0, effectiveRange: nil) as? [Int] == [3])
    }

    @Test("Spinning only the main run loop ends a view animation and runs its completion, as on iOS")
    func mainRunLoopDrivesAnimations() {
        // ViewAnimator's suite (recorded on iOS) animates a detached view for 0.3 s and waits with XCTest's
        // waitForExpectations (which only runs the main run loop) for 1 s: UIKit's completion runs in time,
        // finished == true, with the model transform final throughout.
        // Real time, as an app or a library's XCTest suite has (every test starts with a manual clock: `.freshWorld`).
        CAMediaClock.useSystemClock()
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.05, animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) },
                       completion: { finished = $0 })
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        let deadline = Date().addingTimeInterval(2)
        while finished == nil && Date() < deadline {
            // The main actor's thread's run loop: RunLoop.main in apps and XCTest; Swift Testing on Linux
            // runs the main actor on a dispatch thread, whose run loop plays that part.
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.02))
        }
        #expect(finished == true)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }
}
