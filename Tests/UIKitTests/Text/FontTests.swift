import Testing
import Foundation
import UIKit

/// UIFont, UIFontDescriptor, UIFontMetrics: Apple's values and relationships that hold for any font.
@MainActor @Suite(.freshWorld) struct FontTests {
    @Test("UIFont.Weight raw values are Apple's")
    func weights() {
        let expected: [(UIFont.Weight, CGFloat)] = [(.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
            (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62)]
        for (w, v) in expected { #expect(w.rawValue == v) }
    }

    @Test("Text styles: Apple's raw values, and the Large point sizes and weights of the Dynamic Type table")
    func dynamicTypeTable() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        let table: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
            (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in table {
            let f = UIFont.preferredFont(forTextStyle: style)
            #expect(f.pointSize == size, "\(style.rawValue)")
            let traits = f.fontDescriptor.symbolicTraits
            #expect(traits.contains(.traitBold) == (style == .headline), "\(style.rawValue)")
        }
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20)).pointSize == 20)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test("System fonts: sizes, Apple's names, metrics relationships")
    func systemFonts() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(f.pointSize == 17)
        #expect(f.familyName == ".AppleSystemUIFont")
        #expect(f.descender < 0 && f.ascender > 0)
        #expect(abs(f.lineHeight - (f.ascender - f.descender + f.leading)) < 1e-9)
        #expect(f.capHeight > f.xHeight && f.xHeight > 0 && f.capHeight < f.ascender)
        // Metrics scale with the size.
        let g = f.withSize(34)
        #expect(g.pointSize == 34 && abs(g.ascender - 2 * f.ascender) < 0.05)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        // Bold text is wider than regular text.
        let w0 = "Wide words".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        let w1 = "Wide words".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .black)]).width
        #expect(w1 > w0)
        // Monospaced fonts give every character the same advance; monospaced digits too.
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(abs("iiii".size(withAttributes: [.font: mono]).width - "WWWW".size(withAttributes: [.font: mono]).width) < 0.01)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        #expect(abs("1111".size(withAttributes: [.font: digits]).width - "8888".size(withAttributes: [.font: digits]).width) < 0.01)
    }

    @Test("Named fonts: families, faces, PostScript-style names; unknown names give nil")
    func namedFonts() throws {
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 15))
        #expect(bold.familyName == "DejaVu Sans" && bold.pointSize == 15)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.familyName == "DejaVu Sans")
        #expect(UIFont(name: "Helvetica", size: 12) != nil)
        #expect(UIFont(name: "Definitely Not A Font", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test("Bad sizes: zero, negative and NaN sizes give the 12 pt default; enormous sizes are clamped")
    func badSizes() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: -5).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 1e12).pointSize == 4096)
        #expect(UIFont.systemFont(ofSize: .infinity).lineHeight.isFinite)
    }

    @Test("Descriptors: traits, designs, family and face, matching, UIFont(descriptor:size:)")
    func descriptors() throws {
        let base = UIFont.systemFont(ofSize: 16).fontDescriptor
        let bi = try #require(base.withSymbolicTraits([.traitBold, .traitItalic]))
        let f = UIFont(descriptor: bi, size: 0)
        #expect(f.pointSize == 16)
        #expect(f.fontDescriptor.symbolicTraits.contains(.traitBold) && f.fontDescriptor.symbolicTraits.contains(.traitItalic))
        let mono = UIFont(descriptor: try #require(base.withDesign(.monospaced)), size: 20)
        #expect(mono.pointSize == 20)
        #expect(abs("iii".size(withAttributes: [.font: mono]).width - "MMM".size(withAttributes: [.font: mono]).width) < 0.01)
        #expect(UIFontDescriptor.SystemDesign.rounded.rawValue == "NSCTFontUIFontDesignRounded")
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
        let serif = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif"]).withFace("Bold"), size: 12)
        #expect(serif.familyName == "DejaVu Serif" && serif.fontDescriptor.symbolicTraits.contains(.traitBold))
        let matches = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"]).matchingFontDescriptors(withMandatoryKeys: nil)
        #expect(matches.count >= 4)
        #expect(UIFontDescriptor(name: "DejaVuSans", size: 9).pointSize == 9)
    }

    @Test("Dynamic Type at another category: preferred fonts and UIFontMetrics follow Apple's table")
    func otherCategory() {
        UIFontMetrics.currentCategory = .extraExtraExtraLarge
        defer { UIFontMetrics.currentCategory = .large }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 23)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34)).pointSize == 40)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20).pointSize == 20)
    }
}
