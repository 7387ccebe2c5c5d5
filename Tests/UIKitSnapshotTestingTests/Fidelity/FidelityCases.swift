// The views of swift-snapshot-testing 1.19.7's iOS test cases (Tests/SnapshotTestingTests), built by the
// same code as there, for the fidelity suite to render and compare with the images they recorded on iOS.
//
// Copyright (c) 2019 Point-Free, Inc. Licensed under the MIT License (the library's LICENSE file, in the
// package checkout); the views and the heart path are reproduced here under its terms.

import Foundation
import SnapshotTesting
import UIKitSnapshotTesting

/// A snapshot made now through `strategy`: the strategies here finish synchronously.
@MainActor
func fidelityImage<Value>(of value: Value, as strategy: Snapshotting<Value, UIImage>) -> UIImage? {
    var image: UIImage?
    strategy.snapshot(value).run { image = $0 }
    return image
}

/// The library's `testTableViewController` and `testAssertMultipleSnapshot` table: ten rows numbered
/// from 0 in the default cell's text label.
final class NumberedRowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

extension CGPath {
    /// The library's test heart: a heart at 45° with a circle above, using every element type.
    static var fidelityHeart: CGPath {
        let scale: CGFloat = 30.0
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0.0 * scale, y: 0.0 * scale))
        path.addLine(to: CGPoint(x: 0.0 * scale, y: 2.0 * scale))
        path.addQuadCurve(to: CGPoint(x: 1.0 * scale, y: 3.0 * scale), control: CGPoint(x: 0.125 * scale, y: 2.875 * scale))
        path.addQuadCurve(to: CGPoint(x: 2.0 * scale, y: 2.0 * scale), control: CGPoint(x: 1.875 * scale, y: 2.875 * scale))
        path.addCurve(to: CGPoint(x: 3.0 * scale, y: 1.0 * scale), control1: CGPoint(x: 2.5 * scale, y: 2.0 * scale),
                      control2: CGPoint(x: 3.0 * scale, y: 1.5 * scale))
        path.addCurve(to: CGPoint(x: 2.0 * scale, y: 0.0 * scale), control1: CGPoint(x: 3.0 * scale, y: 0.5 * scale),
                      control2: CGPoint(x: 2.5 * scale, y: 0.0 * scale))
        path.addLine(to: CGPoint(x: 0.0 * scale, y: 0.0 * scale))
        path.closeSubpath()
        path.addEllipse(in: CGRect(origin: CGPoint(x: 2.0 * scale, y: 2.0 * scale), size: CGSize(width: scale, height: scale)))
        return path
    }
}

/// What the library's iOS `Snapshotting<CGPath, UIImage>.image` draws: the path's bounding box at
/// scale 1, filled even-odd in the context's default black.
@MainActor
func fidelityPathImage(_ path: CGPath) -> UIImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    return UIGraphicsImageRenderer(bounds: path.boundingBoxOfPath, format: format).image { ctx in
        ctx.cgContext.addPath(path)
        ctx.cgContext.drawPath(using: .eoFill)
    }
}

extension FidelityCase {
    /// The screens the library's references were recorded on, where a case takes the screen's size.
    static let iPhoneXScreen = (size: CGSize(width: 375, height: 812), scale: CGFloat(3))
    static let iPhoneXsMaxScreen = (size: CGSize(width: 414, height: 896), scale: CGFloat(3))
    static let twoXScreen = (size: CGSize(width: 375, height: 667), scale: CGFloat(2))

