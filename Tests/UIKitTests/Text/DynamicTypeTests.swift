import Testing
import UIKit

/// Dynamic Type: text styles sized from Apple's published tables (Human Interface Guidelines,
/// Typography, "Dynamic Type sizes" for iOS), and labels that follow the content size category.
@MainActor @Suite(.serialized, .freshWorld) struct DynamicTypeTests {
    /// Apple's iOS table, in points: xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge,
    /// then the accessibility sizes AX1...AX5.
    static let appleSizes: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    @Test("preferredFont(forTextStyle:compatibleWith:) gives Apple's size for every style and category")
    func tables() {
        for (style, sizes) in Self.appleSizes {
            for (category, size) in zip(Self.categories, sizes) {
                let f = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(f.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize == 58)
        // Headline is the semibold style; nil traits mean the current category (Large).
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    }

    /// A view in a shown window whose content size category is accessibilityExtraExtraExtraLarge.
    private func containerAtLargestAccessibilityCategory() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.addSubview(container)
        return (window, container)
    }

    @Test("a .title1 label with adjustsFontForContentSizeCategory is 58 pt at accessibilityExtraExtraExtraLarge and follows changes")
    func labelFollowsCategory() {
        let (window, container) = containerAtLargestAccessibilityCategory()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Title"
        container.addSubview(label)
        #expect(label.font.pointSize == 58)
        container.traitOverrides.preferredContentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        UIApplication.shared.runOneTurn()
        #expect(label.font.pointSize == 25)
        // A label that does not adjust keeps its font.
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .title1)
        container.addSubview(fixed)
        #expect(fixed.font.pointSize == 28)
    }

    /// Text fields and text views adopt `UIContentSizeCategoryAdjusting` as labels do: body is 53 pt at
    /// accessibilityExtraExtraExtraLarge and 14 pt at extraSmall in Apple's Dynamic Type table.
    @Test("text fields and text views with adjustsFontForContentSizeCategory follow the category")
    func textInputsFollowCategory() {
        let (window, container) = containerAtLargestAccessibilityCategory()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        let fixed = UITextField()
        fixed.font = .preferredFont(forTextStyle: .body)
        container.addSubview(field)
        container.addSubview(textView)
        container.addSubview(fixed)
        #expect(field.font?.pointSize == 53)
        #expect(textView.font?.pointSize == 53)
        #expect(fixed.font?.pointSize == 17)
        container.traitOverrides.preferredContentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        UIApplication.shared.runOneTurn()
        #expect(field.font?.pointSize == 14)
        #expect(textView.font?.pointSize == 14)
        #expect(fixed.font?.pointSize == 17)
        #expect((field as UIContentSizeCategoryAdjusting).adjustsFontForContentSizeCategory)
    }
}
