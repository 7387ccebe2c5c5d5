import Foundation
import Testing
@testable import UIKit

/// `UIListContentConfiguration.TextProperties.transform`: `.none` by default; `.uppercase` "displays the
/// text in all uppercase characters", `.lowercase` in all lowercase, `.capitalized` "with the first character
/// capitalized". The configuration's `text` keeps what the app set.
@MainActor @Suite(.freshWorld) struct ListTextTransformTests {
    func shown(_ configure: (inout UIListContentConfiguration) -> Void) -> (text: String?, secondary: String?, config: UIListContentConfiguration) {
        var c = UIListContentConfiguration.subtitleCell()
        c.text = "Wi-Fi"
        c.secondaryText = "light"
        configure(&c)
        let view = UIListContentView(configuration: c)
        return (view._textLabel.text, view._secondaryLabel.text, c)
    }

    @Test("the default shows the text as given; each transform changes the shown text only")
    func transforms() {
        #expect(UIListContentConfiguration.cell().textProperties.transform == .none)
        #expect(shown { _ in }.text == "Wi-Fi")
        let upper = shown { $0.textProperties.transform = .uppercase }
        #expect(upper.text == "WI-FI")
        #expect(upper.config.text == "Wi-Fi")
        #expect(shown { $0.textProperties.transform = .lowercase }.text == "wi-fi")
        #expect(shown { $0.secondaryTextProperties.transform = .capitalized }.secondary == "Light")
        #expect(UIListContentConfiguration.TextProperties.TextTransform.capitalized.rawValue == 3)
    }

    @Test("attributed text is shown as given")
    func attributedUntouched() {
        let s = shown { $0.attributedText = NSAttributedString(string: "Mixed Case"); $0.textProperties.transform = .uppercase }
        #expect(s.text == "Mixed Case")
    }
}