    /// Every iOS-recorded image of the library's UIKit cases that builds on Linux. (Its other images are
    /// of AppKit, SwiftUI, SceneKit, SpriteKit and WebKit views, or of a fixture image, not a render.)
    static let all: [FidelityCase] = [
        FidelityCase("testCALayer.1", .none) {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = UIColor.red.cgColor
            layer.borderWidth = 4.0
            layer.borderColor = UIColor.black.cgColor
            return fidelityImage(of: layer, as: .image)
        },
        FidelityCase("testCALayerWithGradient.1", .none) {
            let baseLayer = CALayer()
            baseLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let gradientLayer = CAGradientLayer()
            gradientLayer.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
            gradientLayer.frame = baseLayer.frame
            baseLayer.addSublayer(gradientLayer)
            return fidelityImage(of: baseLayer, as: .image)
        },
        FidelityCase("testCGPath.iOS", .none) { fidelityPathImage(.fidelityHeart) },
        FidelityCase("testUIBezierPath.iOS", .none) { fidelityPathImage(UIBezierPath(cgPath: .fidelityHeart).cgPath) },
        FidelityCase("testUIView.1", .none) { fidelityImage(of: UIButton(type: .contactAdd), as: .image) },
        FidelityCase("testAutolayout.1", .none, screen: iPhoneXScreen) {
            let vc = UIViewController()
            vc.view.translatesAutoresizingMaskIntoConstraints = false
            let subview = UIView()
            subview.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(subview)
            NSLayoutConstraint.activate([
                subview.topAnchor.constraint(equalTo: vc.view.topAnchor),
                subview.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor),
                subview.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
                subview.rightAnchor.constraint(equalTo: vc.view.rightAnchor),
            ])
            return fidelityImage(of: vc, as: .image)
        },
        FidelityCase("testUIViewControllerLifeCycle.1", .none, screen: iPhoneXsMaxScreen) {
            fidelityImage(of: UIViewController(), as: .image)
        },
        FidelityCase("testUIViewControllerLifeCycle.2", .none, screen: iPhoneXsMaxScreen) {
            let viewController = UIViewController()
            _ = fidelityImage(of: viewController, as: .image)
            return fidelityImage(of: viewController, as: .image)
        },
        FidelityCase("testCollectionViewsWithMultipleScreenSizes.iphoneSe", .none) {
            fidelityImage(of: IOSReferenceTests.Cards(), as: .image(on: .iPhoneSe))
        },
        FidelityCase("testCollectionViewsWithMultipleScreenSizes.iphone8", .none) {
            fidelityImage(of: IOSReferenceTests.Cards(), as: .image(on: .iPhone8))
        },
        FidelityCase("testCollectionViewsWithMultipleScreenSizes.iphoneMax", .none) {
            fidelityImage(of: IOSReferenceTests.Cards(), as: .image(on: .iPhoneXsMax))
        },
        FidelityCase("testCollectionViewsWithMultipleScreenSizes.ipad", .none) {
            fidelityImage(of: IOSReferenceTests.Cards(), as: .image(on: .iPadPro12_9))
        },
        FidelityCase("testTableViewController.1", .some) {
            fidelityImage(of: NumberedRowsController(), as: .image(on: .iPhoneSe))
        },
        FidelityCase("testAssertMultipleSnapshot.iPhoneSE-image", .some) {
            fidelityImage(of: NumberedRowsController(), as: .image(on: .iPhoneSe))
        },
        FidelityCase("testAssertMultipleSnapshot.iPad-image", .some) {
            fidelityImage(of: NumberedRowsController(), as: .image(on: .iPadMini))
        },
        FidelityCase("testAssertMultipleSnapshot.1", .some) {
            fidelityImage(of: NumberedRowsController(), as: .image(on: .iPhoneX))
        },
        FidelityCase("testAssertMultipleSnapshot.2", .some) {
            fidelityImage(of: NumberedRowsController(), as: .image(on: .iPhoneXsMax))
        },
        FidelityCase("testPrecision.ios", .mostlyText) {
            let label = UILabel()
            label.frame = CGRect(origin: .zero, size: CGSize(width: 43.5, height: 20.5))
            label.backgroundColor = .white
            label.text = "Hello."
            return fidelityImage(of: label, as: .image(precision: 0.9))
        },
        FidelityCase("testViewWithZeroHeightOrWidth.noHeight", .mostlyText, screen: twoXScreen) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 0))
            view.backgroundColor = .red
            return fidelityImage(of: view, as: .image)
        },
        FidelityCase("testViewWithZeroHeightOrWidth.noWidth", .mostlyText, screen: twoXScreen) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 350))
            view.backgroundColor = .green
            return fidelityImage(of: view, as: .image)
        },
        FidelityCase("testViewWithZeroHeightOrWidth.noWidth-noHeight", .mostlyText, screen: twoXScreen) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
            view.backgroundColor = .blue
            return fidelityImage(of: view, as: .image)
        },
    ]
}
