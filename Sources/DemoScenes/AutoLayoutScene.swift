import UIKit

/// A swatch with a natural size (what a label or icon would give Auto Layout).
public final class SwatchView: UIView {
    let natural: CGSize
    public init(_ color: UIColor, _ natural: CGSize) {
        self.natural = natural
        super.init(frame: .zero)
        backgroundColor = color
    }
    public required init?(coder: NSCoder) { fatalError("not archived") }
    public override var intrinsicContentSize: CGSize { natural }
}

/// A page laid out only with constraints and stack views: a header bar pinned to the
/// safe area, a row of three swatches that share the width equally, a list of rows (icon, stretching
/// title, badge) and a footer pinned to the bottom. Resizing the window re-lays it out.
@MainActor
public struct AutoLayoutScene {
    public let window: UIWindow
    public let header: UIView
    public let rows: [UIStackView]

    public init(screen: UIScreen, size: CGSize) {
        UIScreen.main = screen
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let root = UIView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)

        header = UIView()
        header.backgroundColor = UIColor(red: 0.15, green: 0.35, blue: 0.75, alpha: 1)
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)

        let swatches = UIStackView(arrangedSubviews: [
            SwatchView(.red, CGSize(width: 40, height: 60)),
            SwatchView(UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1), CGSize(width: 40, height: 60)),
            SwatchView(.orange, CGSize(width: 40, height: 60)),
        ])
        swatches.distribution = .fillEqually
        swatches.spacing = 12

        var rows: [UIStackView] = []
        for i in 0..<6 {
            let icon = SwatchView(UIColor(white: 0.3, alpha: 1), CGSize(width: 32, height: 32))
            let title = SwatchView(UIColor(white: 0.8, alpha: 1), CGSize(width: 120, height: 20 + CGFloat(i % 3) * 6))
            title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let badge = SwatchView(UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1), CGSize(width: 24, height: 24))
            let row = UIStackView(arrangedSubviews: [icon, title, badge])
            row.spacing = 10
            row.alignment = .center
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
            row.backgroundColor = .white
            rows.append(row)
        }
        self.rows = rows
        let list = UIStackView(arrangedSubviews: [swatches] + rows)
        list.axis = .vertical
        list.spacing = 8
        list.setCustomSpacing(20, after: swatches)
        list.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(list)

        let footer = UIView()
        footer.backgroundColor = UIColor(white: 0.25, alpha: 1)
        footer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(footer)

        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 56),
            list.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 2),
            list.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            list.bottomAnchor.constraint(lessThanOrEqualTo: footer.topAnchor, constant: -8),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.08),
        ])
        window.isHidden = false
    }
}
