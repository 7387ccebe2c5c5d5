import Foundation
import UIKit
import UIKitSnapshotTesting
import CCairoBench

// Snapshot testing (UIKitSnapshotTesting): a 390×844 screen snapshotted at 3× through the library's
// strategy, and compared with a reference at perceptualPrecision 0.98 through its diffing; the comparison
// next to the same pixel comparison (CIE ΔE94 of every differing pixel) written in C.

/// A screen of text, a card with a gradient, corners, a border and a shadow, and a row of swatches.
private final class BenchScreen: UIViewController {
    let textColor: UIColor
    let shadow: Bool
    init(textColor: UIColor, shadow: Bool = true) {
        self.textColor = textColor
        self.shadow = shadow
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for i in 0..<8 {
            let l = UILabel(frame: CGRect(x: 20, y: 60 + CGFloat(i) * 34, width: 350, height: 30))
            l.text = "Row \(i): the quick brown fox jumps over the lazy dog"
            l.textColor = textColor
            view.addSubview(l)
        }
        let card = UIView(frame: CGRect(x: 20, y: 360, width: 350, height: 200))
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemBlue.cgColor
        card.layer.shadowOpacity = shadow ? 0.3 : 0
        card.layer.shadowRadius = 8
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.cornerRadius = 16
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor]
        card.layer.addSublayer(gradient)
        view.addSubview(card)
        for i in 0..<6 {
            let swatch = UIView(frame: CGRect(x: 20 + CGFloat(i) * 60, y: 600, width: 50, height: 50))
            swatch.backgroundColor = UIColor(hue: CGFloat(i) / 6, saturation: 0.8, brightness: 0.9, alpha: 1)
            swatch.layer.cornerRadius = 25
            view.addSubview(swatch)
        }
    }
}

@MainActor
func snapshotBenchmarks() {
    let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhone12, perceptualPrecision: 0.98)
    func snap(_ vc: UIViewController) -> UIImage {
        var image = UIImage()
        strategy.snapshot(vc).run { image = $0 }
        return image
    }
    // The reference, and a screen whose text is a shade lighter (ΔE94 at most about 1.3: within 0.98).
    let reference = snap(BenchScreen(textColor: .black))
    let screen = BenchScreen(textColor: UIColor(white: 0.01, alpha: 1))
    let current = snap(screen)
    if let failure = strategy.diffing.diffV2(reference, current) { print(failure.0) }

    let snapshot = measure { _ = snap(screen) }
    report(Figure(name: "snapshot 390x844 @3x of a shown screen (render through .image(on:))", value: snapshot * 1000, unit: "ms"))
    let fresh = measure { _ = snap(BenchScreen(textColor: .black)) }
    report(Figure(name: "snapshot 390x844 @3x of a new screen (load, lay out, draw, render)", value: fresh * 1000, unit: "ms"))
    let plain = measure { _ = snap(BenchScreen(textColor: .black, shadow: false)) }
    report(Figure(name: "snapshot 390x844 @3x of a new screen without the card's shadow", value: plain * 1000, unit: "ms"))

    let compare = measure { _ = strategy.diffing.diffV2(reference, current) }
    guard let a = reference.cgImage, let b = current.cgImage, let da = a.dataProvider?.data,
          let db = b.dataProvider?.data else { preconditionFailure("no bitmaps") }
    var different: Int32 = 0
    var maxDeltaE: Float = 0
    let c = measure {
        _ = ccb_perceptual_compare(da.bytes.assumingMemoryBound(to: UInt8.self), db.bytes.assumingMemoryBound(to: UInt8.self),
                                   Int32(a.width), Int32(a.height), Int32(a.bytesPerRow), 2, &different, &maxDeltaE)
    }
    report(Figure(name: "compare 1170x2532 px at perceptualPrecision 0.98 (\(different) pixels differ)",
                  value: compare * 1000, unit: "ms", baseline: c * 1000))

    let both = measure { _ = strategy.diffing.diffV2(reference, snap(BenchScreen(textColor: UIColor(white: 0.01, alpha: 1)))) }
    report(Figure(name: "new screen: snapshot + compare at perceptualPrecision 0.98", value: both * 1000, unit: "ms"))
    let reference2 = snap(BenchScreen(textColor: .black, shadow: false))
    let both2 = measure {
        _ = strategy.diffing.diffV2(reference2, snap(BenchScreen(textColor: UIColor(white: 0.01, alpha: 1), shadow: false)))
    }
    report(Figure(name: "new screen without the shadow: snapshot + compare at perceptualPrecision 0.98", value: both2 * 1000, unit: "ms"))
}
