import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting

/// A screen snapshotted again after other devices and content-size categories renders to the same bytes
/// as the first time: nothing it shows depends on what the process laid out or rendered before (the
/// library's Dynamic Type cases iterate a dictionary, whose order changes with every process).
@MainActor @Suite struct RenderOrderIndependenceTests {
    /// Labels centred and pinned by Auto Layout whose fonts follow the content size category, as the
    /// library's `testTraits` screen builds them.
    final class Screen: UIViewController {
        let top = UILabel(), trailing = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            top.text = "What's"
            trailing.text = "point"
            for l in [top, trailing] { l.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(l) }
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: guide.topAnchor),
                top.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
                trailing.leadingAnchor.constraint(greaterThanOrEqualTo: guide.centerXAnchor),
                trailing.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                trailing.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            ])
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            top.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
            trailing.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        }
    }

    private func png(_ vc: UIViewController, on config: ViewImageConfig,
                     _ category: UIContentSizeCategory = .large) -> Data {
        let strategy = Snapshotting<UIViewController, UIImage>.image(
            on: config, traits: .init(preferredContentSizeCategory: category))
        var image = UIImage()
        strategy.snapshot(vc).run { image = $0 }
        return strategy.diffing.toData(image)
    }

    @Test func aScreenRendersTheSameAfterOtherDevicesAndCategories() {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let screen = Screen()
        let first = png(screen, on: .iPhoneSe)
        let firstLarge = png(screen, on: .iPhoneSe, .accessibilityExtraExtraExtraLarge)
        for config in [ViewImageConfig.iPadPro12_9, .iPhoneX, .iPhone8Plus] {
            for category in [UIContentSizeCategory.extraSmall, .extraExtraLarge, .accessibilityMedium] {
                _ = png(screen, on: config, category)
            }
        }
        #expect(png(screen, on: .iPhoneSe) == first)
        #expect(png(screen, on: .iPhoneSe, .accessibilityExtraExtraExtraLarge) == firstLarge)
        // And a fresh controller, shown after all of that, agrees too.
        #expect(png(Screen(), on: .iPhoneSe) == first)
    }
}
