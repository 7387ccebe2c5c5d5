import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting

/// `ViewImageConfig`'s presets carry the library's sizes, safe areas and traits, and a view controller
/// snapshotted on one sees them.
@MainActor @Suite struct DevicePresetTests {
    @Test func phonesHaveTheirScreensInBothOrientations() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhoneSe(.landscape).size == CGSize(width: 568, height: 320))
        #expect(ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhone13Mini.safeArea == UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).size == CGSize(width: 926, height: 428))
        #expect(ViewImageConfig.iPhone12Pro.size == ViewImageConfig.iPhone12.size)
        #expect(ViewImageConfig.iPhoneXsMax.size == CGSize(width: 414, height: 896))
    }

    @Test func phoneSizeClassesFollowTheOrientation() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        #expect(UITraitCollection.iPhone13(.portrait).horizontalSizeClass == .compact)
        #expect(UITraitCollection.iPhone13(.portrait).verticalSizeClass == .regular)
        #expect(UITraitCollection.iPhone13(.landscape).horizontalSizeClass == .compact)
        #expect(UITraitCollection.iPhone13(.landscape).verticalSizeClass == .compact)
        // The large phones are regular-width in landscape.
        #expect(UITraitCollection.iPhone8Plus(.landscape).horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPhoneXr(.landscape).horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPhoneSe(.portrait).userInterfaceIdiom == .phone)
        #expect(UITraitCollection.iPhoneSe(.portrait).preferredContentSizeCategory == .medium)
    }

    @Test func tabletsSplitTheirScreens() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPadMini(.portrait).size == CGSize(width: 768, height: 1024))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size == CGSize(width: 507, height: 768))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).size == CGSize(width: 375, height: 834))
        // The 12.9-inch iPad keeps the regular width in a half split.
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).size == CGSize(width: 678, height: 1024))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro12_9(.portrait(splitView: .twoThirds)).size == CGSize(width: 639, height: 1366))
        #expect(ViewImageConfig.iPad9_7.size == ViewImageConfig.iPadMini.size)
        #expect(ViewImageConfig.iPad10_2(.portrait).size == CGSize(width: 810, height: 1080))
        #expect(ViewImageConfig.iPadPro10_5.size == CGSize(width: 1112, height: 834))
        #expect(UITraitCollection.iPadPro11.userInterfaceIdiom == .pad)
    }

    /// Records what its view saw while it was laid out for the snapshot.
    final class Probe: UIViewController {
        var safeArea = UIEdgeInsets.zero
        var size = CGSize.zero
        var horizontal = UIUserInterfaceSizeClass.unspecified
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            safeArea = view.safeAreaInsets
            size = view.bounds.size
            horizontal = traitCollection.horizontalSizeClass
        }
    }

    @Test func aControllerOnADeviceSeesItsSizeSafeAreaAndTraits() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let probe = Probe()
        var image = UIImage()
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneX).snapshot(probe).run { image = $0 }
        #expect(probe.size == CGSize(width: 375, height: 812))
        #expect(probe.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(probe.horizontal == .compact)
        // The main screen's scale (3) when the traits name none.
        #expect(image.cgImage?.width == 1125 && image.cgImage?.height == 2436)

        Snapshotting<UIViewController, UIImage>.image(on: .iPadPro11, traits: .init(displayScale: 2)).snapshot(probe).run { image = $0 }
        #expect(probe.horizontal == .regular)
        #expect(image.cgImage?.width == 2388 && image.cgImage?.height == 1668)
    }

    @Test func aViewKeepsItsOwnSizeOrTheOneGiven() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        view.backgroundColor = .red
        var image = UIImage()
        Snapshotting<UIView, UIImage>.image.snapshot(view).run { image = $0 }
        #expect(image.size == CGSize(width: 40, height: 30) && image.scale == 3)
        Snapshotting<UIView, UIImage>.image(size: CGSize(width: 10, height: 10)).snapshot(view).run { image = $0 }
        #expect(image.size == CGSize(width: 10, height: 10))
        // The view gets its frame back after the snapshot.
        #expect(view.frame == CGRect(x: 5, y: 5, width: 40, height: 30))
    }

    @Test func drawingTheHierarchyInTheKeyWindowGivesTheSamePicture() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let vc = UIViewController()
        vc.loadViewIfNeeded()
        vc.view.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 80, width: 100, height: 60))
        box.backgroundColor = .systemGreen
        box.layer.cornerRadius = 12
        vc.view.addSubview(box)
        var rendered = UIImage(), drawn = UIImage()
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(vc).run { rendered = $0 }
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, drawHierarchyInKeyWindow: true).snapshot(vc).run { drawn = $0 }
        #expect(drawn.size == CGSize(width: 320, height: 568))
        #expect(Diffing<UIImage>.image.diffV2(rendered, drawn) == nil)
    }
}
