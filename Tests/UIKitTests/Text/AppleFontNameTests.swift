import Foundation
import Testing
import UIKit

/// `UIFont(name:size:)` takes iOS's PostScript and family names, as apps write them, and maps them to
/// installed faces with the same metrics where Debian has them (Liberation for Helvetica, Arial, Times and
/// Courier), with the weight and slant the face name says.
@MainActor @Suite(.serialized, .freshWorld)
struct AppleFontNameTests {
    private func width(_ s: String, _ f: UIFont) -> CGFloat { (s as NSString).size(withAttributes: [.font: f]).width }

    @Test("iOS's common PostScript and family names resolve (none is nil)", arguments: [
        "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Medium", "HelveticaNeue-Light", "HelveticaNeue-Italic",
        "Helvetica Neue", "Helvetica-Bold", "ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT",
        "TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "Georgia", "Georgia-Bold", "Georgia-Italic", "Georgia-BoldItalic",
        "AvenirNext-Regular", "AvenirNext-DemiBold", "AvenirNext-Bold", "AvenirNext-Heavy", "AvenirNext-UltraLight",
        "Avenir Next", "Avenir Next Medium", "Avenir-Book", "Avenir-Heavy", "CourierNewPSMT", "Courier-Bold", "Menlo-Regular",
    ])
    func resolves(name: String) {
        #expect(UIFont(name: name, size: 17) != nil)
    }

    @Test("Helvetica Neue and Arial set text with Arial's metrics; Times New Roman with its own; bold is bold")
    func metricCompatible() throws {
        let text = "The quick brown fox jumps 0123456789"
        let arial = try #require(UIFont(name: "Liberation Sans", size: 17))
        let arialBold = try #require(UIFont(name: "LiberationSans-Bold", size: 17))
        let times = try #require(UIFont(name: "Liberation Serif", size: 17))
        #expect(width(text, try #require(UIFont(name: "HelveticaNeue", size: 17))) == width(text, arial))
        #expect(width(text, try #require(UIFont(name: "ArialMT", size: 17))) == width(text, arial))
        #expect(width(text, try #require(UIFont(name: "Arial-BoldMT", size: 17))) == width(text, arialBold))
        #expect(width(text, try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))) == width(text, arialBold))
        #expect(width(text, try #require(UIFont(name: "TimesNewRomanPSMT", size: 17))) == width(text, times))
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))
        #expect(bold.familyName == "Helvetica Neue")
        #expect(bold.fontName == "HelveticaNeue-Bold")
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(UIFont(name: "Georgia-BoldItalic", size: 17))
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(italic.familyName == "Georgia")
    }

    @Test("Names that are not fonts stay nil")
    func unknownNames() {
        #expect(UIFont(name: "HelveticaNeue-Sparkly", size: 17) == nil)
        #expect(UIFont(name: "Comic Sans Imaginary", size: 17) == nil)
    }
}
