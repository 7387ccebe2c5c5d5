import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting

/// The same screens render to the same PNG bytes in another process whose locale, time zone and
/// fontconfig cache differ: snapshots recorded on one machine hold on another with the README's packages.
///
/// The test runs this test binary again, filtered to this suite, with `UIKIT_DETERMINISM_OUTPUT` naming a
/// folder; in that process the test writes its screens there instead of comparing.
@MainActor @Suite struct DeterministicRenderingTests {
    /// A screen with text in three scripts, a gradient, rounded corners, a shadow and a border.
    final class Screen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let title = UILabel(frame: CGRect(x: 20, y: 60, width: 350, height: 40))
            title.text = "Snapshot 1 234,5 – Ünïcödé"
            title.font = .boldSystemFont(ofSize: 28)
            let body = UILabel(frame: CGRect(x: 20, y: 110, width: 350, height: 120))
            body.numberOfLines = 0
            body.text = "Text wraps the same everywhere: 日本語のテキスト and Ελληνικά, 12/31/2025 3:45 PM."
            let card = UIView(frame: CGRect(x: 20, y: 250, width: 350, height: 160))
            card.layer.cornerRadius = 16
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 8
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor.systemBlue.cgColor
            let gradient = CAGradientLayer()
            gradient.frame = card.bounds
            gradient.cornerRadius = 16
            gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor]
            card.layer.addSublayer(gradient)
            for v in [title, body, card] { view.addSubview(v) }
        }
    }

    private func screens() -> [(String, Data)] {
        var result: [(String, Data)] = []
        for (name, config) in [("iPhone13", ViewImageConfig.iPhone13), ("iPadMini", .iPadMini(.portrait))] {
            let strategy = Snapshotting<UIViewController, UIImage>.image(on: config)
            var image = UIImage()
            strategy.snapshot(Screen()).run { image = $0 }
            result.append((name, strategy.diffing.toData(image)))
        }
        return result
    }

    @Test func anotherProcessRendersTheSameBytes() throws {
        let restoreScreen = useThreeXScreen()
        defer { restoreScreen() }
        let env = ProcessInfo.processInfo.environment
        if let folder = env["UIKIT_DETERMINISM_OUTPUT"] {
            // The second process: write the screens for the first to compare.
            for (name, data) in screens() {
                try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
            }
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-determinism-\(UUID().uuidString)")
        let cache = folder.appendingPathComponent("fontconfig-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "DeterministicRenderingTests"]
        var childEnv = env
        childEnv["UIKIT_DETERMINISM_OUTPUT"] = folder.path
        childEnv["LANG"] = "tr_TR.UTF-8"
        childEnv["LC_ALL"] = "tr_TR.UTF-8"
        childEnv["TZ"] = "Asia/Kathmandu"
        childEnv["XDG_CACHE_HOME"] = cache.path // a fontconfig cache built afresh
        child.environment = childEnv
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)

        for (name, data) in screens() {
            let other = try Data(contentsOf: folder.appendingPathComponent(name + ".png"))
            #expect(other == data, "\(name) renders differently in the other process")
        }
    }
}
