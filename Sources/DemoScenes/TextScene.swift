import UIKit
import QuartzCore

/// The text page of the demo: label features (fonts, weights, Dynamic Type, alignment, wrapping,
/// truncation), several scripts and emoji, attributed-string attributes, buttons, a segmented control, a
/// text field and a text layer.
@MainActor
public struct TextScene {
    public let window: UIWindow
    public let labels: [UILabel]

    public init(screen: UIScreen) {
        UIScreen.main = screen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 620))
        window.screen = screen
        window.backgroundColor = .white
        var all: [UILabel] = []
        var y: CGFloat = 12
        func add(_ l: UILabel, height: CGFloat? = nil, x: CGFloat = 12, width: CGFloat = 456) {
            let h = height ?? l.sizeThatFits(CGSize(width: width, height: 0)).height
            l.frame = CGRect(x: x, y: y, width: width, height: h)
            window.addSubview(l)
            all.append(l)
            y += h + 6
        }
        func label(_ text: String, _ font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = font
            return l
        }

        add(label("Large Title", .preferredFont(forTextStyle: .largeTitle)))
        add(label("Headline · Body · Footnote styles", .preferredFont(forTextStyle: .headline)))
        let weights: [(String, UIFont.Weight)] = [("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Semibold", .semibold), ("Bold", .bold), ("Black", .black)]
        var x: CGFloat = 12
        for (name, w) in weights {
            let l = label(name, .systemFont(ofSize: 15, weight: w))
            let s = l.intrinsicContentSize
            l.frame = CGRect(x: x, y: y, width: s.width, height: s.height)
            window.addSubview(l); all.append(l)
            x += s.width + 10
        }
        y += 24
        add(label("English · עברית · العربية · हिन्दी · ไทย · 中文 · 日本語 · 😀🇫🇷👩‍👩‍👧"))
        let mono = label("monospaced 0123456789 ←→", .monospacedSystemFont(ofSize: 14, weight: .regular))
        add(mono)

        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let l = label("Truncated \(mode == .byTruncatingHead ? "head" : mode == .byTruncatingMiddle ? "middle" : "tail"): the quick brown fox jumps over the lazy dog")
            l.lineBreakMode = mode
            add(l, width: 300)
        }
        let wrapped = label("numberOfLines = 0 wraps by words and grows as needed: the quick brown fox jumps over the lazy dog, again and again.")
        wrapped.numberOfLines = 0
        wrapped.backgroundColor = UIColor(white: 0.93, alpha: 1)
        add(wrapped, width: 300)
        let two = label("numberOfLines = 2 keeps two lines and truncates the last one when the text is much too long to fit.")
        two.numberOfLines = 2
        two.textAlignment = .center
        two.textColor = .systemBlue
        add(two, width: 300)
        let rtl = label("שלום עולם — natural alignment")
        rtl.backgroundColor = UIColor(white: 0.93, alpha: 1)
        add(rtl, height: 24, width: 300)

        let attributed = NSMutableAttributedString(string: "Underline, strike, kern, background, stroke, shadow")
        func style(_ word: String, _ attrs: [NSAttributedString.Key: Any]) {
            attributed.addAttributes(attrs, range: (attributed.string as NSString).range(of: word))
        }
        style("Underline", [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red])
        style("strike", [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        style("kern", [.kern: 4])
        style("background", [.backgroundColor: UIColor.yellow])
        style("stroke", [.foregroundColor: UIColor.systemGreen])
        let shadow = NSShadow(); shadow.shadowOffset = CGSize(width: 1, height: 1); shadow.shadowBlurRadius = 2
        style("shadow", [.font: UIFont.boldSystemFont(ofSize: 17), .baselineOffset: 3, .shadow: shadow])
        let a = UILabel()
        a.attributedText = attributed
        add(a)

        // Controls.
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        system.frame = CGRect(origin: CGPoint(x: 12, y: y), size: system.intrinsicContentSize)
        window.addSubview(system)
        var filled = UIButton.Configuration.filled(); filled.title = "Filled"
        let f = UIButton(configuration: filled)
        f.frame = CGRect(origin: CGPoint(x: system.frame.maxX + 12, y: y), size: f.intrinsicContentSize)
        window.addSubview(f)
        var tinted = UIButton.Configuration.tinted(); tinted.title = "Tinted"; tinted.subtitle = "with subtitle"
        let t = UIButton(configuration: tinted)
        t.frame = CGRect(origin: CGPoint(x: f.frame.maxX + 12, y: y), size: t.intrinsicContentSize)
        window.addSubview(t)
        var gray = UIButton.Configuration.gray(); gray.title = "Gray"
        let g = UIButton(configuration: gray)
        g.frame = CGRect(origin: CGPoint(x: t.frame.maxX + 12, y: y), size: g.intrinsicContentSize)
        window.addSubview(g)
        let add2 = UIButton(type: .contactAdd)
        add2.frame = CGRect(origin: CGPoint(x: g.frame.maxX + 12, y: y), size: add2.intrinsicContentSize)
        window.addSubview(add2)
        y += max(t.frame.height, 34) + 10
        let seg = UISegmentedControl(items: ["First", "Second", "Third"])
        seg.selectedSegmentIndex = 1
        seg.frame = CGRect(origin: CGPoint(x: 12, y: y), size: seg.intrinsicContentSize)
        window.addSubview(seg)
        let field = UITextField(frame: CGRect(x: seg.frame.maxX + 12, y: y, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Placeholder"
        window.addSubview(field)
        y += 44
        let host = UIView(frame: CGRect(x: 12, y: y, width: 456, height: 44))
        host.backgroundColor = UIColor(red: 0.15, green: 0.2, blue: 0.35, alpha: 1)
        let textLayer = CATextLayer()
        textLayer.string = "CATextLayer, 20 pt, white"
        textLayer.fontSize = 20
        textLayer.frame = CGRect(x: 8, y: 8, width: 440, height: 30)
        textLayer.contentsScale = screen.scale
        host.layer.addSublayer(textLayer)
        window.addSubview(host)
        self.labels = all
        self.window = window
        window.makeKeyAndVisible()
    }
}
