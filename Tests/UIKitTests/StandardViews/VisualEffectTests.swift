import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct VisualEffectTests {
    @Test("UIBlurEffect.Style and UIVibrancyEffectStyle have Apple's raw values")
    func rawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.dark.rawValue == 2)
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.prominent.rawValue == 5)
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test("contentView fills the effect view and follows its size; effect is kept")
    func contentView() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let v = UIVisualEffectView(effect: blur)
        #expect(v.effect === blur)
        v.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        v.layoutIfNeeded()
        #expect(v.contentView.frame == v.bounds)
        #expect(v.contentView.superview === v)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        v.contentView.addSubview(label)
        #expect(label.superview === v.contentView)
        v.frame.size = CGSize(width: 200, height: 100)
        v.layoutIfNeeded()
        #expect(v.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        v.effect = nil
        #expect(v.effect == nil)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        #expect(vibrancy.style == .label && vibrancy.blurEffect == blur)
        #expect(UIVibrancyEffect(blurEffect: blur, style: .fill).style == .fill)
    }

    @Test("A dark blur darkens and a light blur lightens what lies behind; no effect leaves it as it is")
    func tone() {
        let w = makeWindow(CGSize(width: 60, height: 20), background: UIColor(white: 0.5, alpha: 1))
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        dark.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        light.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
        let none = UIVisualEffectView(effect: nil)
        none.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
        [dark, light, none].forEach(w.addSubview)
        let img = w.renderedImage(scale: 1)
        let mid = Int(img.pixel(50, 10)[0])
        #expect(abs(mid - 128) <= 2)
        #expect(Int(img.pixel(10, 10)[0]) < mid - 20)
        #expect(Int(img.pixel(30, 10)[0]) > mid + 20)
        // The content view draws over the tone.
        dark.contentView.backgroundColor = .red
        #expect(w.renderedImage(scale: 1).pixel(10, 10).isClose(to: [255, 0, 0, 255], tolerance: 2))
    }
}
}
