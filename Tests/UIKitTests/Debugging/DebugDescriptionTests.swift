import Foundation
import Testing
import UIKit

/// The text UIKit prints for views, layers and view controllers. Expected strings are iOS's (as printed by
/// `po` and recorded by swift-snapshot-testing's iOS references), with the addresses taken out the way
/// that library takes them out.
@MainActor @Suite(.freshWorld) struct DebugDescriptionTests {
    /// Removes `: 0x…` addresses as swift-snapshot-testing does.
    private func withoutAddresses(_ s: String) -> String {
        s.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    @Test func plainViewPrintsFrameAutoresizingAndLayer() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(withoutAddresses(v.description) == "<UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>")
        // The addresses are the objects' own, as `%p` prints them.
        #expect(v.description.hasPrefix("<UIView: 0x"))
        #expect(v.description.contains("layer = <CALayer: 0x"))
    }

    @Test func fractionalFramesPrintAsPercentG() {
        let v = UIView(frame: CGRect(x: 133.6666666, y: 20, width: 7.333333333, height: 19.3333333))
        #expect(withoutAddresses(v.description) == "<UIView; frame = (133.667 20; 7.33333 19.3333); layer = <CALayer>>")
    }

    @Test func fieldsAppearInUIKitsOrder() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.clipsToBounds = true
        v.alpha = 0.5
        v.isHidden = true
        v.isOpaque = false
        v.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v.isUserInteractionEnabled = false
        v.tag = 100
        #expect(withoutAddresses(v.description) == "<UIView; frame = (1 2; 3 4); clipsToBounds = YES; alpha = 0.5; hidden = YES; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; tag = 100; layer = <CALayer>>")
    }

    @Test func transformPrintsItsSixNumbers() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(withoutAddresses(v.description).contains("; transform = [0.5, 0, 0, 0.5, 0, 0]; layer"))
    }

    @Test func labelPrintsItsTextAndLayerClass() {
        let l = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 32))
        l.text = "What's the point?"
        let d = withoutAddresses(l.description)
        #expect(d.hasPrefix("<UILabel; frame = (16 20; 288 32); text = 'What's the point?'; "))
        #expect(d.hasSuffix("userInteractionEnabled = NO; layer = <_UILabelLayer>>"))
        l.text = "A Secret Is Found In The Middle Of Nowhere"
        #expect(withoutAddresses(l.description).contains("text = 'A Secret Is Found In The ...'"))
    }

    @Test func gestureRecognizersPrintAsAnArray() {
        let v = UIView(frame: .zero)
        v.addGestureRecognizer(UITapGestureRecognizer())
        #expect(withoutAddresses(v.description) == "<UIView; frame = (0 0; 0 0); gestureRecognizers = <NSArray>; layer = <CALayer>>")
    }

    @Test func layerPrintsClassAndAddress() {
        let layer = CALayer()
        #expect(withoutAddresses(layer.description) == "<CALayer>")
        #expect(withoutAddresses(CAGradientLayer().description) == "<CAGradientLayer>")
        #expect(layer.description.hasPrefix("<CALayer: 0x"))
    }

    @Test func clientSubclassesPrintTheirModule() {
        final class Badge: UIView {}
        #expect(withoutAddresses(Badge(frame: .zero).description).hasPrefix("<UIKitTests."))
    }

    @Test func recursiveDescriptionIndentsChildrenAndListsBareLayers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(child)
        child.addSubview(grandchild)
        root.layer.addSublayer(CALayer())
        #expect(withoutAddresses(root.recursiveDescription()) == """
            <UIView; frame = (0 0; 100 100); layer = <CALayer>>
               | <UIView; frame = (10 10; 50 50); layer = <CALayer>>
               |    | <UIView; frame = (0 0; 5 5); layer = <CALayer>>
               | <CALayer> (layer)
            """)
    }

    @Test func hierarchyPrintsStatesAndViews() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let other = UIViewController()
        let tab = UITabBarController()
        tab.viewControllers = [nav, other]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = tab
        window.makeKeyAndVisible()
        UIApplication.shared.runOneTurn()
        let lines = withoutAddresses(tab._printHierarchy()).split(separator: "\n").map(String.init)
        #expect(lines.first == "<UITabBarController>, state: appeared, view: <UILayoutContainerView>")
        #expect(lines.contains("   | <UINavigationController>, state: appeared, view: <UILayoutContainerView>"))
        #expect(lines.contains("   |    | <UIViewController>, state: appeared, view: <UIView>"))
        #expect(lines.last == "   | <UIViewController>, state: disappeared, view: (view not loaded)")
        window.isHidden = true
    }

    @Test func loadedViewOutsideAWindowIsSaidSo() {
        let vc = UIViewController()
        vc.loadViewIfNeeded()
        #expect(withoutAddresses(vc._printHierarchy()) == "<UIViewController>, state: disappeared, view: <UIView> not in the window")
    }

    @Test func scrollViewsAppendOffsetSizeAndInset() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        s.contentSize = CGSize(width: 375, height: 440)
        #expect(withoutAddresses(s.description).hasSuffix("; contentOffset: {0, 0}; contentSize: {375, 440}; adjustedContentInset: {0, 0, 0, 0}>"))
    }
}
