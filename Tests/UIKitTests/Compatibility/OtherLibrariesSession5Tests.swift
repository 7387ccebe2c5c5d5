import Testing
import Foundation
import UIKit

/// API found missing by compiling non-layout libraries' own test suites against the package (session 5):
/// SwiftyAttributes builds `.writingDirection` values from `NSWritingDirection | NSWritingDirectionFormatType`.
@MainActor @Suite struct OtherLibrariesSession5Tests {
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
}
