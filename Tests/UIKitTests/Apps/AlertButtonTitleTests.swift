import Testing
import Foundation
@testable import UIKit

/// UIAlertController's buttons show their titles centred in each button, as on iOS (two actions side by
/// side in an alert, one per row in an action sheet). The titles were drawn flush left.
@MainActor @Suite struct AlertButtonTitleTests {
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
        let button = try #require(alertView.buttons.first)
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
}
