import Testing
import Foundation
@testable import UIKit

/// A dynamic colour resolves with `UITraitCollection.current` whenever its `cgColor` is read, as UIKit
/// documents for dynamic colours, so text drawn in `.label` is white in a dark view. A label in a view
/// controller with `overrideUserInterfaceStyle = .dark` drew black text on black (the demo's Dark mode page).
@MainActor @Suite(.serialized, .freshWorld) struct DynamicColorResolutionTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func cgColorFollowsTheCurrentTraits() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        let c = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(rgba(UIColor(cgColor: c.cgColor)) == [1, 0, 0, 1])
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
        #expect(rgba(UIColor(cgColor: c.cgColor)) == [0, 0, 1, 1])
        // withAlphaComponent keeps the colour dynamic.
        let faded = c.withAlphaComponent(0.5)
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(rgba(UIColor(cgColor: faded.cgColor)) == [1, 0, 0, 0.5])
        // A plain colour is what it was made as.
        #expect(rgba(UIColor(cgColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)) == [0, 1, 0, 1])
    }

    @Test func labelTextIsDrawnInTheDarkLabelColourUnderADarkOverride() {
        let window = appWindow(CGSize(width: 200, height: 100))
        let vc = UIViewController()
        vc.view.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: 0, y: 30, width: 200, height: 40))
        label.font = .systemFont(ofSize: 30)
        label.text = "HHHH"
        vc.view.addSubview(label)
        vc.overrideUserInterfaceStyle = .dark
        window.rootViewController = vc
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: f).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        // UIColor.label is white in the dark style: the glyph stems are (near) white on black.
        var brightest = 0
        for y in 30..<70 { for x in 0..<200 { brightest = max(brightest, Int(image.pixel(x, y)[0])) } }
        #expect(brightest > 240)
    }

    @Test("A rounded-rect text field under a dark override fills with the dark style's raised grey, not white, and its text is light")
    func roundedRectFieldInDarkStyle() {
        let window = appWindow(CGSize(width: 200, height: 60))
        let vc = UIViewController()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 30)
        field.text = "HHHH"
        vc.view.addSubview(field)
        vc.overrideUserInterfaceStyle = .dark
        window.rootViewController = vc
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let f = UIGraphicsImageRendererFormat(); f.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: f).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        // tertiarySystemBackground in the dark style is (44, 44, 46); the field's right end has no text.
        #expect(image.pixel(185, 30).isClose(to: [44, 44, 46, 255], tolerance: 2))
        var brightest = 0
        for y in 15..<45 { for x in 15..<150 { brightest = max(brightest, Int(image.pixel(x, y)[0])) } }
        #expect(brightest > 240)
    }
}
