import Foundation
import Testing

/// Every suite of the UIKit and QuartzCore test targets carries `.freshWorld`, so that the rule "each test
/// starts from a fresh process's state" holds for suites added later too (`scripts/fresh-world-traits.sh`
/// adds the trait).
@Suite(.freshWorld) struct FreshWorldCoverageTests {
    /// The `@Suite` attributes of `source` (with their arguments) that do not name `.freshWorld`, as
    /// "line: attribute". Attributes in comments are skipped.
    static func suitesWithoutTrait(in source: String) -> [String] {
        var found: [String] = []
        let lines = source.components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard let at = attributeStart(in: line) else { i += 1; continue }
            // The attribute with its balanced argument list, which may span lines.
            var text = String(line[at...])
            var j = i
            let afterName = text.dropFirst("@Suite".count)
            if afterName.first == "(" {
                while text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count, j + 1 < lines.count {
                    j += 1
                    text += "\n" + lines[j]
                }
            }
            let hasArguments = afterName.first == "("
            if !hasArguments || !text.contains(".freshWorld") {
                found.append("\(i + 1): \(text.prefix(80))")
            }
            i = j + 1
        }
        return found
    }

    /// Where `@Suite` starts in `line` as code: not inside a string literal, not after `//`.
    private static func attributeStart(in line: String) -> String.Index? {
        var inString = false
        var i = line.startIndex
        while i < line.endIndex {
            let rest = line[i...]
            if rest.first == "\"" { inString.toggle() }
            else if !inString && rest.hasPrefix("//") { return nil }
            else if !inString && rest.hasPrefix("@Suite") { return i }
            i = line.index(after: i)
        }
        return nil
    }

    @Test("The scan finds a bare @Suite, one with other traits only, and one spread over lines; it passes ones that carry the trait")
    func scanFindsSuitesWithoutTrait() {
        // Spelled with a placeholder so that this file's own scan does not see the sample's attributes.
        let sample = """
        $S struct A {}
        @MainActor $S(.serialized) struct B {}
        $S(.serialized,
               .enabled(if: true)) struct C {}
        $S(.serialized, .freshWorld) struct D {}
        $S(
            .freshWorld) struct E {}
        // $S struct NotCode {}
        let title = "$S struct InAString"
        """.replacingOccurrences(of: "$S", with: "@" + "Suite")
        let found = Self.suitesWithoutTrait(in: sample)
        #expect(found.map { $0.prefix(2) } == ["1:", "2:", "3:"])
    }

    @Test("Every @Suite in Tests/UIKitTests and Tests/QuartzCoreTests carries .freshWorld (run scripts/fresh-world-traits.sh to add it)")
    func everySuiteHasTheTrait() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var missing: [String] = []
        var scanned = 0
        for target in ["UIKitTests", "QuartzCoreTests"] {
            let root = tests.appendingPathComponent(target)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let source = try String(contentsOf: file, encoding: .utf8)
                scanned += 1
                for hit in Self.suitesWithoutTrait(in: source) {
                    missing.append("\(target)/\(file.path.dropFirst(root.path.count + 1)):\(hit)")
                }
            }
        }
        #expect(scanned > 10)
        #expect(missing.isEmpty, "suites without .freshWorld:\n\(missing.joined(separator: "\n"))")
    }
}
