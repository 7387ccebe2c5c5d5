import Foundation
import UIKit
import QuartzCore

/// The catalog's root list: one row per `DemoCatalog.pages` entry; tapping a row pushes its page.
@MainActor
public final class CatalogListViewController: UIViewController {
    public private(set) var rows: [UIControl] = []
    let list = UIScrollView()

    public override func viewDidLoad() {
        title = "UIKit on Linux"
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.alwaysBounceVertical = true
        view.addSubview(list)
        for (i, page) in DemoCatalog.pages.enumerated() {
            let row = UIControl(frame: CGRect(x: 0, y: CGFloat(i) * 52, width: view.bounds.width, height: 52))
            row.backgroundColor = .white
            row.autoresizingMask = [.flexibleWidth]
            let swatch = UIView(frame: CGRect(x: 16, y: 12, width: 28, height: 28))
            swatch.backgroundColor = UIColor(hue: CGFloat(i) / CGFloat(max(1, DemoCatalog.pages.count)), saturation: 0.6, brightness: 0.9, alpha: 1)
            swatch.layer.cornerRadius = 7
            row.addSubview(swatch)
            let label = DemoText.makeLabel(page.title, 17)
            label.frame.origin = CGPoint(x: 56, y: 26 - label.frame.height / 2)
            row.addSubview(label)
            let sep = UIView(frame: CGRect(x: 56, y: 51.5, width: view.bounds.width - 56, height: 0.5))
            sep.backgroundColor = UIColor(white: 0.8, alpha: 1)
            sep.autoresizingMask = [.flexibleWidth]
            row.addSubview(sep)
            row.addAction(UIAction { [weak self] _ in self?.open(i, animated: true) }, for: .touchUpInside)
            list.addSubview(row)
            rows.append(row)
        }
        list.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows.count) * 52)
    }

    /// Shows page `index`: in the split view's secondary column when it shows two columns, else pushed on
    /// the list's navigation stack.
    public func open(_ index: Int, animated: Bool) {
        guard DemoCatalog.pages.indices.contains(index) else { return }
        let page = DemoCatalog.pages[index].make()
        if let split = splitViewController, !split.isCollapsed {
            split.showDetailViewController(page, sender: self)
        } else {
            navigationController?.pushViewController(page, animated: animated)
        }
    }
}

/// A tab that runs the benchmarks live in the window: it scrolls a 1,000-row list frame by frame and shows
/// the cost of each frame as a bar (and prints the figures).
@MainActor
public final class CatalogBenchmarkViewController: UIViewController {
    var token: MediaClockScheduler.Token?
    var bars: [UIView] = []
    var list: UIScrollView?

    public override func viewDidLoad() {
        title = "Benchmarks"
        view.backgroundColor = .white
    }

    public override func viewDidAppear(_ animated: Bool) {
        let l = CatalogPages.makeList(rows: 1000, width: view.bounds.width, height: view.bounds.height * 0.6)
        view.addSubview(l)
        list = l
        var frame = 0
        token = MediaClockScheduler.shared.addFrameObserver { [weak self] _ in
            guard let self, let l = self.list else { return }
            let start = DispatchTime.now().uptimeNanoseconds
            l.contentOffset.y = CGFloat(frame % 600) * 8
            l.layoutIfNeeded()
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let bar = UIView(frame: CGRect(x: CGFloat(frame % 120) * 3, y: self.view.bounds.height - 60 - CGFloat(ms * 20),
                                           width: 2, height: CGFloat(ms * 20)))
            bar.backgroundColor = UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)
            if self.bars.count >= 120 { self.bars.removeFirst().removeFromSuperview() }
            self.bars.append(bar)
            self.view.addSubview(bar)
            frame += 1
        }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        if let t = token { MediaClockScheduler.shared.removeFrameObserver(t) }
        token = nil
        list?.removeFromSuperview()
        list = nil
    }
}

/// The catalog app's scene delegate: a tab bar controller with the catalog (a split view whose primary
/// column is the list's navigation controller) and the live benchmarks. Headless (no display, or `UIKIT_HEADLESS`), it walks every page and writes each as a
/// PNG at 1x and 2x into `out/`, printing the paths.
@MainActor
public final class CatalogSceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    public private(set) var navigation: UINavigationController?

    /// How many windows the catalog has opened (the first is the catalog itself).
    static var openedWindows = 0

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        Self.openedWindows += 1
        if connectionOptions.userActivities.contains(where: { $0.activityType == CatalogPages.newWindowActivityType }) {
            // A window the Windows page asked for: a small page of its own, named by its scene.
            windowScene.title = "uikit-linux catalog — window \(Self.openedWindows)"
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = CatalogPages.newWindowRoot(number: Self.openedWindows)
            self.window = window
            window.makeKeyAndVisible()
            return
        }
        let window = UIWindow(windowScene: windowScene)
        let nav = UINavigationController(rootViewController: CatalogListViewController())
        let split = CatalogSplitViewController(style: .doubleColumn)
        split.setViewController(nav, for: .primary)
        split.setViewController(CatalogPlaceholderViewController(), for: .secondary)
        split.tabBarItem = UITabBarItem(title: "Catalog", image: nil, tag: 0)
        let bench = CatalogBenchmarkViewController()
        bench.tabBarItem = UITabBarItem(title: "Benchmarks", image: nil, tag: 1)   // before its view loads, as on iOS
        let tabs = CatalogTabBarController()
        tabs.viewControllers = [split, bench]
        window.rootViewController = tabs
        window.backgroundColor = .white
        self.window = window
        navigation = nav
        window.makeKeyAndVisible()
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
        let env = ProcessInfo.processInfo.environment
        guard env["UIKIT_HEADLESS"] != nil || !SDLHost.displayAvailable || env["UIKIT_DEMO_WALK"] != nil else { return }
        walk(to: URL(fileURLWithPath: env["UIKIT_DEMO_OUT"] ?? "out", isDirectory: true))
    }

    /// Pushes every page in turn and writes it at 1x and 2x; returns the files written.
    @discardableResult
    public func walk(to dir: URL) -> [URL] {
        guard let window, let nav = navigation else { return [] }
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var written: [URL] = []
        func write(_ name: String) {
            UIApplication.shared.runOneTurn()
            for scale in [1.0, 2.0] {
                let url = dir.appendingPathComponent("\(name)@\(Int(scale))x.png")
                guard let png = window.renderedPNGData(scale: scale) else { continue }
                do { try png.write(to: url); written.append(url); print("wrote \(url.path)") } catch {
                    FileHandle.standardError.write(Data("could not write \(url.path): \(error)\n".utf8))
                }
            }
        }
        write("catalog-00-index")
        for (i, page) in DemoCatalog.pages.enumerated() {
            nav.pushViewController(page.make(), animated: false)
            CAMediaClock.advance(by: 0.3)
            write(String(format: "catalog-%02d-", i + 1) + page.slug)
            nav.popToRootViewController(animated: false)
        }
        return written
    }
}

/// The catalog app's delegate: its scenes use `CatalogSceneDelegate`.
@MainActor
public final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let c = UISceneConfiguration(name: "Catalog", sessionRole: connectingSceneSession.role)
        c.delegateClass = CatalogSceneDelegate.self
        return c
    }
}
