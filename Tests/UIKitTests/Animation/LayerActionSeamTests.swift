import Testing
import Foundation
@testable import UIKit

/// The seam between a layer and its view is the one Core Animation documents: the layer asks its
/// delegate's `action(for:forKey:)` for each change, and the action animates from the value before the
/// change. These tests pin what the typed link must keep: subclasses of UIKit's own classes are asked,
/// `presentation()` read during the look-up shows the old value, a layer's own action gets the old value
/// as its animation's start, and whether animation blocks are open belongs to the pipeline owner.
@MainActor @Suite(.freshWorld) struct LayerActionSeamTests {
    /// An app's subclass of a UIKit class that overrides the delegate method.
    final class AskingLabel: UILabel {
        var asked: [String] = []
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return super.action(for: layer, forKey: event)
        }
    }

    /// A view that records the layer's presentation opacity while its action is looked up.
    final class PresentationReadingView: UIView {
        var seen: [Float] = []
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            if event == "opacity" { seen.append(layer.presentation()?.opacity ?? -1) }
            return super.action(for: layer, forKey: event)
        }
    }

    @Test("An app's subclass of UILabel that overrides action(for:forKey:) is asked for each change")
    func subclassOfFrameworkClassIsAsked() {
        PipelineOwner.installFresh()
        let label = AskingLabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(!label.layer._ownerActionIsDefault)
        label.asked = []
        label.alpha = 0.5
        label.center = CGPoint(x: 40, y: 40)
        #expect(label.asked == ["opacity", "position"])
        let plain = UILabel()
        #expect(plain.layer._ownerActionIsDefault)
    }

    @Test("During the look-up, presentation() shows the value before the change")
    func presentationDuringLookUpShowsOldValue() {
        PipelineOwner.installFresh()
        let view = PresentationReadingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.25
        view.alpha = 0.75
        #expect(view.seen == [1, 0.25])
        #expect(view.layer.opacity == 0.75)
    }

    @Test("A layer's own action animates from the value before the change")
    func layerActionStartsFromOldValue() {
        let (window, view) = makeAnimationScene()
        defer { endAnimationScene(window, view) }
        let plain = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(plain)
        CATransaction.commit()
        plain.opacity = 0.4
        let anim = plain.animation(forKey: "opacity") as? CABasicAnimation
        #expect(anim != nil)
        #expect((anim?.fromValue as? Double) == 1 || (anim?.fromValue as? Float) == 1 || (anim?.fromValue as? CGFloat) == 1)
        plain.removeFromSuperlayer()
    }

    @Test("Whether animation blocks are open is the current pipeline owner's state")
    func animationBlocksOpenPerOwner() {
        let owner = PipelineOwner.installFresh()
        #expect(!owner.animationBlocksOpen)
        var inside = false
        UIView.animate(withDuration: 0.3) { inside = owner.animationBlocksOpen }
        #expect(inside)
        #expect(!owner.animationBlocksOpen)
        UIView.performWithoutAnimation { inside = owner.animationBlocksOpen }
        #expect(inside)
        #expect(!owner.animationBlocksOpen)
    }
}
