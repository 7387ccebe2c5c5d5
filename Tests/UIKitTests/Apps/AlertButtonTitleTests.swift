import Testing
import Foundation
@testable import UIKit

/// UIAlertController's buttons show their titles centred in each button, as on iOS (two actions side by
/// side in an alert, one per row in an action sheet). The titles were drawn flush left.
@MainActor @Suite(.freshWorld) struct AlertButtonTitleTests {
    /// The horizontal extent (window points at scale 1) of the pixels in `rect` whose red channel stands
    /// out from the rest: the destructive title is drawn in red on a light background.
    private func redInk(_ image: UIImage, in rect: CGRect) -> ClosedRange<Int>? {
        var xs: [Int] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x, y)
                if Int(p[0]) - Int(p[1]) > 80 { xs.append(x) }
            }
        }
        guard let lo = xs.min(), let hi = xs.max() else { return nil }
        return lo...hi
    }

    @Test(arguments: [UIAlertController.Style.alert, .actionSheet])
    func titlesAreCentredInTheirButtons(style: UIAlertController.Style) throws {
        let (window, vc) = shownController()
        let alert = UIAlertController(title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        vc.present(alert, animated: false)
        runFor(1)
        let alertView = try #require(alert.view as? AlertView)
        let button = try #require(alertView.buttons.first { $0.label.text == "Delete" })
        let frame = button.convert(button.bounds, to: window)
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: f).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let ink = try #require(redInk(image, in: frame.insetBy(dx: 1, dy: 1)))
        let inkCentre = CGFloat(ink.lowerBound + ink.upperBound + 1) / 2
        #expect(abs(inkCentre - frame.midX) <= 2, "title ink \(ink) in a button spanning \(frame.minX)...\(frame.maxX)")
        #expect(CGFloat(ink.lowerBound) > frame.minX + 10)
    }

    /// iOS puts the cancel action of a two-button alert on the leading side, whatever the order of
    /// `addAction`; stacked buttons and action sheets end with it.
    @Test func cancelLeadsATwoButtonAlertAndEndsStackedButtons() throws {
        let (window, vc) = shownController()
        defer { withExtendedLifetime(window) {} }
        let two = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "Delete", style: .destructive))
        two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        vc.present(two, animated: false)
        runFor(1)
        let twoView = try #require(two.view as? AlertView)
        #expect(twoView.buttons.map(\.label.text) == ["Cancel", "Delete"])
        #expect(twoView.buttons[0].frame.minX < twoView.buttons[1].frame.minX)
        two.dismiss(animated: false)
        runFor(1)
        let three = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        three.addAction(UIAlertAction(title: "A", style: .default))
        three.addAction(UIAlertAction(title: "B", style: .default))
        vc.present(three, animated: false)
        runFor(1)
        let threeView = try #require(three.view as? AlertView)
        #expect(threeView.buttons.map(\.label.text) == ["A", "B", "Cancel"])
    }
}
