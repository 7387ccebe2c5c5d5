import Foundation
import Testing
import UIKit

/// The layout members of `UIListContentConfiguration` apps set, as Apple documents them: the margins
/// around the content, the padding between image and text, between text and secondary text (stacked or side
/// by side), and `prefersSideBySideTextAndSecondaryText` choosing between the two arrangements.
@MainActor @Suite(.serialized, .freshWorld)
struct ListContentPaddingTests {
    private func laidOut(_ c: UIListContentConfiguration, size: CGSize = CGSize(width: 320, height: 80)) -> (text: UILabel, secondary: UILabel, image: UIImageView) {
        let v = UIListContentView(configuration: c)
        v.frame = CGRect(origin: .zero, size: size)
        v.layoutIfNeeded()
        let labels = v.subviews.compactMap { $0 as? UILabel }
        let image = v.subviews.compactMap { $0 as? UIImageView }.first!
        return (labels[0], labels[1], image)
    }

    private func square() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.systemRed.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    @Test("directionalLayoutMargins place the text; imageToTextPadding separates image and text")
    func marginsAndImagePadding() {
        var c = UIListContentConfiguration.cell()
        c.text = "Title"
        c.axesPreservingSuperviewLayoutMargins = []
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 16)
        #expect(laidOut(c).text.frame.minX == 40)
        c.image = square()
        c.imageToTextPadding = 30
        let v = laidOut(c)
        #expect(v.image.frame.minX == 40)
        #expect(v.text.frame.minX == v.image.frame.maxX + 30)
    }

    @Test("textToSecondaryTextVerticalPadding is the gap between stacked text and secondary text")
    func verticalPadding() {
        var c = UIListContentConfiguration.subtitleCell()
        c.text = "Title"
        c.secondaryText = "Subtitle"
        c.textToSecondaryTextVerticalPadding = 12
        let v = laidOut(c)
        #expect(v.secondary.frame.minY == v.text.frame.maxY + 12)
        #expect(v.secondary.frame.minX == v.text.frame.minX)
    }

    @Test("prefersSideBySideTextAndSecondaryText puts the secondary text beside the text; false stacks a value cell")
    func sideBySide() {
        var c = UIListContentConfiguration.cell()
        c.text = "Title"
        c.secondaryText = "Detail"
        c.prefersSideBySideTextAndSecondaryText = true
        let beside = laidOut(c)
        #expect(abs(beside.secondary.frame.midY - beside.text.frame.midY) < 1)
        #expect(beside.secondary.frame.minX > beside.text.frame.minX)

        var value = UIListContentConfiguration.valueCell()
        value.text = "Title"
        value.secondaryText = "Detail"
        value.prefersSideBySideTextAndSecondaryText = false
        let stacked = laidOut(value)
        #expect(stacked.secondary.frame.minY >= stacked.text.frame.maxY)
    }
}
